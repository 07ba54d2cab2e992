import { Checkbox } from '../../../../ui/form/checkbox.tsx';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { useWineText } from './use-wine-text.ts';

/** Toilets in the building, barrier-free, or public ones nearby (within 5 minutes' walk, spec 02 §5). */
export function SanitarySection() {
  const text = useWineText('sanitary');
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('sanitary')}>
      <Checkbox
        name="sanitaryInfo.0.hasSocialFacilitiesInTheBuilding"
        label={text('hasSocialFacilitiesInTheBuilding')}
      />
      <Checkbox name="sanitaryInfo.0.hasSanitaryDisabledFriendly" label={text('hasSanitaryDisabledFriendly')} />
      <Checkbox
        name="sanitaryInfo.0.hasSocialFacilitiesNearTheBuilding"
        label={text('hasSocialFacilitiesNearTheBuilding')}
        hint={text('nearHint')}
        wide
      />
    </Fieldset>
  );
}

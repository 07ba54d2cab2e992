import { Checkbox } from '../../../../ui/form/checkbox.tsx';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import { FlagCheckboxes } from './flag-checkboxes.tsx';
import { useWineText } from './use-wine-text.ts';
import { TEXT_LIMITS } from '../../../../../shared/forms/request-constants.ts';

const MORE_FLAGS = ['hasGustationOnOrder', 'hasOfferOfOwnWines', 'hasOfferOfPurchasedWines'] as const;

/** Tastings; the regular tasting days show only when regular tastings are ticked (spec 02 §4). */
export function GustationSection({ showDays }: { showDays: boolean }) {
  const text = useWineText('gustation');
  const legend = useWineText('sections');
  return (
    <Fieldset legend={legend('gustation')}>
      <Checkbox name="gustation.0.hasGustationRegular" label={text('hasGustationRegular')} wide />
      {showDays && (
        <TextField
          name="gustation.0.gustationRegularDays"
          label={text('gustationRegularDays')}
          maxLength={TEXT_LIMITS.line}
          wide
        />
      )}
      <FlagCheckboxes at="gustation.0" flags={MORE_FLAGS} group="gustation" />
    </Fieldset>
  );
}

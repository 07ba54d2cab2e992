import { useFormContext, useWatch } from 'react-hook-form';
import { kitchenOnOrderDisabled, type KitchenField } from '../../../../../shared/forms/kitchen-choice.ts';
import { Checkbox } from '../../../../ui/form/checkbox.tsx';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { kitchenOf, kitchenSideEffects } from './kitchen-choice.ts';
import { useWineText } from './use-wine-text.ts';

const AT = 'kitchen.0';

/**
 * Own kitchen (spec 02 §4): hot-and-cold and cold-only exclude each other, a tick clearing the other and its
 * on-order box, and each on-order box is disabled while the opposite kind is ticked.
 */
export function KitchenSection() {
  const text = useWineText('kitchen');
  const legend = useWineText('sections');
  const { getValues, setValue } = useFormContext();
  const disabled = kitchenOnOrderDisabled(kitchenOf(useWatch({ name: AT })));
  const choose = (field: KitchenField) => (checked: boolean) => {
    for (const [other, value] of kitchenSideEffects(getValues(AT), field, checked)) {
      setValue(`${AT}.${other}`, value, { shouldDirty: true, shouldValidate: true });
    }
  };
  const box = (field: KitchenField, isDisabled?: boolean) => (
    <Checkbox name={`${AT}.${field}`} label={text(field)} disabled={isDisabled} onChange={choose(field)} />
  );
  return (
    <Fieldset legend={legend('kitchen')} hint={text('hint')}>
      {box('hasKitchenHotAndCold')}
      {box('hasKitchenHotAndColdOnOrder', disabled.hasKitchenHotAndColdOnOrder)}
      {box('hasKitchenColdOnly')}
      {box('hasKitchenColdOnOrder', disabled.hasKitchenColdOnOrder)}
      {box('hasCatering')}
    </Fieldset>
  );
}

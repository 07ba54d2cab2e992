import { Checkbox } from '../../../../ui/form/checkbox.tsx';
import { Fieldset } from '../../../../ui/form/fieldset.tsx';
import { SelectField } from '../../../../ui/form/select-field.tsx';
import { TextArea } from '../../../../ui/form/text-area.tsx';
import { TextField } from '../../../../ui/form/text-field.tsx';
import type { RequestOptions } from '../options.ts';
import { accommodationTypeChoices } from './accommodation-types.ts';
import { FlagCheckboxes } from './flag-checkboxes.tsx';
import { useWineText } from './use-wine-text.ts';

const AT = 'accomodation.0';
const MEALS = ['hasBreakfast', 'hasLunch', 'hasDinner'] as const;

/** Accommodation in the facility; its details show only when it is ticked (spec 02 §4). */
export function AccommodationSection({ options, showDetails }: { options: RequestOptions; showDetails: boolean }) {
  const text = useWineText('accommodation');
  const legend = useWineText('sections');
  const numeric = (key: string, hint?: string) => (
    <TextField name={`${AT}.${key}`} type="number" label={text(key)} hint={hint} inputMode="numeric" />
  );
  return (
    <Fieldset legend={legend('accommodation')}>
      <Checkbox name={`${AT}.hasAccommodationInFacility`} label={text('hasAccommodationInFacility')} wide />
      {showDetails && (
        <>
          <SelectField
            name={`${AT}.accommodationType`}
            label={text('accommodationType')}
            options={accommodationTypeChoices(options.accommodationTypes)}
          />
          {numeric('roomsCount', text('roomsHint'))}
          {numeric('capacity')}
          {numeric('pricePerBed')}
          <Fieldset legend={text('meals')}>
            <FlagCheckboxes at={AT} flags={MEALS} group="accommodation" />
          </Fieldset>
          <TextArea name={`${AT}.description`} label={text('description')} rows={4} />
        </>
      )}
    </Fieldset>
  );
}

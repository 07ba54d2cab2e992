import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { openingHoursSections } from '../../../shared/forms/opening-hours.ts';
import { Checkbox } from './checkbox.tsx';
import type { Option } from './field-props.ts';
import { Fieldset } from './fieldset.tsx';
import { OpeningHoursTable } from './opening-hours-table.tsx';
import { SelectField } from './select-field.tsx';
import { useField } from './use-field.ts';
import './texts.ts';

interface Props {
  /** `openingHours` (restaurant) or `openingHours.0` (wine entity). */
  name: string;
  label?: string;
  months: readonly Option[];
  /** Wine entities add a note to every day. */
  withNotice?: boolean;
  disabled?: boolean;
}

/**
 * Opening hours (spec 02 §4): regular hours unlock the summer/winter option, which unlocks the season month ranges and
 * separate summer and winter hours; without it the summer days hold the regular hours.
 */
export function OpeningHoursFields({ name, label, months, withNotice, disabled }: Props) {
  const { t } = useTranslation();
  const { form } = useField(name, false);
  const hours: unknown = useWatch({ control: form.control, name });
  const shown = openingHoursSections(hours && typeof hours === 'object' ? hours : undefined);
  const text = (key: string) => t(`formKit.openingHours.${key}`);
  const season = (key: 'summer' | 'winter') => (
    <>
      <SelectField
        name={`${name}.${key}MonthFrom`}
        label={`${text(key)} – ${text('monthFrom').toLowerCase()}`}
        options={months}
        disabled={disabled}
      />
      <SelectField
        name={`${name}.${key}MonthTo`}
        label={`${text(key)} – ${text('monthTo').toLowerCase()}`}
        options={months}
        disabled={disabled}
      />
      <div className="form-field--wide">
        <OpeningHoursTable name={`${name}.${key}`} caption={text(key)} withNotice={withNotice} disabled={disabled} />
      </div>
    </>
  );
  return (
    <Fieldset legend={label ?? text('hours')}>
      <Checkbox name={`${name}.hasOpeningHoursRegular`} label={text('regular')} disabled={disabled} wide />
      {shown.hours && (
        <Checkbox name={`${name}.hasSummerWinterDifferent`} label={text('seasons')} disabled={disabled} wide />
      )}
      {shown.hours && !shown.seasons && (
        <div className="form-field--wide">
          <OpeningHoursTable
            name={`${name}.summer`}
            caption={text('hours')}
            withNotice={withNotice}
            disabled={disabled}
          />
        </div>
      )}
      {shown.seasons && season('summer')}
      {shown.seasons && season('winter')}
    </Fieldset>
  );
}

import { useTranslation } from '../../i18n/use-translation.tsx';
import { OPENING_HOUR_CHOICES } from '../../../shared/forms/form-rules.ts';
import { WEEKDAYS, type Weekday } from '../../../shared/forms/opening-hours.ts';
import { describedBy, fieldId } from './field-ids.ts';
import { useField } from './use-field.ts';
import './form.css';
import './texts.ts';

interface CellProps {
  name: string;
  labelledBy: string;
  disabled?: boolean;
}

/** One time of one day: a select of the half-hour choices, with its error under it. */
function HourSelect({ name, labelledBy, disabled }: CellProps) {
  const { t } = useTranslation();
  const field = useField(name, false);
  return (
    <>
      <span className="form-hours__cell-label" aria-hidden="true">
        {t(`formKit.openingHours.${name.endsWith('.from') ? 'from' : 'to'}`)}
      </span>
      <select
        id={field.id}
        className="form-field__control form-hours__time"
        aria-labelledby={labelledBy}
        {...field.aria}
        {...field.form.register(name, { disabled })}
      >
        {OPENING_HOUR_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice === '' ? '–' : choice}
          </option>
        ))}
      </select>
      {field.message && (
        <span className="form-field__error" id={field.errorId}>
          {field.message}
        </span>
      )}
    </>
  );
}

/** A day's note (wine entities: "po domluvě", "jen pro skupiny"). */
function NoticeInput({ name, labelledBy, disabled }: CellProps) {
  const field = useField(name, false);
  return (
    <>
      <input
        id={field.id}
        className="form-field__control"
        type="text"
        maxLength={200}
        aria-labelledby={labelledBy}
        {...field.aria}
        {...field.form.register(name, { disabled })}
      />
      {field.message && (
        <span className="form-field__error" id={field.errorId}>
          {field.message}
        </span>
      )}
    </>
  );
}

interface Props {
  /** The season's path, e.g. `openingHours.summer` or `openingHours.0.winter`. */
  name: string;
  caption: string;
  withNotice?: boolean;
  disabled?: boolean;
}

/** From and to of every weekday (and a note, for wine entities) as a table: rows are days, columns the times. */
export function OpeningHoursTable({ name, caption, withNotice, disabled }: Props) {
  const { t } = useTranslation();
  const base = fieldId(name);
  const column = (key: 'from' | 'to' | 'notice') => `${base}-head-${key}`;
  const day = (weekday: Weekday) => `${base}-${weekday}-head`;
  return (
    <table className={`form-hours${withNotice ? ' form-hours--notice' : ''}`}>
      <caption className="form-hours__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('formKit.openingHours.day')}</th>
          <th scope="col" id={column('from')}>
            {t('formKit.openingHours.from')}
          </th>
          <th scope="col" id={column('to')}>
            {t('formKit.openingHours.to')}
          </th>
          {withNotice && (
            <th scope="col" id={column('notice')}>
              {t('formKit.openingHours.notice')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((weekday) => (
          <tr key={weekday}>
            <th scope="row" id={day(weekday)}>
              {t(`formKit.openingHours.days.${weekday}`)}
            </th>
            <td>
              <HourSelect
                name={`${name}.${weekday}.from`}
                labelledBy={describedBy(day(weekday), column('from')) ?? ''}
                disabled={disabled}
              />
            </td>
            <td>
              <HourSelect
                name={`${name}.${weekday}.to`}
                labelledBy={describedBy(day(weekday), column('to')) ?? ''}
                disabled={disabled}
              />
            </td>
            {withNotice && (
              <td>
                <NoticeInput
                  name={`${name}.${weekday}.notice`}
                  labelledBy={describedBy(day(weekday), column('notice')) ?? ''}
                  disabled={disabled}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

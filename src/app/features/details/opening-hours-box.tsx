import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { monthName } from '../../../shared/domain/calendar-names.ts';
import { shapeOpeningHours, type Season, type SeasonView } from './opening-hours.ts';

function SeasonTable({ season, locale }: { season: SeasonView; locale: RoutedLocale }) {
  const { t } = useTranslation();
  return (
    <>
      {season.months && (
        <p className="hours__months">
          {monthName(season.months.from, locale)} – {monthName(season.months.to, locale)}
        </p>
      )}
      <table className="hours" data-testid="opening-hours">
        <tbody>
          {season.days.map((row) => (
            <tr key={row.day}>
              <th scope="row">{t(`details.weekdays.${row.day}`)}</th>
              <td>{row.from ? `${row.from}–${row.to}` : t('details.closed')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Opening hours; when summer and winter differ, a toggle between them with summer first (spec 01 §4). */
export function OpeningHoursBox({ hours, locale }: { hours: unknown; locale: RoutedLocale }) {
  const { t } = useTranslation();
  const [season, setSeason] = useState<Season>('summer');
  const view = shapeOpeningHours(hours);
  if (!view) return null;
  return (
    <section className="detail-box" aria-labelledby="opening-hours">
      <h2 id="opening-hours">{t('details.openingHours')}</h2>
      {view.seasonal && (
        <div className="season-switch" role="group" aria-label={t('details.season')}>
          {(['summer', 'winter'] as const).map((name) => (
            <button key={name} type="button" aria-pressed={season === name} onClick={() => setSeason(name)}>
              {t(`details.${name}`)}
            </button>
          ))}
        </div>
      )}
      {view.regular && <SeasonTable season={view.seasons[season]} locale={locale} />}
      {view.notice && <p className="hours__notice">{view.notice}</p>}
      {view.price && (
        <p className="hours__price">
          {t('details.price')}: {view.price}
          {view.afterPrice ? ` ${view.afterPrice}` : ''}
        </p>
      )}
    </section>
  );
}

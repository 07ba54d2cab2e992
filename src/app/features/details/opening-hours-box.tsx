import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seasonHours } from '../../../shared/domain/place-display.ts';

type Season = 'summer' | 'winter';

/** Opening hours with the summer/winter toggle, summer first (spec 01 §4). */
export function OpeningHoursBox({ hours }: { hours: unknown }) {
  const { t } = useTranslation();
  const [season, setSeason] = useState<Season>('summer');
  const table = typeof hours === 'object' && hours !== null ? (hours as Record<string, unknown>) : {};
  if (!table.summer && !table.winter) return null;
  return (
    <section className="detail-box" aria-labelledby="opening-hours">
      <h2 id="opening-hours">{t('details.openingHours')}</h2>
      <div className="season-switch" role="group" aria-label={t('details.openingHours')}>
        {(['summer', 'winter'] as const).map((name) => (
          <button key={name} type="button" aria-pressed={season === name} onClick={() => setSeason(name)}>{t(`details.${name}`)}</button>
        ))}
      </div>
      <table className="hours" data-testid="opening-hours">
        <tbody>
          {seasonHours(table[season]).map((row) => (
            <tr key={row.day}><th scope="row">{t(`details.weekdays.${row.day}`)}</th><td>{row.from ? `${row.from}–${row.to}` : t('details.closed')}</td></tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

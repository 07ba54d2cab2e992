import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { mlWineSchema } from '../../../shared/api/calls/wines.ts';
import { MAX_POINTS } from '../../../shared/constants/wines.ts';
import { SafeLink } from '../../ui/safe-link.tsx';

type Wine = z.output<typeof mlWineSchema>;

/**
 * The variety's best wines as a row that scrolls sideways. The detail screens' wine slider lives in
 * features/details, which this feature may not import, so this is a plain scrolling list until it moves to ui.
 */
export function VarietyWines({ wines }: { wines: readonly Wine[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="variety-wines" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('encyclopedia.wines')}</h2>
      {wines.length === 0 ? <p>{t('encyclopedia.winesEmpty')}</p> : (
        <ul className={`variety-wines__list${wines.length <= 4 ? ' variety-wines__list--centred' : ''}`}>
          {wines.map((wine) => (
            <li key={wine.id}>
              <SafeLink href={wine.url} className="variety-wine">
                {wine.imageUrl ? <img src={wine.imageUrl} alt="" width={90} height={120} loading="lazy" /> : <span className={`variety-wine__bottle variety-wine__bottle--${wine.color}`} aria-hidden="true" />}
                <span className="variety-wine__title">{wine.title}</span>
                <span className="variety-wine__maker">{wine.wineEntity.title}</span>
                <span className="variety-wine__points">{t('encyclopedia.points', { points: wine.points, max: MAX_POINTS })}</span>
              </SafeLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useTranslation } from '../../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { mlWineSchema } from '../../../shared/api/calls/wines.ts';
import './wine-parts.css';

type TasteProfile = z.output<typeof mlWineSchema>['tasteProfile'];
const TASTES = ['fruitable', 'corpus', 'tannins', 'acid'] as const;
const BAR_MAX = 100;

/** The taste profile (spec 02 §3): fruitiness, body, tannins and acidity, each a bar from 0 to 100. */
export function WineTasteProfile({ taste, className = '' }: { taste: TasteProfile; className?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={`wine-taste ${className}`.trim()} aria-label={t('wines.tasteProfile')}>
      {TASTES.map((key) => (
        <div key={key} className="wine-taste__row">
          <dt>{t(`wines.taste.${key}`)}</dt>
          <dd>
            <meter
              min={0}
              max={BAR_MAX}
              value={taste[key]}
              aria-label={`${t(`wines.taste.${key}`)}: ${taste[key]} / ${BAR_MAX}`}
            >
              {taste[key]}
            </meter>
          </dd>
        </div>
      ))}
    </dl>
  );
}

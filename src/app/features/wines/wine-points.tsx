import { useTranslation } from '../../i18n/use-translation.tsx';
import { MAX_POINTS } from '../../../shared/constants/wines.ts';
import './wine-parts.css';

/** A wine's points of 100 (spec 01 §3), big on screen and read out as one phrase. */
export function WinePoints({ points, className = '' }: { points: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`wine-points ${className}`.trim()}>
      <strong aria-hidden="true">{points}</strong>
      <span aria-hidden="true">/{MAX_POINTS}</span>
      <span className="wine-hidden">{t('wines.points', { points })}</span>
    </p>
  );
}

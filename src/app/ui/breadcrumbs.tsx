import { useTranslation } from '../i18n/use-translation.tsx';
import type { Page } from '../../shared/api/calls/pages.ts';
import { SafeLink } from './safe-link.tsx';

/** The page's trail from home, as the spec's screens show it under their header. */
export function Breadcrumbs({ crumbs }: { crumbs: Page['breadcrumbs'] }) {
  const { t } = useTranslation();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            <SafeLink href={crumb.path}>{crumb.title}</SafeLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

import type { BlockOf } from '../../ui/screen-props.ts';
import { SafeLink } from '../../ui/safe-link.tsx';

/** The page's banner as a cell of the news grid. */
export function NewsBanner({ banner }: { banner: BlockOf<'banner'> }) {
  return (
    <li className="news-grid__promo news-banner" data-testid="news-banner">
      <h2 className="news-banner__title">{banner.title}</h2>
      <p>{banner.text}</p>
      {banner.link && (
        <SafeLink href={banner.link.path} className="button news-banner__link">
          {banner.link.title}
        </SafeLink>
      )}
    </li>
  );
}

import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Image } from '../../../shared/api/common.ts';
import { ARTICLE_LINK_IMAGE } from '../../../shared/domain/image-url.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { ArticleImage } from './article-image.tsx';

type Neighbour = { id: number; title: string; url: string; image: Image | null } | null;

/** Spec 01 §2: previous / next links with title and image (the image at most 790x194, spec 01 §9). */
export function NeighbourLinks({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  const link = (item: Neighbour, direction: 'previous' | 'next') =>
    item && (
      <SafeLink href={item.url} className={`neighbour-link neighbour-link--${direction}`}>
        {item.image && <ArticleImage image={item.image} size={ARTICLE_LINK_IMAGE} className="neighbour-link__image" />}
        <span className="neighbour-link__text">
          <span className="neighbour-link__label">
            {direction === 'previous' ? '← ' : ''}
            {t(`encyclopedia.${direction}`)}
            {direction === 'next' ? ' →' : ''}
          </span>
          <span className="neighbour-link__title">{item.title}</span>
        </span>
      </SafeLink>
    );
  return (
    <nav className="neighbour-links" aria-label={t('encyclopedia.neighbours')}>
      <div>{link(previous, 'previous')}</div>
      <div>{link(next, 'next')}</div>
    </nav>
  );
}

import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Image } from '../../../shared/api/common.ts';
import { ARTICLE_LINK_IMAGE } from '../../../shared/domain/image-url.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';

type Neighbour = { id: number; title: string; url: string; image: Image | null } | null;

function NeighbourLink({ neighbour, direction }: { neighbour: Neighbour; direction: 'previous' | 'next' }) {
  const { t } = useTranslation();
  if (!neighbour) return <span className="news-neighbours__empty" />;
  return (
    <SafeLink href={neighbour.url} className={`news-neighbour news-neighbour--${direction}`}>
      {neighbour.image && (
        <ResponsiveImage
          className="news-neighbour__image"
          image={neighbour.image}
          size={ARTICLE_LINK_IMAGE}
          sizes="(min-width: 48rem) 50vw, 100vw"
        />
      )}
      <span className="news-neighbour__text">
        <span className="news-neighbour__direction" data-testid={`news-${direction}`}>
          {t(`news.${direction}`)}
        </span>
        <span className="news-neighbour__title">{neighbour.title}</span>
      </span>
    </SafeLink>
  );
}

/** Previous (older) and next (newer) news, each with its title and image. */
export function NewsNeighbours({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav className="news-neighbours" aria-label={t('news.neighbours')}>
      <NeighbourLink neighbour={previous} direction="previous" />
      <NeighbourLink neighbour={next} direction="next" />
    </nav>
  );
}

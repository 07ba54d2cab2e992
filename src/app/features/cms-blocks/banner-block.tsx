import { ARTICLE_LINK_IMAGE } from '../../../shared/domain/image-url.ts';
import type { BlockProps } from '../../ui/screen-props.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import './cms-blocks.css';

/** A promotional banner: a wide background picture (at most 790×194, like article links), title, text and a button. */
export function BannerBlock({ block }: BlockProps<'banner'>) {
  return (
    <aside className={`cms-banner${block.image ? ' cms-banner--image' : ''}`} aria-label={block.title}>
      {block.image && (
        <ResponsiveImage
          image={block.image}
          size={ARTICLE_LINK_IMAGE}
          sizes={`(max-width: 820px) 100vw, ${ARTICLE_LINK_IMAGE.width}px`}
          className="cms-banner__image"
          alt=""
        />
      )}
      <div className="cms-banner__body">
        <h2 className="cms-banner__title">{block.title}</h2>
        <p>{block.text}</p>
        {block.link && (
          <SafeLink href={block.link.path} className="cms-banner__button">
            {block.link.title}
          </SafeLink>
        )}
      </div>
    </aside>
  );
}

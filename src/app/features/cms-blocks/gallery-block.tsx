import { useTranslation } from '../../i18n/use-translation.tsx';
import { Gallery } from '../../ui/gallery.tsx';
import type { BlockProps } from '../../ui/screen-props.ts';
import './texts.ts';
import './cms-blocks.css';

/** A gallery of the page: thumbnails opening the lightbox (previous/next stop at the ends, Escape closes). */
export function GalleryBlock({ block }: BlockProps<'gallery'>) {
  const { t } = useTranslation();
  const title = t('cmsBlocks.gallery');
  return (
    <section className="cms-block cms-gallery" aria-label={title}>
      <Gallery
        images={block.images}
        title={title}
        labels={{
          previous: t('cmsBlocks.previous'),
          next: t('cmsBlocks.next'),
          close: t('cmsBlocks.close'),
          open: t('cmsBlocks.openImage'),
        }}
      />
    </section>
  );
}

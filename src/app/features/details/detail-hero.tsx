import type { ReactNode } from 'react';
import type { Image } from '../../../shared/api/common.ts';
import type { ImageSize } from '../../../shared/domain/image-url.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import './detail-hero.css';

/** The header is the page's width (at most 72rem) and at least 14rem high: a wide crop around the focal point. */
const HERO: ImageSize = { width: 1152, height: 400 };

/**
 * The detail header: the record's image behind the title and the score, in the widths it is shown at with its blur-up
 * placeholder, loaded first as the page's largest paint.
 */
export function DetailHero({ title, image, children }: { title: string; image: Image | null; children?: ReactNode }) {
  return (
    <header className="detail__hero">
      {image && (
        <ResponsiveImage
          className="detail__hero-image"
          image={image}
          size={HERO}
          sizes="(min-width: 72rem) 1152px, 100vw"
          alt=""
          eager
          highPriority
        />
      )}
      <div className="detail__hero-inner">
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}

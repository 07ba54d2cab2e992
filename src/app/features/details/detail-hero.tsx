import type { ReactNode } from 'react';
import type { Image } from '../../../shared/api/common.ts';

/** The detail header: the record's image as background, the title and the score. */
export function DetailHero({ title, image, children }: { title: string; image: Image | null; children?: ReactNode }) {
  return (
    <header className="detail__hero" style={image ? { backgroundImage: `url("${encodeURI(image.url)}")` } : undefined}>
      <div className="detail__hero-inner">
        <h1>{title}</h1>
        {children}
      </div>
    </header>
  );
}

import type { ReactNode } from 'react';
import type { Image } from '../../../shared/api/common.ts';
import { ArticleImage } from './article-image.tsx';

/** The header of an article or a variety: its image across the top (width capped at 1920), the title over it. */
export function EncyclopediaHero({
  title,
  image,
  children,
}: {
  title: string;
  image: Image | null;
  children?: ReactNode;
}) {
  return (
    <header className={`encyclopedia-hero${image ? '' : ' encyclopedia-hero--plain'}`}>
      {image && (
        <ArticleImage image={image} size={{ width: 1280, height: 400 }} className="encyclopedia-hero__image" eager />
      )}
      <div className="encyclopedia-hero__inner">
        {children}
        <h1>{title}</h1>
      </div>
    </header>
  );
}

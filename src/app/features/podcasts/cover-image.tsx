import { useState } from 'react';
import { imageSrcSet, imageUrl, type ImageSize } from '../../../shared/domain/image-url.ts';

interface Props {
  url: string | null;
  size: ImageSize & { height: number };
  className?: string;
  eager?: boolean;
}

/** A show's or an episode's cover from the image route; should the route fail, the original file. Decorative: the title is beside it. */
export function CoverImage({ url, size, className, eager = false }: Props) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url) return <span className={`podcast-cover podcast-cover--empty ${className ?? ''}`} aria-hidden="true" />;
  const source = { url, focalPoint: null };
  const original = failedUrl === url;
  return (
    <img
      className={`podcast-cover ${className ?? ''}`}
      src={original ? url : imageUrl(source, size)}
      srcSet={original ? undefined : imageSrcSet(source, size)}
      sizes={`${size.width}px`}
      width={size.width}
      height={size.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailedUrl(url)}
    />
  );
}

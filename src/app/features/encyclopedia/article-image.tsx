import { useState } from 'react';
import type { Image } from '../../../shared/api/common.ts';
import { imageSrcSet, imageUrl, type ImageSize } from '../../../shared/domain/image-url.ts';

/** An image from the image route at the size it is shown; should the route fail, the original file. */
export function ArticleImage({
  image,
  size,
  className,
  eager = false,
}: {
  image: Image;
  size: ImageSize & { height: number };
  className?: string;
  eager?: boolean;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const original = failedUrl === image.url;
  return (
    <img
      className={className}
      src={original ? image.url : imageUrl(image, size)}
      srcSet={original ? undefined : imageSrcSet(image, size)}
      sizes={`(max-width: ${size.width}px) 100vw, ${size.width}px`}
      width={size.width}
      height={size.height}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailedUrl(image.url)}
    />
  );
}

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Image } from '../../shared/api/common.ts';
import { focalPosition, imageSrcSet, imageUrl, type ImageSize } from '../../shared/domain/image-url.ts';

export type ImageSource = Pick<Image, 'url' | 'width' | 'height' | 'alt' | 'focalPoint' | 'blurUpThumb'>;

interface Props {
  image: ImageSource;
  /** The width it is shown at in CSS pixels, and the crop height when it is cropped around the focal point. */
  size: ImageSize;
  /** The `sizes` attribute when the shown width depends on the layout; defaults to the shown width. */
  sizes?: string;
  /** Above the fold: loaded at once instead of lazily. */
  eager?: boolean;
  className?: string;
  /** Overrides the image's own alt text ('' for a decorative image beside its title). */
  alt?: string;
}

/** Width and height attributes that hold the image's space before it loads (no layout shift). */
function intrinsicSize(image: ImageSource, size: ImageSize): { width: number; height: number } {
  if (size.height !== undefined) return { width: size.width, height: size.height };
  const ratio = image.width > 0 && image.height > 0 ? image.height / image.width : 2 / 3;
  return { width: size.width, height: Math.round(size.width * ratio) };
}

/**
 * An image from our image route in the widths it is shown at (`srcset`, quality 75, focal-point crop), with the
 * blur-up thumbnail behind it until it loads. Should the image route fail, it falls back to the original file.
 */
export function ResponsiveImage({ image, size, sizes, eager = false, className, alt }: Props) {
  const element = useRef<HTMLImageElement>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const original = failedUrl === image.url;
  const loaded = loadedUrl === image.url;
  const { width, height } = intrinsicSize(image, size);

  useEffect(() => {
    // An image already in the cache may finish before React listens for its load event.
    const img = element.current;
    if (img?.complete && img.naturalWidth > 0) setLoadedUrl(image.url);
  }, [image.url]);

  const focus = focalPosition(image);
  const style: CSSProperties = {
    ...(focus ? { objectPosition: focus } : {}),
    ...(!loaded && image.blurUpThumb
      ? {
          backgroundImage: `url("${image.blurUpThumb}")`,
          backgroundSize: 'cover',
          backgroundPosition: focus ?? 'center',
        }
      : {}),
  };
  return (
    <img
      ref={element}
      className={className}
      src={original ? image.url : imageUrl(image, size)}
      srcSet={original ? undefined : imageSrcSet(image, size)}
      sizes={original ? undefined : (sizes ?? `${size.width}px`)}
      width={width}
      height={height}
      alt={alt ?? image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={style}
      onLoad={() => setLoadedUrl(image.url)}
      onError={() => {
        if (!original) setFailedUrl(image.url);
      }}
    />
  );
}

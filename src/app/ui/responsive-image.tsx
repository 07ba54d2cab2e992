import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Image } from '../../shared/api/common.ts';
import {
  IMAGE_WIDTH_STEP,
  focalPosition,
  imageSrcSet,
  imageUrl,
  type ImageSize,
} from '../../shared/domain/image-url.ts';

/** An image record, or less of one (a map point knows only its image's address): what is missing is not used. */
export type ImageSource = Pick<Image, 'url'> &
  Partial<Pick<Image, 'width' | 'height' | 'alt' | 'focalPoint' | 'blurUpThumb'>>;

interface Props {
  image: ImageSource;
  /** The width it is shown at in CSS pixels, and the crop height when it is cropped around the focal point. */
  size: ImageSize;
  /** The `sizes` attribute when the shown width depends on the layout; defaults to the shown width. */
  sizes?: string;
  /** Above the fold: loaded at once instead of lazily. */
  eager?: boolean;
  /** The page's largest paint: fetched before other images. */
  highPriority?: boolean;
  className?: string;
  /** Overrides the image's own alt text ('' for a decorative image beside its title). */
  alt?: string;
}

/** Width and height attributes that hold the image's space before it loads (no layout shift). */
function intrinsicSize(image: ImageSource, size: ImageSize): { width: number; height: number } {
  if (size.height !== undefined) return { width: size.width, height: size.height };
  const ratio = image.width && image.height ? image.height / image.width : 2 / 3;
  return { width: size.width, height: Math.round(size.width * ratio) };
}

/**
 * An uploaded photo has no blur-up thumbnail of its own: its smallest rendition (100 px wide, a few kB), stretched
 * behind it, stands in for one.
 */
function uploadPlaceholder(source: { url: string; focalPoint: ImageSource['focalPoint'] }, size: ImageSize) {
  if (!source.url.startsWith('/uploads/')) return null;
  const width = IMAGE_WIDTH_STEP;
  return imageUrl(
    { url: source.url, focalPoint: source.focalPoint ?? null },
    size.height === undefined ? { width } : { width, height: (size.height * width) / size.width },
  );
}

/**
 * An image from our image route in the widths it is shown at (`srcset`, quality 75, focal-point crop), with the
 * blur-up thumbnail behind it until it loads. Should the image route fail, it falls back to the original file.
 */
export function ResponsiveImage({ image, size, sizes, eager = false, highPriority = false, className, alt }: Props) {
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

  const source = { url: image.url, focalPoint: image.focalPoint ?? null };
  const focus = focalPosition(source);
  const placeholder = image.blurUpThumb ?? uploadPlaceholder(source, size);
  const style: CSSProperties = {
    ...(focus ? { objectPosition: focus } : {}),
    ...(!loaded && placeholder
      ? {
          backgroundImage: `url("${placeholder}")`,
          backgroundSize: 'cover',
          backgroundPosition: focus ?? 'center',
        }
      : {}),
  };
  return (
    <img
      ref={element}
      className={className}
      src={original ? image.url : imageUrl(source, size)}
      srcSet={original ? undefined : imageSrcSet(source, size)}
      sizes={original ? undefined : (sizes ?? `${size.width}px`)}
      width={width}
      height={height}
      alt={alt ?? image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      {...(highPriority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      style={style}
      onLoad={() => setLoadedUrl(image.url)}
      onError={() => {
        if (!original) setFailedUrl(image.url);
      }}
    />
  );
}

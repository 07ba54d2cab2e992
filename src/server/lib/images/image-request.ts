import { IMAGE_MAX_WIDTH, IMAGE_QUALITY, IMAGE_WIDTH_STEP } from '../../../shared/domain/image-url.ts';

/** Quality bounds of a rendition: below 30 artefacts show, above 90 the bytes grow for nothing visible. */
export const MIN_QUALITY = 30;
export const MAX_QUALITY = 90;
/** A crop taller than this is no layout of ours, only a way to make the server work. */
export const MAX_HEIGHT = 2 * IMAGE_MAX_WIDTH;

export type ImageFormat = 'webp' | 'jpeg';

/** One rendition asked for on `/img/{w}x{h}/{source path}?q=75&fp=x,y` (the scheme of shared/domain/image-url.ts). */
export interface ImageRequest {
  /** `/media/…` or `/uploads/…`, as the image's url holds it. */
  readonly source: string;
  readonly width: number;
  /** 0 keeps the proportions; otherwise the rendition is cropped to width × height around the focal point. */
  readonly height: number;
  readonly quality: number;
  readonly focalPoint: { readonly x: number; readonly y: number };
  readonly format: ImageFormat;
}

export interface ImageRequestError {
  readonly path: string;
  readonly message: string;
}

const ADDRESS = /^\/img\/(\d{1,5})x(\d{1,5})(\/(?:media|uploads)\/.+)$/;
const FOCAL_POINT = /^(\d(?:\.\d+)?),(\d(?:\.\d+)?)$/;

/** A width the route renders: a multiple of the step, or the cap itself (steppedWidth yields both). */
export function isRenditionWidth(width: number): boolean {
  return (
    width === IMAGE_MAX_WIDTH ||
    (width % IMAGE_WIDTH_STEP === 0 && width >= IMAGE_WIDTH_STEP && width <= IMAGE_MAX_WIDTH)
  );
}

/** WebP for browsers that say they take it, JPEG for the rest. */
export function formatFor(accept: string | undefined): ImageFormat {
  return /\bimage\/webp\b/i.test(accept ?? '') ? 'webp' : 'jpeg';
}

/**
 * The rendition a request names, the fields that are wrong with it, or undefined for an address outside the
 * scheme (no image lives there).
 */
export function parseImageRequest(
  pathname: string,
  query: URLSearchParams,
  accept: string | undefined,
): ImageRequest | { errors: ImageRequestError[] } | undefined {
  const match = ADDRESS.exec(pathname);
  if (!match) return undefined;
  const [, widthText = '', heightText = '', source = ''] = match;
  const width = Number(widthText);
  const height = Number(heightText);
  const errors: ImageRequestError[] = [];
  if (!isRenditionWidth(width)) {
    errors.push({
      path: 'width',
      message: `width must be a multiple of ${IMAGE_WIDTH_STEP} from ${IMAGE_WIDTH_STEP} to ${IMAGE_MAX_WIDTH}, or ${IMAGE_MAX_WIDTH}`,
    });
  }
  if (height > MAX_HEIGHT)
    errors.push({ path: 'height', message: `height must be at most ${MAX_HEIGHT} (0 keeps the proportions)` });

  const qualityText = query.get('q');
  let quality = IMAGE_QUALITY;
  if (qualityText !== null) {
    if (/^\d{1,3}$/.test(qualityText)) quality = Math.min(MAX_QUALITY, Math.max(MIN_QUALITY, Number(qualityText)));
    else errors.push({ path: 'q', message: 'q must be a whole number (clamped to 30–90)' });
  }

  const focalText = query.get('fp');
  let focalPoint = { x: 0.5, y: 0.5 };
  if (focalText !== null) {
    const focal = FOCAL_POINT.exec(focalText);
    const x = Number(focal?.[1]);
    const y = Number(focal?.[2]);
    if (focal && x <= 1 && y <= 1) focalPoint = { x, y };
    else errors.push({ path: 'fp', message: 'fp must be x,y with each from 0 to 1' });
  }
  return errors.length > 0 ? { errors } : { source, width, height, quality, focalPoint, format: formatFor(accept) };
}

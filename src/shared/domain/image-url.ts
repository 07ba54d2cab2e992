import type { Image } from '../api/common.ts';

/** Spec 01 §9: images are served at quality 75, in widths that are multiples of a step, headers at most 1920 wide. */
export const IMAGE_QUALITY = 75;
export const IMAGE_WIDTH_STEP = 100;
export const IMAGE_MAX_WIDTH = 1920;
export const CARD_IMAGE = { width: 418, height: 244 } as const;
export const ARTICLE_LINK_IMAGE = { width: 790, height: 194 } as const;

export interface ImageSize {
  readonly width: number;
  /** Cropped to this height around the focal point; without it the image keeps its proportions. */
  readonly height?: number;
}

/** A width rounded up to the step and capped, so one cached rendition serves many layouts. */
export function steppedWidth(width: number): number {
  return Math.min(IMAGE_MAX_WIDTH, Math.max(IMAGE_WIDTH_STEP, Math.ceil(width / IMAGE_WIDTH_STEP) * IMAGE_WIDTH_STEP));
}

/**
 * The address of an image rendition on our image route: `/img/{w}x{h}/{source path}?q=75&fp=x,y`
 * (h 0 = keep proportions). Only our own `/media/…` and `/uploads/…` files are resized; anything else is returned as is.
 */
export function imageUrl(image: Pick<Image, 'url' | 'focalPoint'>, size: ImageSize): string {
  if (!/^\/(media|uploads)\//.test(image.url)) return image.url;
  const width = steppedWidth(size.width);
  const height = size.height === undefined ? 0 : Math.round((size.height * width) / size.width);
  const focal = image.focalPoint ? `&fp=${image.focalPoint.x.toFixed(2)},${image.focalPoint.y.toFixed(2)}` : '';
  return `/img/${width}x${height}${image.url}?q=${IMAGE_QUALITY}${focal}`;
}

/** `srcset` of an image shown `size.width` CSS pixels wide: 1×, 1.5× and 2× renditions (capped), same crop. */
export function imageSrcSet(image: Pick<Image, 'url' | 'focalPoint'>, size: ImageSize): string {
  const widths = [...new Set([1, 1.5, 2].map((factor) => steppedWidth(size.width * factor)))];
  return widths
    .map(
      (width) =>
        `${imageUrl(image, { width, ...(size.height === undefined ? {} : { height: (size.height * width) / size.width }) })} ${width}w`,
    )
    .join(', ');
}

/** The CSS `object-position` that keeps an image's focal point in view when it is cropped; undefined without one. */
export function focalPosition(image: Pick<Image, 'focalPoint'>): string | undefined {
  return image.focalPoint
    ? `${(image.focalPoint.x * 100).toFixed(0)}% ${(image.focalPoint.y * 100).toFixed(0)}%`
    : undefined;
}

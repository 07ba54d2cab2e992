import type { Sharp } from 'sharp';
import { focalCrop } from './focal-crop.ts';
import type { ImageRequest } from './image-request.ts';

/** Uploads are capped on the way in; this guards the decoder against any other oversized source. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The density SVGs are drawn at unless a wider rendition needs more. */
const SVG_BASE_DENSITY = 72;

/**
 * The source ready to resize, with its size as seen (EXIF orientation applied). An SVG is drawn at a density
 * that makes it at least `width` wide, so it is never scaled up as pixels.
 */
async function decoded(source: Buffer, width: number): Promise<{ image: Sharp; width: number; height: number }> {
  // libvips takes about 28 MB of memory once loaded: a process loads it with the first rendition it makes.
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: MAX_INPUT_PIXELS };
  let image = sharp(source, options);
  let meta = await image.metadata();
  if (meta.format === 'svg' && meta.width < width) {
    image = sharp(source, { ...options, density: Math.ceil((SVG_BASE_DENSITY * width) / meta.width) });
    meta = await image.metadata();
  }
  return { image: image.rotate(), width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/** One rendition: `width` wide (proportions kept when height is 0, else cropped around the focal point), WebP or JPEG. */
export async function renderImage(source: Buffer, request: ImageRequest): Promise<Buffer> {
  const { image, width, height } = await decoded(source, request.width);
  if (request.height === 0) {
    image.resize({ width: request.width });
  } else {
    const crop = focalCrop(width, height, request.width, request.height, request.focalPoint);
    image
      .resize(crop.resizeWidth, crop.resizeHeight, { fit: 'fill' })
      .extract({ left: crop.left, top: crop.top, width: request.width, height: request.height });
  }
  if (request.format === 'webp') return image.webp({ quality: request.quality }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: request.quality, progressive: true }).toBuffer();
}

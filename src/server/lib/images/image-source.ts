import path from 'node:path';
import { resolveInside } from '../web/static-files.ts';

export interface ImageSourceRoots {
  /** Seeded and generated media, served as /media/… */
  readonly mediaDir: string;
  /** Checked uploads, served as /uploads/{uuid}.{ext} */
  readonly uploadsDir: string;
}

const MEDIA_IMAGE = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp']);
/** Only images the upload step named (uuid + checked extension), as /uploads/:file serves them. */
const UPLOADED_IMAGE = /^[0-9a-f-]{36}\.(?:jpg|png)$/;

/**
 * The file behind an image's `/media/…` or `/uploads/…` address, never outside those two folders; undefined for any
 * other address, a path that would leave its folder or a file that is no image.
 */
export function imageSourceFile(source: string, roots: ImageSourceRoots): string | undefined {
  if (source.startsWith('/uploads/')) {
    const name = source.slice('/uploads/'.length);
    return UPLOADED_IMAGE.test(name) ? resolveInside(roots.uploadsDir, name) : undefined;
  }
  if (source.startsWith('/media/')) {
    const file = resolveInside(roots.mediaDir, source.slice('/media/'.length));
    return file && MEDIA_IMAGE.has(path.extname(file).toLowerCase()) ? file : undefined;
  }
  return undefined;
}

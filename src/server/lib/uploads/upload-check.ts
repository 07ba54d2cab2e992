import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import {
  UPLOAD_FILE_MAX_BYTES,
  UPLOAD_FILE_TYPES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_MAX_PIXELS,
  UPLOAD_IMAGE_MAX_SIDE,
  UPLOAD_IMAGE_MIN_SIDE,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MESSAGES,
} from '../../../shared/constants/uploads.ts';
import { ApiError } from '../http/api-error.ts';
import type { UploadType } from './upload-names.ts';

export type UploadKind = 'image' | 'file';

/**
 * How much of a body step 3 reads: the magic bytes, a DOCX's or XLSX's first ZIP entries (Office writes
 * [Content_Types].xml first) and a JPEG's size, which follows its EXIF and colour-profile segments.
 */
export const CHECKED_HEAD_BYTES = 1024 * 1024;

/** A refused upload; a 400 names the field at fault (the file behind `path` in step 3, the body in step 2). */
export const refuse = (status: 400 | 403 | 413, message: string, field = 'path') =>
  new ApiError(
    status,
    status === 403 ? 'forbidden' : status === 413 ? 'payload_too_large' : 'invalid_upload',
    message,
    status === 400 ? [{ path: field, message }] : undefined,
  );
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export interface CheckedUpload {
  readonly type: UploadType;
  readonly size: number;
  readonly width: number | null;
  readonly height: number | null;
}

/**
 * What the bytes are decides, never the name: an image must be JPEG or PNG within the size and pixel limits, a file
 * one of the accepted types. `head` is the start of the body, `size` its whole length.
 */
export async function checkUpload(head: Buffer, size: number, kind: UploadKind): Promise<CheckedUpload> {
  if (size === 0) throw refuse(400, UPLOAD_MESSAGES.empty);
  // The bucket takes any length at its presigned address; this is where the limit holds.
  if (size > UPLOAD_FILE_MAX_BYTES) throw refuse(413, UPLOAD_MESSAGES.fileTooLarge);
  const detected = (await fileTypeFromBuffer(head))?.mime ?? '';
  if (kind === 'file') {
    if (!isOneOf(UPLOAD_FILE_TYPES, detected)) throw refuse(400, UPLOAD_MESSAGES.fileFormat);
    return { type: detected, size, width: null, height: null };
  }
  if (!isOneOf(UPLOAD_IMAGE_TYPES, detected)) throw refuse(400, UPLOAD_MESSAGES.imageFormat);
  if (size > UPLOAD_IMAGE_MAX_BYTES) throw refuse(413, UPLOAD_MESSAGES.imageTooLarge);
  return { type: detected, size, ...imageDimensions(head) };
}

function imageDimensions(bytes: Buffer): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw refuse(400, UPLOAD_MESSAGES.imageUnreadable);
  }
  const { width = 0, height = 0 } = size;
  if (width === 0 || height === 0) throw refuse(400, UPLOAD_MESSAGES.imageUnreadable);
  if (width < UPLOAD_IMAGE_MIN_SIDE || height < UPLOAD_IMAGE_MIN_SIDE) throw refuse(400, UPLOAD_MESSAGES.imageTooSmall);
  if (width > UPLOAD_IMAGE_MAX_SIDE || height > UPLOAD_IMAGE_MAX_SIDE) throw refuse(400, UPLOAD_MESSAGES.imageTooWide);
  if (width * height > UPLOAD_IMAGE_MAX_PIXELS) throw refuse(400, UPLOAD_MESSAGES.imageTooManyPixels);
  return { width, height };
}

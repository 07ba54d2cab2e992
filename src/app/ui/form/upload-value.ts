import {
  UPLOAD_FILE_MAX_BYTES,
  UPLOAD_FILE_TYPES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MESSAGES,
} from '../../../shared/constants/uploads.ts';
import type { UploadedFile, UploadKind } from '../../lib/uploads.ts';

const isUploaded = (item: unknown): item is UploadedFile =>
  Boolean(item) &&
  typeof item === 'object' &&
  typeof (item as UploadedFile).id === 'string' &&
  typeof (item as UploadedFile).url === 'string';

/** The files a field holds: `{id, url} | null` for a single image, `{id, url}[]` for a gallery or documents. */
export const uploadedFiles = (value: unknown): UploadedFile[] =>
  (Array.isArray(value) ? value : [value]).filter(isUploaded);

/** The value after one more finished upload: a single field is replaced, a list grows. */
export const withUploaded = (value: unknown, file: UploadedFile, multiple: boolean): UploadedFile | UploadedFile[] =>
  multiple ? [...uploadedFiles(value), file] : file;

/** The value without one file: null for a single field, the shorter list otherwise. */
export const withoutUploaded = (value: unknown, id: string, multiple: boolean): UploadedFile | UploadedFile[] | null =>
  multiple ? uploadedFiles(value).filter((file) => file.id !== id) : null;

/** The name to show for an uploaded file: the last part of its address, without a query. */
export const uploadedName = (url: string): string => {
  const path = url.split(/[?#]/)[0] ?? url;
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name) || url;
  } catch {
    return name || url;
  }
};

const IMAGE_TYPES: readonly string[] = UPLOAD_IMAGE_TYPES;
const FILE_TYPES: readonly string[] = UPLOAD_FILE_TYPES;

/** The file picker's `accept`: JPEG and PNG for images (spec 02 §5), the documents the server takes for files. */
export const acceptedTypes = (kind: UploadKind): string => (kind === 'image' ? IMAGE_TYPES : FILE_TYPES).join(',');

export const isImageType = (type: string): boolean => IMAGE_TYPES.includes(type);

/**
 * Why a picked file is refused before it is sent, with the server's own wording, or undefined when it may go. The
 * server checks the content again; this only spares a doomed upload. A file of unknown type is left to the server.
 */
export function refusal(file: { type: string; size: number }, kind: UploadKind): string | undefined {
  if (kind === 'image') {
    if (!isImageType(file.type)) return UPLOAD_MESSAGES.imageFormat;
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) return UPLOAD_MESSAGES.imageTooLarge;
  } else {
    if (file.type && !FILE_TYPES.includes(file.type)) return UPLOAD_MESSAGES.fileFormat;
    if (file.size > UPLOAD_FILE_MAX_BYTES) return UPLOAD_MESSAGES.fileTooLarge;
  }
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  return undefined;
}

import { UPLOAD_EXTENSIONS, UPLOAD_IMAGE_TYPES, type UPLOAD_FILE_TYPES } from '../../../shared/constants/uploads.ts';

export type UploadType = (typeof UPLOAD_FILE_TYPES)[number];

/** Bodies wait under pending/{id} until step 3 has checked them; a checked upload is kept as {id}.{ext}. */
export const INCOMING_PREFIX = 'pending/';
const ID = /^[0-9a-f-]{36}$/;
const STORED_NAME = /^([0-9a-f-]{36})\.([a-z]+)$/;
const TYPE_OF_EXTENSION = new Map(
  Object.entries(UPLOAD_EXTENSIONS).map(([type, extension]) => [extension, type as UploadType]),
);

export const isUploadId = (id: string) => ID.test(id);
export const incomingKey = (id: string) => `${INCOMING_PREFIX}${id}`;
export const storedName = (id: string, type: UploadType) => `${id}.${UPLOAD_EXTENSIONS[type]}`;
/** Every name step 3 can give an upload: one per accepted type. */
export const storedNames = (id: string) => [...TYPE_OF_EXTENSION.values()].map((type) => storedName(id, type));

/** The type a stored upload's name stands for (its extension came from its checked bytes); undefined for any other name. */
export function storedUploadType(name: string): UploadType | undefined {
  const extension = STORED_NAME.exec(name)?.[2];
  return extension === undefined ? undefined : TYPE_OF_EXTENSION.get(extension);
}

export function isStoredImageName(name: string): boolean {
  const type = storedUploadType(name);
  return type !== undefined && (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);
}

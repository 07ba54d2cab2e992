import { z } from 'zod';
import { RULE_MESSAGES } from './form-messages.ts';
import { REQUEST_LIST_LIMITS } from './request-constants.ts';

/** An uploaded image or file as the request forms hold it: the id and address the upload call returned. */
export const uploadRef = z.object(
  {
    id: z.uuid({ error: RULE_MESSAGES.upload }),
    url: z.string().trim().min(1, { error: RULE_MESSAGES.upload }).max(2000),
  },
  { error: RULE_MESSAGES.upload },
);
export type UploadRef = z.output<typeof uploadRef>;

/** One image (a logo, a main image); null until something is uploaded. */
export const singleUpload = uploadRef.nullable().default(null);
export const galleryUploads = z.array(uploadRef).max(REQUEST_LIST_LIMITS.gallery).default([]);
export const documentUploads = z.array(uploadRef).max(REQUEST_LIST_LIMITS.documents).default([]);

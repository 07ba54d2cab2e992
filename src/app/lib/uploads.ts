import { ApiRequestError, OfflineError, apiPost } from './api-client.ts';

export type UploadKind = 'image' | 'file';
export interface UploadedFile {
  id: string;
  url: string;
}

/** The error code when the server gives no upload slot (the spec's answer of null id and url). */
export const UPLOAD_UNAVAILABLE = 'upload_unavailable';

/** The longest file name the upload call takes. */
const FILENAME_MAX = 200;

/** The file's name as the upload call accepts it: no path characters, at most 200 characters, the extension kept. */
export function uploadFilename(name: string): string {
  const clean = name.replace(/[/\\\0]/g, '_').trim() || 'soubor';
  if (clean.length <= FILENAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, FILENAME_MAX - extension.length) + extension;
}

const serverMessage = (text: string, fallback: string): string => {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : fallback;
  } catch {
    return fallback;
  }
};

/**
 * Sends the file body to the signed address; XMLHttpRequest because fetch reports no upload progress. The address
 * alone authorises it, and may be an object storage's presigned one that refuses any other credentials: no session.
 */
function putFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    const headers = { 'content-type': file.type || 'application/octet-stream', accept: 'application/json' };
    for (const [key, value] of Object.entries(headers)) request.setRequestHeader(key, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else
        reject(
          new ApiRequestError(
            request.status,
            'upload_failed',
            serverMessage(request.responseText, request.statusText || `HTTP ${request.status}`),
          ),
        );
    });
    request.addEventListener('error', () => reject(new OfflineError('offline')));
    request.addEventListener('abort', () => reject(new OfflineError('aborted')));
    request.send(file);
  });
}

/**
 * Uploads one file in the spec's three steps (spec 02 §4, §7): ask for an upload slot, send the body to the returned
 * address, then finalise it as an image or a file. Rejects with OfflineError without a connection and with
 * ApiRequestError carrying the server's message otherwise.
 */
export async function uploadFile(
  file: File,
  kind: UploadKind,
  onProgress: (fraction: number) => void,
): Promise<UploadedFile> {
  const slot = await apiPost('/api/request/getUploadUrl', { filename: uploadFilename(file.name) });
  if (!slot.id || !slot.url) throw new ApiRequestError(503, UPLOAD_UNAVAILABLE, 'No upload slot was given');
  onProgress(0);
  await putFile(slot.url, file, onProgress);
  onProgress(1);
  // The spec passes the type in the query (?type=image); the server reads query and body alike, so it travels in the body.
  const created = await apiPost('/api/request/createUpload', { type: kind, path: slot.id });
  return { id: created.id, url: created.url };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ApiRequestError, OfflineError } from '../../lib/api-client.ts';
import { uploadFile, UPLOAD_UNAVAILABLE, type UploadedFile, type UploadKind } from '../../lib/uploads.ts';
import { isImageType, refusal as refusalOf } from './upload-value.ts';
import './texts.ts';

/** A file being uploaded, or one that failed and waits to be dismissed. */
export interface PendingUpload {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  error?: string;
  /** A local address of the picked image, for the preview while it uploads. */
  preview?: string;
}

/** Uploads picked files one by one in parallel, tracking each file's progress and failure; `onUploaded` gets each finished file. */
export function useUploads(kind: UploadKind, onUploaded: (file: UploadedFile) => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const previews = useRef(new Set<string>());
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = useCallback((key: string, change: Partial<PendingUpload> | null) => {
    setPending((items) => {
      const item = items.find((candidate) => candidate.key === key);
      if (item?.preview && change === null) {
        URL.revokeObjectURL(item.preview);
        previews.current.delete(item.preview);
      }
      return change === null
        ? items.filter((candidate) => candidate.key !== key)
        : items.map((candidate) => (candidate.key === key ? { ...candidate, ...change } : candidate));
    });
  }, []);

  const failureText = useCallback(
    (error: unknown): string => {
      if (error instanceof OfflineError) return t('formKit.uploadOffline');
      if (error instanceof ApiRequestError && error.code === UPLOAD_UNAVAILABLE) return t('formKit.uploadUnavailable');
      if (error instanceof Error && error.message) return error.message;
      return t('formKit.uploadFailed');
    },
    [t],
  );

  const start = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const key = crypto.randomUUID();
        const preview = kind === 'image' && isImageType(file.type) ? URL.createObjectURL(file) : undefined;
        if (preview) previews.current.add(preview);
        const refusal = refusalOf(file, kind) ?? (navigator.onLine ? undefined : t('formKit.uploadOffline'));
        setPending((items) => [...items, { key, name: file.name, progress: 0, preview, error: refusal }]);
        if (refusal) continue;
        uploadFile(file, kind, (progress) => update(key, { progress }))
          .then((uploaded) => {
            onUploaded(uploaded);
            update(key, null);
          })
          .catch((error: unknown) => {
            console.error('upload failed', file.name, error);
            update(key, { error: failureText(error) });
          });
      }
    },
    [kind, onUploaded, update, failureText, t],
  );

  return { pending, start, dismiss: (key: string) => update(key, null) };
}

import { useCallback, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { UploadedFile, UploadKind } from '../../lib/uploads.ts';
import { FieldFrame } from './field-frame.tsx';
import type { FieldProps } from './field-props.ts';
import { acceptedTypes, uploadedFiles, uploadedName, withoutUploaded, withUploaded } from './upload-value.ts';
import { useField } from './use-field.ts';
import { useUploads } from './use-uploads.ts';
import './texts.ts';
import './form.css';

interface Props extends FieldProps {
  kind: UploadKind;
  multiple?: boolean;
}

/**
 * Picks files and uploads each at once (spec 02 §4): a progress bar per file, a preview for images, the server's
 * message for a failed file and a remove button. The value is `{id, url} | null`, or `{id, url}[]` when multiple.
 */
export function UploadField({ name, label, hint, required, disabled, wide = true, kind, multiple = false }: Props) {
  const { t } = useTranslation();
  const field = useField(name, Boolean(hint));
  const { getValues, setValue } = field.form;
  const { field: control } = useController({ name, control: field.form.control, disabled });
  const store = useCallback(
    (value: unknown) => setValue(name, value, { shouldDirty: true, shouldValidate: true }),
    [name, setValue],
  );
  // Uploads finish in any order: each reads the value as it is then, not as it was when it started.
  const onUploaded = useCallback(
    (file: UploadedFile) => store(withUploaded(getValues(name), file, multiple)),
    [store, getValues, name, multiple],
  );
  const uploads = useUploads(kind, onUploaded);
  const files = uploadedFiles(control.value);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Emptied so the same file can be picked again after a failure.
    event.target.value = '';
    uploads.start(multiple ? picked : picked.slice(0, 1));
  };
  return (
    <FieldFrame
      id={field.id}
      label={label}
      hint={hint}
      hintId={field.hintId}
      message={field.message}
      errorId={field.errorId}
      required={required}
      wide={wide}
    >
      {files.length > 0 && (
        <ul className="form-uploads">
          {files.map((file) => (
            <li key={file.id} className="form-upload">
              {kind === 'image' ? (
                <img className="form-upload__preview" src={file.url} alt="" loading="lazy" />
              ) : (
                <a className="form-upload__name" href={file.url} target="_blank" rel="noreferrer">
                  {uploadedName(file.url)}
                </a>
              )}
              <button
                type="button"
                className="form-button form-button--quiet"
                disabled={control.disabled}
                aria-label={t('formKit.removeItem', { title: uploadedName(file.url) })}
                onClick={() => store(withoutUploaded(control.value, file.id, multiple))}
              >
                {t('formKit.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {uploads.pending.length > 0 && (
        <ul className="form-uploads">
          {uploads.pending.map((item) => (
            <li key={item.key} className={`form-upload${item.error ? ' form-upload--failed' : ''}`}>
              {item.preview && <img className="form-upload__preview" src={item.preview} alt="" />}
              <span className="form-upload__name">{item.name}</span>
              {item.error ? (
                <span className="form-upload__error" role="alert">
                  {item.error}
                </span>
              ) : (
                <progress
                  className="form-upload__progress"
                  max={1}
                  value={item.progress}
                  aria-label={t('formKit.uploading', { name: item.name })}
                />
              )}
              {item.error && (
                <button
                  type="button"
                  className="form-button form-button--quiet"
                  aria-label={t('formKit.removeItem', { title: item.name })}
                  onClick={() => uploads.dismiss(item.key)}
                >
                  {t('formKit.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <input
        id={field.id}
        ref={control.ref}
        className="form-field__control form-field__file"
        type="file"
        accept={acceptedTypes(kind)}
        multiple={multiple}
        disabled={control.disabled}
        aria-required={required || undefined}
        {...field.aria}
        onChange={pick}
        onBlur={control.onBlur}
      />
    </FieldFrame>
  );
}

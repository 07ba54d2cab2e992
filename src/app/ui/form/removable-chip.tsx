import { useTranslation } from '../../i18n/use-translation.tsx';
import './texts.ts';

/** A picked option shown as a chip whose × button takes the pick back. */
export function RemovableChip({
  title,
  disabled,
  onRemove,
}: {
  title: string;
  disabled: boolean | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <span>{title}</span>
      <button
        type="button"
        className="form-chip__remove"
        disabled={disabled}
        aria-label={t('formKit.removeItem', { title })}
        onClick={onRemove}
      >
        ×
      </button>
    </>
  );
}

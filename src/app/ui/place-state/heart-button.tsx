import { useTranslation } from '../../i18n/use-translation.tsx';
import './texts.ts';
import './save-button.css';

/** The heart itself: pressed when the place is a favorite; busy (disabled) while the session is being checked. */
export function HeartButton({
  title,
  on,
  busy = false,
  onPress,
  className,
}: {
  title: string;
  on: boolean;
  busy?: boolean;
  onPress?: () => void;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`save-button ${className ?? ''}`}
      aria-pressed={on}
      aria-label={t('placeState.saveNamed', { title })}
      title={on ? t('placeState.unsave') : t('placeState.save')}
      disabled={busy}
      onClick={onPress}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.6l-1.3-1.2C5.6 14.8 2.5 12 2.5 8.5 2.5 5.7 4.7 3.5 7.5 3.5c1.6 0 3.1.7 4.5 2.3 1.4-1.6 2.9-2.3 4.5-2.3 2.8 0 5 2.2 5 5 0 3.5-3.1 6.3-8.2 10.9L12 20.6z" />
      </svg>
    </button>
  );
}

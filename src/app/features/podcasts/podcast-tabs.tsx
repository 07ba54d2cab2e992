import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';

export type PodcastTab = 'episodes' | 'shows';
const TABS: readonly PodcastTab[] = ['episodes', 'shows'];

interface Props {
  tab: PodcastTab;
  counts: Partial<Record<PodcastTab, number>>;
  onTab: (tab: PodcastTab) => void;
  children: ReactNode;
}

/** The Episodes / Shows tabs with their counts; arrow keys move between them as in any tab list. */
export function PodcastTabs({ tab, counts, onTab, children }: Props) {
  const { t } = useTranslation();
  const base = useId();
  const buttons = useRef<Partial<Record<PodcastTab, HTMLButtonElement | null>>>({});
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next =
      TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length] ?? 'episodes';
    onTab(next);
    buttons.current[next]?.focus();
  };
  return (
    <>
      <div className="podcast-tabs" role="tablist" aria-label={t('podcasts.tabs')} onKeyDown={onKey}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${base}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => onTab(name)}
          >
            {t(`podcasts.${name}`)}{' '}
            {counts[name] !== undefined && <span className="podcast-tabs__count">({counts[name]})</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${tab}`} className="podcast-tabs__panel">
        {children}
      </div>
    </>
  );
}

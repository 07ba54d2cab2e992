import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { isSearchShortcut } from './search-shortcut.ts';
import './texts.ts';

/**
 * The header's search entry on every page (an icon, with "Hledat" from 768 px): it opens the site-wide search modal
 * through the address (showModal=1), as the home page's tile does; `/` opens it too, outside text fields and dialogs.
 * `onIntent` is told when the pointer or focus reaches it, and on opening, so the modal's code can be fetched ahead.
 */
export function HeaderSearch({ onIntent }: { onIntent?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useCallback(() => {
    onIntent?.();
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => {
        const { modal: _encyclopedia, ...rest } = prev;
        return { ...rest, showModal: 1 };
      },
      hash: (hash) => hash ?? '',
      resetScroll: false,
    });
  }, [navigate, onIntent]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <button
      type="button"
      className="header-search"
      aria-keyshortcuts="/"
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      onClick={open}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className="header-search__label">{t('shell.search')}</span>
    </button>
  );
}

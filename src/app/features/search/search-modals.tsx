import { useCallback } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { readSearchAddress, writeSearchAddress, type SearchAddress } from './search-state.ts';
import { SiteSearchModal } from './site-search-modal.tsx';
import './texts.ts';
import './search.css';

/** The site-wide search modal, opened from the address (showModal=1) so reload and sharing keep it. */
export function SearchModals({ locale }: { locale: RoutedLocale }) {
  const query = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const state = readSearchAddress(query);
  const change = useCallback(
    (next: SearchAddress) => void navigate({ to: '.', search: (prev: Record<string, unknown>) => writeSearchAddress(prev, next), hash: (hash) => hash ?? '', replace: true, resetScroll: false }),
    [navigate],
  );
  if (!state.open) return null;
  return <SiteSearchModal key={locale} locale={locale} state={state} onChange={change} onClose={() => change({ ...state, open: false })} />;
}

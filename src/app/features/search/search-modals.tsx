import { Suspense, useCallback } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { preloadable } from '../../ui/preloadable.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useLoadedCode } from '../../ui/use-loaded-code.ts';
import { readSearchAddress, writeSearchAddress, type SearchAddress } from './search-state.ts';
import {
  isEncyclopediaModal,
  readEncyclopediaAddress,
  writeEncyclopediaAddress,
  type EncyclopediaAddress,
} from './encyclopedia-state.ts';
import './search.css';

// The modals load when first opened: their results, trip dialog and forms are not part of any page's first render.
const SiteSearchModal = preloadable(() =>
  import('./site-search-modal.tsx').then((m) => ({ default: m.SiteSearchModal })),
);
const EncyclopediaSearchModal = preloadable(() =>
  import('./encyclopedia-search-modal.tsx').then((m) => ({ default: m.EncyclopediaSearchModal })),
);

/** Fetches the site search's code ahead of its opening: when the pointer or focus reaches a way to open it. */
export const preloadSiteSearch = () => void SiteSearchModal.preload().catch(() => undefined);

/** The site-wide and the encyclopedia search modals, opened from the address (showModal=1, modal=encyclopedia) so reload and sharing keep them. */
export function SearchModals({ locale }: { locale: RoutedLocale }) {
  const query = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  // A modal opens in the browser (a closed <dialog> shows nothing in the server's page), and its results are the
  // browser's reads: rendered after the takeover, they never differ from what the server drew.
  const hydrated = useHydrated();
  const state = readSearchAddress(query);
  const change = useCallback(
    (next: SearchAddress) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => writeSearchAddress(prev, next),
        hash: (hash) => hash ?? '',
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const changeEncyclopedia = useCallback(
    (next: EncyclopediaAddress) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => writeEncyclopediaAddress(prev, next),
        hash: (hash) => hash ?? '',
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const encyclopedia = isEncyclopediaModal(query) ? readEncyclopediaAddress(query) : null;
  const encyclopediaReady = useLoadedCode(EncyclopediaSearchModal, hydrated && encyclopedia?.open === true);
  const siteReady = useLoadedCode(SiteSearchModal, hydrated && !encyclopedia && state.open);
  if (!hydrated) return null;
  if (encyclopedia) {
    if (!encyclopedia.open || !encyclopediaReady) return null;
    return (
      <Suspense fallback={null}>
        <EncyclopediaSearchModal
          key={locale}
          locale={locale}
          state={encyclopedia}
          onChange={changeEncyclopedia}
          onClose={() => changeEncyclopedia({ ...encyclopedia, open: false })}
        />
      </Suspense>
    );
  }
  if (!state.open || !siteReady) return null;
  return (
    <Suspense fallback={null}>
      <SiteSearchModal
        key={locale}
        locale={locale}
        state={state}
        onChange={change}
        onClose={() => change({ ...state, open: false })}
      />
    </Suspense>
  );
}

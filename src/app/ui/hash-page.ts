import { useLocation, useNavigate } from '@tanstack/react-router';
import { hashWithPage, pageFromHash } from '../../shared/domain/list-paging.ts';

/** The list page in the address hash (`#page=2`): back/forward and reload keep it; `scroll` runs after each change. */
export function useHashPage(scroll: () => void): { current: number; goTo: (page: number) => void } {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const goTo = (next: number) => {
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => prev,
      hash: hashWithPage(hash, next),
      resetScroll: false,
    });
    scroll();
  };
  return { current: pageFromHash(hash), goTo };
}

/** Smooth unless the user asks for reduced motion. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

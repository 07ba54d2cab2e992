import { useNavigate } from '@tanstack/react-router';

/** Opens or closes the sign-in modal through the address (`signin=1`, spec 01), keeping the rest of it. */
export function useSignInRequest() {
  const navigate = useNavigate();
  const set = (signin: 1 | undefined, replace: boolean) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, signin }),
      hash: (hash) => hash ?? '',
      replace,
      resetScroll: false,
    });
  return { open: () => set(1, false), close: () => set(undefined, true) };
}

import { useEffect } from 'react';

const TYPING_PAUSE_MS = 300;

/** Commits typed text after a short pause, unless neither the text nor the committed query is long enough to search. */
export function useTypingPause(
  text: string,
  committed: string,
  searchable: (value: string) => boolean,
  commit: (value: string) => void,
): void {
  useEffect(() => {
    if (text === committed || (!searchable(text) && !searchable(committed))) return undefined;
    const timer = window.setTimeout(() => commit(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, committed, searchable, commit]);
}

import { useEffect } from 'react';
import { markAppReady } from '../lib/app-ready.ts';

/**
 * Placed beside a page's content, inside the same Suspense boundary: its effect runs once that content is hydrated
 * (or rendered), which is when the page answers input — the root's commit comes before a suspended screen hydrates.
 */
export function AppReadyMark() {
  useEffect(markAppReady, []);
  return null;
}

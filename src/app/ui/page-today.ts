import { createContext, useContext } from 'react';
import { pragueToday } from '../../shared/domain/prague-time.ts';

/**
 * The day in Prague the page's loader read its data for. The server's render and the browser's render that takes it
 * over both use it, so a page written just before midnight and hydrated just after still matches; the next navigation
 * reads the clock again.
 */
export const PageTodayContext = createContext<string | null>(null);

/** The page's day, or today's outside a page (a component rendered on its own). */
export const usePageToday = (): string => useContext(PageTodayContext) ?? pragueToday();

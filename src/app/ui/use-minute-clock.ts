import { useBrowserValue } from './use-browser-value.ts';

const MINUTE_MS = 60_000;
// A few checks a minute, so a label changes within seconds of the minute it should.
const CHECK_MS = 10_000;

const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, CHECK_MS);
  return () => clearInterval(timer);
};
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The current minute (ms since the epoch), following the clock; null in the server's render and in the browser's
 * first render, which both show the same placeholder (the server's clock, or a page it rendered hours ago and a
 * service worker kept, would not match the browser's).
 */
export const useMinuteClock = (): number | null => useBrowserValue<number | null>(subscribe, currentMinute, null);

import { startTransition, useEffect, useState } from 'react';

const MINUTE_MS = 60_000;
// A few checks a minute, so a label changes within seconds of the minute it should.
const CHECK_MS = 10_000;

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The current minute (ms since the epoch), following the clock; null in the server's render and in the browser's
 * first render, which both show the same placeholder (the server's clock, or a page it rendered hours ago and a
 * service worker kept, would not match the browser's). The browser's time follows in a transition: the labels of a
 * whole list are written in a render that yields to input, not in one long task straight after the takeover (as
 * useSyncExternalStore's render with the browser's value would be).
 */
export function useMinuteClock(): number | null {
  const [minute, setMinute] = useState<number | null>(null);
  useEffect(() => {
    const read = () => startTransition(() => setMinute(currentMinute()));
    read();
    const timer = setInterval(read, CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return minute;
}

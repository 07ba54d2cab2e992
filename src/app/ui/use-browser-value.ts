import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser knows (the clock, the screen's width), following its changes: `serverValue` in the server's
 * render and in the browser's first render of a component, which therefore match; the browser's value follows in a
 * transition. useSyncExternalStore would render the browser's value at once after the takeover, synchronously: on a
 * phone's list, with every card's label and the filter, one long task. `subscribe` and `read` are defined once, outside
 * the component.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(serverValue);
  useEffect(() => {
    const follow = () => startTransition(() => setValue(() => read()));
    follow();
    return subscribe(follow);
  }, [subscribe, read]);
  return value;
}

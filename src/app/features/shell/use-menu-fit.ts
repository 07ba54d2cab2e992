import { useEffect, useState, type RefObject } from 'react';
import { NARROW_BREAKPOINT_PX } from '../../../shared/constants/content.ts';
import { itemsInLine } from './header-priority.ts';

const WIDE = `(min-width: ${NARROW_BREAKPOINT_PX}px)`;

const sameSet = (a: ReadonlySet<number> | null, b: ReadonlySet<number>) =>
  a !== null && a.size === b.size && [...b].every((index) => a.has(index));

const contentWidth = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return element.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
};

/**
 * Which header menu items fit on its one line from 768 px, measured in the browser as the header's room changes
 * (window size, the account corner signing in). Null until measured: the server's render and the takeover keep every
 * item in the line, clipped, so both renders match. Items moved out stay measurable (CSS keeps their width).
 */
export function useMenuFit(
  list: RefObject<HTMLUListElement | null>,
  more: RefObject<HTMLElement | null>,
  ranks: readonly number[],
  /** Changes when the items do (another language's titles have other widths). */
  itemsKey: string,
): ReadonlySet<number> | null {
  const [inLine, setInLine] = useState<ReadonlySet<number> | null>(null);
  const rankKey = ranks.join(',');
  useEffect(() => {
    const ul = list.current;
    const moreElement = more.current;
    if (!ul || !moreElement || typeof ResizeObserver === 'undefined') return;
    const itemRanks = rankKey === '' ? [] : rankKey.split(',').map(Number);
    const measure = () => {
      // Under 768 px the menu is the phone's list: every item is in it.
      if (!window.matchMedia(WIDE).matches) return;
      const widths = [...ul.children].map((item) => item.getBoundingClientRect().width);
      const gap = parseFloat(getComputedStyle(ul).columnGap) || 0;
      const moreWidth = moreElement.getBoundingClientRect().width;
      // "Více" takes its room only when shown: the room for the items and "Více" together is the same either way.
      const moreInFlow = getComputedStyle(moreElement).position !== 'absolute';
      const available = contentWidth(ul) + (moreInFlow ? moreWidth + gap : 0) - 1;
      const next = itemsInLine({ widths, moreWidth, available, gap }, itemRanks);
      setInLine((current) => (sameSet(current, next) ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(ul);
    return () => observer.disconnect();
  }, [list, more, rankKey, itemsKey]);
  return inLine;
}

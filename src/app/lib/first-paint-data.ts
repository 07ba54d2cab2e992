import { FIRST_PAINT_DATA } from '../../shared/constants/first-paint.ts';

/**
 * Takes one JSON element of the server's first HTML out of the document: its parsed text (undefined when damaged,
 * which only costs the requests it would have saved) and its data-* attributes. Undefined when there is none.
 */
export function takeFirstPaintData(
  kind: keyof typeof FIRST_PAINT_DATA,
): { value: unknown; data: DOMStringMap } | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_DATA[kind]);
  if (!element) return undefined;
  element.remove();
  try {
    return { value: JSON.parse(element.textContent ?? '') as unknown, data: element.dataset };
  } catch {
    return { value: undefined, data: element.dataset };
  }
}

/** Spec 01 §9: a slider scrolls by 80% of its width; a wine slider with 4 or fewer items is centred. */
export const SLIDER_SCROLL_STEP = 0.8;
export const WINE_SLIDER_CENTRED_MAX = 4;

/** How far one press of previous/next moves a slider of this visible width. */
export function sliderStep(width: number, direction: -1 | 1): number {
  return Math.round(width * SLIDER_SCROLL_STEP) * direction;
}

/** Which arrows can move: none at the start, none at the end (one pixel of rounding tolerated). */
export function sliderEnds(scrollLeft: number, scrollWidth: number, clientWidth: number): { atStart: boolean; atEnd: boolean } {
  return { atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1 };
}

export const isCentred = (count: number): boolean => count <= WINE_SLIDER_CENTRED_MAX;

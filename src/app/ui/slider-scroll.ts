import { SLIDER_SCROLL_STEP, WINE_SLIDER_CENTRED_MAX } from '../../shared/constants/content.ts';

/** How far one press of previous/next moves a slider of this visible width. */
export function sliderStep(width: number, direction: -1 | 1): number {
  return Math.round(width * SLIDER_SCROLL_STEP) * direction;
}

/** Which arrows can move: none at the start, none at the end (one pixel of sub-pixel rounding tolerated). */
export function sliderEnds(
  scrollLeft: number,
  scrollWidth: number,
  clientWidth: number,
): { atStart: boolean; atEnd: boolean } {
  return { atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1 };
}

/** Spec 01 §9: the card slider is used only for more than one item; a single item is shown on its own. */
export const usesSlider = (count: number): boolean => count > 1;

/** Spec 01 §9: a wine slider of four or fewer wines is centred. */
export const isCentred = (count: number): boolean => count <= WINE_SLIDER_CENTRED_MAX;

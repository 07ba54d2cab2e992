import { DEFAULT_NEWS_COLOR, NEWS_CATEGORY_COLORS } from '../constants/content.ts';

/** Spec 01 §9: a label's text is black when the background's luminance exceeds 186, else white. */
export const LABEL_LUMINANCE_THRESHOLD = 186;

/** Perceived luminance 0–255 of a `#rrggbb` (or `#rgb`) colour, weighted 0.299 R + 0.587 G + 0.114 B; undefined when not a colour. */
export function luminance(hex: string): number | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16));
  return r * 0.299 + g * 0.587 + b * 0.114;
}

export function labelTextColour(background: string): '#000000' | '#FFFFFF' {
  return (luminance(background) ?? 0) > LABEL_LUMINANCE_THRESHOLD ? '#000000' : '#FFFFFF';
}

/** A news category's colour is one of the five of the spec; anything else shows the default red. */
export function newsCategoryColour(color: string | null | undefined): string {
  const wanted = (color ?? '').trim().toUpperCase();
  return NEWS_CATEGORY_COLORS.find((known) => known.color === wanted)?.color ?? DEFAULT_NEWS_COLOR;
}

export function newsLabelColours(color: string | null | undefined): {
  background: string;
  text: '#000000' | '#FFFFFF';
} {
  const background = newsCategoryColour(color);
  return { background, text: labelTextColour(background) };
}

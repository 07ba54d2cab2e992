import type { Image } from '../../../shared/api/common.ts';

/** The logo's width on a detail page, in CSS pixels (details.css gives it no width of its own). */
const LOGO_WIDTH = 120;

/** A place's logo, its box given the logo's own proportions before it loads, so the text beside or under it stays put. */
export function DetailLogo({ logo, alt = '' }: { logo: Image; alt?: string }) {
  const height = logo.width > 0 && logo.height > 0 ? Math.round((LOGO_WIDTH * logo.height) / logo.width) : LOGO_WIDTH;
  return <img className="detail__logo" src={logo.url} alt={alt} width={LOGO_WIDTH} height={height} />;
}

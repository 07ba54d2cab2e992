import { darker, lighter } from './svg.ts';

/** Badge colours that carry white letters. */
const BADGES = [
  '#a01435',
  '#5c0a1f',
  '#386641',
  '#1d3557',
  '#457b9d',
  '#8c5e34',
  '#6d6875',
  '#b5523b',
  '#2f5d62',
  '#7b2d5b',
  '#4a5a2a',
  '#c2683e',
];

/** Words that do not stand for the place in its monogram. */
const SKIPPED = new Set([
  'u',
  'a',
  'v',
  've',
  'na',
  'z',
  'se',
  's',
  '&',
  '–',
  '-',
  'e-shop',
  'online',
  's.r.o.',
  'syn',
]);

/** The monogram of a name: the first letters of its first two words that count ("VM" for Vinařství Mikulov). */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word.length > 0 && !SKIPPED.has(word.toLowerCase()))
    .filter((word) => /\p{L}/u.test(word));
  const letters = words.slice(0, 2).map((word) => (/\p{L}/u.exec(word)?.[0] ?? '').toLocaleUpperCase('cs'));
  return letters.join('') || '?';
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return h >>> 0;
}

/** The badge colour of a name: always the same one for the same name. */
export function badgeColour(name: string): string {
  return BADGES[hash(name) % BADGES.length] ?? '#a01435';
}

export const LOGO_SIZE = 240;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A round badge in the name's colour with its monogram in white. */
export function logoSvg(name: string): string {
  const colour = badgeColour(name);
  const letters = initials(name);
  const size = LOGO_SIZE;
  const half = size / 2;
  const fontSize = letters.length > 1 ? 92 : 116;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><circle cx="${half}" cy="${half}" r="${half}" fill="${colour}"/><circle cx="${half}" cy="${half}" r="${half - 14}" fill="none" stroke="${lighter(colour, 0.45)}" stroke-width="3"/><circle cx="${half}" cy="${half}" r="${half - 22}" fill="${darker(colour, 0.08)}"/><text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-size="${fontSize}" font-weight="700" letter-spacing="2" fill="#ffffff">${escapeXml(letters)}</text></svg>`;
}

/** What the blur-up thumbnail of a logo shows: its badge colour. */
export function logoThumb(name: string): readonly (readonly [number, string])[] {
  const colour = badgeColour(name);
  return [
    [0, colour],
    [1, colour],
  ];
}

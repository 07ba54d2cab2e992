import type { Locale } from '../constants/locales.ts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size for people, in the language's number format: 1 258 291 bytes is "1,2 MB" in Czech, "1.2 MB" in English. */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit <= 1 ? 0 : 1,
  }).format(value);
}

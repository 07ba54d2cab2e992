import { z } from 'zod';
import { intlLocale, type RoutedLocale } from '../../../../shared/constants/locales.ts';
import {
  TRIP_LOG_KINDS,
  TRIP_LOG_PRICE_MAX,
  TRIP_LOG_WINE_NAME_MAX_LENGTH,
  TRIP_STOP_NOTE_MAX_LENGTH,
  type TripLogKind,
} from '../../../../shared/constants/trip-plan-limits.ts';

export const NOTE_MAX_LENGTH = TRIP_STOP_NOTE_MAX_LENGTH;
/** The note's counter shows only when this few characters are left, so it does not distract while there is room. */
export const NOTE_COUNTER_FROM = 200;
export const WINE_NAME_MAX_LENGTH = TRIP_LOG_WINE_NAME_MAX_LENGTH;
export const PRICE_MAX = TRIP_LOG_PRICE_MAX;

export type LogKind = TripLogKind;
export const LOG_KINDS = TRIP_LOG_KINDS;

/** A price as the traveller reads it: whole crowns without decimals ("1 250"), halers only when there are some ("249,50"). */
export function formatPrice(price: number, locale: RoutedLocale): string {
  const whole = Number.isInteger(price);
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(price);
}

const PRICE_TEXT = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * The typed price: '' is no price, "250", "1 250" and "249,50" (a comma as Czech and Polish write it) are numbers;
 * anything else is undefined (not a price).
 */
export function parsePrice(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  if (!PRICE_TEXT.test(compact)) return undefined;
  return Number(compact.replace(',', '.'));
}

/** A portal wine's title with its vintage, which some titles already carry ("Pálava 2023, výběr z hroznů"). */
export function wineTitleOf(wine: { title: string; year: number }): string {
  return wine.title.includes(String(wine.year)) ? wine.title : `${wine.title} ${wine.year}`;
}

/** A wine of the portal as a log names it: title and vintage, and the producer (what a receipt would say). */
export function wineNameOf(wine: { title: string; year: number; wineEntity: { title: string } }): string {
  const name = `${wineTitleOf(wine)} · ${wine.wineEntity.title}`;
  return name.length > WINE_NAME_MAX_LENGTH ? `${name.slice(0, WINE_NAME_MAX_LENGTH - 1)}…` : name;
}

/** The form's messages, each naming its field (they come from the feature's texts). */
export interface LogFormMessages {
  wineRequired: string;
  wineTooLong: string;
  priceNumber: string;
  priceRange: string;
}

/** What the form holds while the traveller types: the price stays text until it is read. */
export interface LogFormInput {
  kind: LogKind;
  wine: { wineId: number | null; wineName: string };
  price: string;
  rating: number | null;
}

/** The log entry's form: a wine (picked or typed), an optional price in crowns and an optional 1–5 rating. */
export const logFormSchema = (messages: LogFormMessages) =>
  z.object({
    kind: z.enum(TRIP_LOG_KINDS),
    wine: z.object({
      wineId: z.number().int().positive().nullable(),
      wineName: z
        .string()
        .trim()
        .min(1, { error: messages.wineRequired })
        .max(WINE_NAME_MAX_LENGTH, { error: messages.wineTooLong }),
    }),
    price: z.string().transform((text, context) => {
      const price = parsePrice(text);
      if (price === undefined) {
        context.addIssue({ code: 'custom', message: messages.priceNumber });
        return z.NEVER;
      }
      if (price !== null && price > PRICE_MAX) {
        context.addIssue({ code: 'custom', message: messages.priceRange });
        return z.NEVER;
      }
      return price;
    }),
    rating: z.number().int().min(1).max(5).nullable(),
  });

export type LogFormOutput = z.output<ReturnType<typeof logFormSchema>>;

/** The log in the order it was written (then by id, so two devices show the same order). */
export function inLogOrder<T extends { createdAt: string; id: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** A price as it would be typed: no grouping (read back the same in every language), the language's decimal mark. */
const priceInputOf = (price: number, locale: RoutedLocale): string => {
  const text = Number.isInteger(price) ? String(price) : price.toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
};

/** A saved entry as the form shows it again for editing (the price as it would be typed in the language). */
export function formInputOf(
  entry: { kind: LogKind; wineId: number | null; wineName: string; price: number | null; rating: number | null },
  locale: RoutedLocale,
): LogFormInput {
  return {
    kind: entry.kind,
    wine: { wineId: entry.wineId, wineName: entry.wineName },
    price: entry.price === null ? '' : priceInputOf(entry.price, locale),
    rating: entry.rating,
  };
}

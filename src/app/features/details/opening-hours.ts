import { seasonHours, type HoursRow } from '../../../shared/domain/place-display.ts';

export type Season = 'summer' | 'winter';

export interface SeasonView {
  months: { from: number; to: number } | null;
  days: HoursRow[];
}

/** What the opening-hours box shows (spec 01 §3 "Opening-hours box", spec 02 §3 openingHours[0]). */
export interface OpeningHoursView {
  /** Regular hours exist: the weekday table is shown. */
  regular: boolean;
  /** Summer and winter differ: the season toggle is shown (summer first). */
  seasonal: boolean;
  seasons: Record<Season, SeasonView>;
  notice: string | null;
  price: string | null;
  afterPrice: string | null;
}

/** Spec 02 §9: the price is hidden when it reads 'null Kč'. */
export const HIDDEN_PRICE = 'null Kč';

const field = (source: Record<string, unknown>, key: string) => source[key];
const month = (value: unknown): number | null =>
  typeof value === 'number' && value >= 1 && value <= 12 ? value : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const price = (value: unknown): string | null => {
  const shown = text(value);
  return shown === HIDDEN_PRICE ? null : shown;
};

function season(source: Record<string, unknown>, name: Season): SeasonView {
  const from = month(field(source, `${name}MonthFrom`));
  const to = month(field(source, `${name}MonthTo`));
  return { months: from !== null && to !== null ? { from, to } : null, days: seasonHours(field(source, name)) };
}

/** Shapes the stored opening hours for the box; null when there is nothing to say. */
export function shapeOpeningHours(raw: unknown): OpeningHoursView | null {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const summer = season(source, 'summer');
  const regular = source.hasOpeningHoursRegular === true && summer.days.some((day) => day.from !== null);
  const seasonal = regular && source.hasSummerWinterDifferent === true;
  const view: OpeningHoursView = {
    regular,
    seasonal,
    seasons: { summer, winter: seasonal ? season(source, 'winter') : summer },
    notice: text(source.notice),
    price: price(source.price),
    afterPrice: price(source.afterPrice),
  };
  return view.regular || view.notice || view.price ? view : null;
}

import { describe, expect, it } from 'vitest';
import { shapeOpeningHours } from './opening-hours.ts';
import { everyDay } from '../../../../tests/support/opening-hours.ts';

describe('opening hours shaping', () => {
  it('gives summer and winter with their month ranges when the seasons differ', () => {
    const view = shapeOpeningHours({
      hasOpeningHoursRegular: true,
      hasSummerWinterDifferent: true,
      summerMonthFrom: 4,
      summerMonthTo: 10,
      winterMonthFrom: 11,
      winterMonthTo: 3,
      summer: everyDay('10:00', '22:00'),
      winter: { ...everyDay(null, null), friday: { from: '15:00', to: '19:00' } },
    });
    expect(view?.seasonal).toBe(true);
    expect(view?.seasons.summer.months).toEqual({ from: 4, to: 10 });
    expect(view?.seasons.winter.months).toEqual({ from: 11, to: 3 });
    expect(view?.seasons.summer.days[0]).toEqual({ day: 'monday', from: '10:00', to: '22:00' });
    expect(view?.seasons.winter.days.filter((day) => day.from !== null).map((day) => day.day)).toEqual(['friday']);
  });

  it('has no season toggle when the hours are the same all year', () => {
    const view = shapeOpeningHours({
      hasOpeningHoursRegular: true,
      hasSummerWinterDifferent: false,
      summer: everyDay('14:00', '20:00'),
      winter: {},
    });
    expect(view?.seasonal).toBe(false);
    expect(view?.seasons.winter).toEqual(view?.seasons.summer);
  });

  it('shows only the notice when there are no regular hours', () => {
    const view = shapeOpeningHours({
      hasOpeningHoursRegular: false,
      hasSummerWinterDifferent: false,
      summer: {},
      winter: {},
      notice: 'Po telefonické domluvě.',
    });
    expect(view).toMatchObject({ regular: false, seasonal: false, notice: 'Po telefonické domluvě.' });
  });

  it("hides a price that reads 'null Kč' and keeps a real one", () => {
    expect(
      shapeOpeningHours({ hasOpeningHoursRegular: true, summer: everyDay('10:00', '18:00'), price: 'null Kč' })?.price,
    ).toBeNull();
    expect(
      shapeOpeningHours({
        hasOpeningHoursRegular: true,
        summer: everyDay('10:00', '18:00'),
        price: '150 Kč',
        afterPrice: 'za osobu',
      }),
    ).toMatchObject({ price: '150 Kč', afterPrice: 'za osobu' });
  });

  it('is nothing at all when there are neither hours nor a notice', () => {
    expect(shapeOpeningHours({ hasOpeningHoursRegular: false, summer: {}, winter: {}, notice: null })).toBeNull();
    expect(shapeOpeningHours(null)).toBeNull();
    expect(shapeOpeningHours({ hasOpeningHoursRegular: true, summer: everyDay(null, null) })).toBeNull();
  });
});

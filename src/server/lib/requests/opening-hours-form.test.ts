import { describe, expect, it } from 'vitest';
import { openingHoursFromForm, openingHoursToForm } from './opening-hours-form.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const closedWeek = Object.fromEntries(DAYS.map((day) => [day, { from: '', to: '', notice: '' }]));

describe('openingHoursToForm: stored hours as the form holds them', () => {
  it('gives every day of both seasons with empty times where the catalogue keeps nulls or nothing', () => {
    const form = openingHoursToForm({
      hasOpeningHoursRegular: true,
      hasSummerWinterDifferent: false,
      summerMonthFrom: null,
      summer: {
        monday: { from: '14:00', to: '20:00' },
        wednesday: { from: null, to: null, notice: 'Jen na objednání' },
      },
      winter: {},
    });
    expect(form).toEqual({
      hasOpeningHoursRegular: true,
      hasSummerWinterDifferent: false,
      summer: {
        ...closedWeek,
        monday: { from: '14:00', to: '20:00', notice: '' },
        wednesday: { from: '', to: '', notice: 'Jen na objednání' },
      },
      winter: closedWeek,
    });
  });

  it('keeps the season months that are months, and reads anything else as no hours', () => {
    expect(
      openingHoursToForm({
        hasSummerWinterDifferent: 'true',
        summerMonthFrom: 4,
        summerMonthTo: '9',
        winterMonthFrom: 0,
      }),
    ).toEqual({
      hasOpeningHoursRegular: false,
      hasSummerWinterDifferent: true,
      summerMonthFrom: 4,
      summerMonthTo: 9,
      summer: closedWeek,
      winter: closedWeek,
    });
    expect(openingHoursToForm('po–pá 9–17')).toEqual({
      hasOpeningHoursRegular: false,
      hasSummerWinterDifferent: false,
      summer: closedWeek,
      winter: closedWeek,
    });
  });
});

describe('openingHoursFromForm: the form’s hours as the catalogue keeps them', () => {
  const typed = {
    hasOpeningHoursRegular: true,
    hasSummerWinterDifferent: true,
    summerMonthFrom: 4,
    summerMonthTo: 9,
    winterMonthFrom: 10,
    winterMonthTo: 3,
    summer: {
      ...closedWeek,
      friday: { from: '14:00', to: '22:00', notice: ' ' },
      saturday: { from: '10:00', to: '', notice: 'Degustace' },
    },
    winter: { ...closedWeek, sunday: { from: '10:00', to: '16:00', notice: '' } },
  };

  it('keeps both seasons with their months; empty times are nulls and only a written notice is kept', () => {
    const stored = openingHoursFromForm(typed);
    expect(stored).toMatchObject({
      hasOpeningHoursRegular: true,
      hasSummerWinterDifferent: true,
      summerMonthFrom: 4,
      summerMonthTo: 9,
      winterMonthFrom: 10,
      winterMonthTo: 3,
      notice: null,
    });
    expect(stored.summer).toMatchObject({
      monday: { from: null, to: null },
      friday: { from: '14:00', to: '22:00' },
      saturday: { from: '10:00', to: null, notice: 'Degustace' },
    });
    expect((stored.summer as Record<string, unknown>).friday).toStrictEqual({ from: '14:00', to: '22:00' });
    expect((stored.winter as Record<string, unknown>).sunday).toStrictEqual({ from: '10:00', to: '16:00' });
  });

  it('publishes no winter and no months when the seasons are not different, and nothing of a week without regular hours', () => {
    const oneSeason = openingHoursFromForm({ ...typed, hasSummerWinterDifferent: false });
    expect(oneSeason).toMatchObject({
      hasSummerWinterDifferent: false,
      summerMonthFrom: null,
      summerMonthTo: null,
      winterMonthFrom: null,
      winterMonthTo: null,
    });
    expect(oneSeason.winter).toEqual({});
    expect(Object.keys(oneSeason.summer as object)).toEqual(DAYS);

    const none = openingHoursFromForm({ ...typed, hasOpeningHoursRegular: false });
    expect(none).toMatchObject({
      hasOpeningHoursRegular: false,
      hasSummerWinterDifferent: false,
      summerMonthFrom: null,
    });
    expect([none.summer, none.winter]).toEqual([{}, {}]);
  });

  it('keeps the record’s own notice (the form has no field for it) unless the payload brings one', () => {
    expect(openingHoursFromForm(typed, 'Po telefonické domluvě.').notice).toBe('Po telefonické domluvě.');
    expect(openingHoursFromForm({ ...typed, notice: 'Zavřeno o svátcích' }, 'Po telefonické domluvě.').notice).toBe(
      'Zavřeno o svátcích',
    );
  });

  it('gives back what openingHoursToForm read, for hours the form can show', () => {
    const stored = openingHoursFromForm(typed, 'Po telefonické domluvě.');
    expect(openingHoursFromForm(openingHoursToForm(stored), stored.notice)).toEqual(stored);
  });
});

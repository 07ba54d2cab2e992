import { describe, expect, it } from 'vitest';
import { MESSAGES, RULE_MESSAGES } from './form-messages.ts';
import { formSchemaOf } from './form-values.ts';
import {
  emptyOpeningHours,
  openingHoursSchema as openingHoursCallSchema,
  openingHoursSections,
} from './opening-hours.ts';
import {
  emptyRestaurantRequest,
  restaurantRequestFormSchema,
  restaurantSections,
  type RestaurantRequestInput,
} from './restaurant-request.ts';
import { VALID_RESTAURANT } from './request-valid-examples.ts';
import { issuePaths, messagesAt } from './request-test-utils.ts';

/** The opening-hours block as the forms check it: after the coercion of its values. */
const openingHoursSchema = formSchemaOf(openingHoursCallSchema);
const withChanges = (changes: Partial<RestaurantRequestInput>) =>
  restaurantRequestFormSchema.safeParse({ ...VALID_RESTAURANT, ...changes });

describe('restaurant request', () => {
  it('reports each required field of an empty form', () => {
    const result = restaurantRequestFormSchema.safeParse(emptyRestaurantRequest());
    const required = [
      'title',
      'description',
      'streetWithNumber',
      'city',
      'zip',
      'contactPerson',
      'phone',
      'authorityName',
      'authorityEmail',
      'authorityPhone',
    ];
    for (const path of required) expect(messagesAt(result, path), path).toEqual([MESSAGES.required]);
    expect(result.error?.issues).toHaveLength(required.length);
  });

  it('takes a zip with or without the space', () => {
    expect(issuePaths(withChanges({ zip: '69142' }))).toEqual([]);
    expect(issuePaths(withChanges({ zip: '691 42' }))).toEqual([]);
    for (const zip of ['6914', '691  42', '691-42', 'ABC DE'])
      expect(messagesAt(withChanges({ zip }), 'zip'), zip).toEqual([MESSAGES.zip]);
  });

  it('web, facebook, instagram and the contact e-mail are optional', () => {
    expect(issuePaths(withChanges({ web: '', facebook: '', instagram: '', email: '' }))).toEqual([]);
  });

  it('checks the delivery address only while delivery is offered', () => {
    expect(issuePaths(withChanges({ offerDelivery: false, deliveryUrl: 'rozvoz' }))).toEqual([]);
    expect(issuePaths(withChanges({ offerDelivery: true, deliveryUrl: '' }))).toEqual([]);
    expect(messagesAt(withChanges({ offerDelivery: 'on', deliveryUrl: 'rozvoz' }), 'deliveryUrl')).toEqual([
      MESSAGES.url,
    ]);
  });

  it('coerces its booleans and reads language ids', () => {
    const parsed = restaurantRequestFormSchema.parse(VALID_RESTAURANT);
    expect(parsed.offerSaintMartinsMenu).toBe(true);
    expect(parsed.languageCompetences).toEqual([1, 8]);
    expect(parsed.openingHours.summer.friday).toEqual({ from: '14:00', to: '22:00', notice: '' });
  });

  it('shows opening hours with regular hours, seasons with different seasons, delivery with delivery', () => {
    expect(restaurantSections(emptyRestaurantRequest())).toEqual({
      openingHours: false,
      seasons: false,
      deliveryUrl: false,
    });
    const hours = { ...emptyOpeningHours(), hasOpeningHoursRegular: true, hasSummerWinterDifferent: true };
    expect(restaurantSections({ openingHours: hours, offerDelivery: 'true' })).toEqual({
      openingHours: true,
      seasons: true,
      deliveryUrl: true,
    });
    expect(restaurantSections({ openingHours: { ...hours, hasOpeningHoursRegular: false } }).seasons).toBe(false);
  });
});

describe('opening hours', () => {
  const day = (from: string, to: string) => ({ from, to, notice: '' });
  const regular = (summerMonday: { from: string; to: string; notice: string }, extra: object = {}) => {
    const hours = { ...emptyOpeningHours(), hasOpeningHoursRegular: true, ...extra };
    return { ...hours, summer: { ...hours.summer, monday: summerMonday } };
  };

  it('an empty block and whole days pass', () => {
    expect(openingHoursSchema.safeParse(emptyOpeningHours()).success).toBe(true);
    expect(openingHoursSchema.safeParse(regular(day('09:00', '17:30'))).success).toBe(true);
    expect(openingHoursSchema.safeParse({}).success).toBe(true);
  });

  it('a day needs both times, the closing one later', () => {
    expect(messagesAt(openingHoursSchema.safeParse(regular(day('09:00', ''))), 'summer.monday.to')).toEqual([
      RULE_MESSAGES.openingToMissing,
    ]);
    expect(messagesAt(openingHoursSchema.safeParse(regular(day('', '17:00'))), 'summer.monday.from')).toEqual([
      RULE_MESSAGES.openingFromMissing,
    ]);
    expect(messagesAt(openingHoursSchema.safeParse(regular(day('17:00', '09:00'))), 'summer.monday.to')).toEqual([
      RULE_MESSAGES.openingOrder,
    ]);
    expect(messagesAt(openingHoursSchema.safeParse(regular(day('17:00', '17:00'))), 'summer.monday.to')).toEqual([
      RULE_MESSAGES.openingOrder,
    ]);
  });

  it('hidden hours are not checked: none without regular hours, no winter without different seasons', () => {
    expect(openingHoursSchema.safeParse({ ...regular(day('17:00', '')), hasOpeningHoursRegular: false }).success).toBe(
      true,
    );
    const winterBroken = {
      ...regular(day('09:00', '17:00')),
      winter: { ...emptyOpeningHours().winter, sunday: day('12:00', '') },
    };
    expect(openingHoursSchema.safeParse(winterBroken).success).toBe(true);
    expect(
      messagesAt(openingHoursSchema.safeParse({ ...winterBroken, hasSummerWinterDifferent: true }), 'winter.sunday.to'),
    ).toEqual([RULE_MESSAGES.openingToMissing]);
  });

  it('offers only the listed times and months 1 to 12', () => {
    expect(messagesAt(openingHoursSchema.safeParse(regular(day('09:15', '17:00'))), 'summer.monday.from')).toEqual([
      RULE_MESSAGES.hourChoice,
    ]);
    expect(openingHoursSchema.parse({ ...emptyOpeningHours(), summerMonthFrom: '4' }).summerMonthFrom).toBe(4);
    expect(
      messagesAt(openingHoursSchema.safeParse({ ...emptyOpeningHours(), winterMonthTo: '13' }), 'winterMonthTo'),
    ).toEqual([RULE_MESSAGES.month]);
  });

  it('says which parts are shown', () => {
    expect(openingHoursSections({ hasOpeningHoursRegular: true, hasSummerWinterDifferent: false })).toEqual({
      hours: true,
      seasons: false,
    });
    expect(openingHoursSections({ hasOpeningHoursRegular: false, hasSummerWinterDifferent: true })).toEqual({
      hours: false,
      seasons: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES } from './form-messages.ts';
import { OPENING_HOUR_CHOICES } from './form-rules.ts';
import { eventRequestSchema, restaurantRequestSchema } from './request-schemas.ts';

const event = {
  eventType: 1, title: 'Otevřené sklepy', perex: 'Sklepy dokořán', placeDescription: 'Sklepní ulička', dateFrom: '2026-05-01', dateTo: '2026-05-03',
  city: 'Mikulov', contacts: { contactPerson: 'Jana', dialCode1: '+420', phone1: '602123456' }, authorityEmail: 'obec@mikulov.cz', authorityPhone: '519444555',
};
const messagesAt = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, path: string) =>
  (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);

describe('request form rules (spec 02 §5)', () => {
  it('accepts a complete event', () => {
    expect(eventRequestSchema.safeParse(event).success).toBe(true);
  });

  it('refuses an end date before the start with the spec message', () => {
    expect(messagesAt(eventRequestSchema.safeParse({ ...event, dateTo: '2026-04-30' }), 'dateTo')).toContain(MESSAGES.dateOrder);
  });

  it('refuses a date not in RRRR-MM-DD form', () => {
    expect(messagesAt(eventRequestSchema.safeParse({ ...event, dateFrom: '1. 5. 2026' }), 'dateFrom')).toContain(MESSAGES.date);
  });

  it('needs a phone or an e-mail, and a phone of exactly 9 digits', () => {
    const none = eventRequestSchema.safeParse({ ...event, contacts: { contactPerson: 'Jana' } });
    expect(messagesAt(none, 'contacts.phone1')).toContain(MESSAGES.phoneRequiredAlt);
    expect(messagesAt(eventRequestSchema.safeParse({ ...event, contacts: { ...event.contacts, phone1: '60212345' } }), 'contacts.phone1')).toContain(MESSAGES.phone);
  });

  it('needs the municipality instead of the city for South-Moravian events', () => {
    expect(messagesAt(eventRequestSchema.safeParse({ ...event, isSouthMoravianRegionEvent: true }), 'jmkMunicipality')).toContain(MESSAGES.required);
    expect(eventRequestSchema.safeParse({ ...event, isSouthMoravianRegionEvent: true, jmkMunicipality: 101 }).success).toBe(true);
  });

  it('checks the restaurant zip pattern and URLs', () => {
    const restaurant = { title: 'U Révy', description: 'Kuchyně', streetWithNumber: 'Hlavní 1', city: 'Valtice', zip: '691 42', contactPerson: 'Petr', phone: '602123456', authorityName: 'Petr', authorityEmail: 'a@b.cz', authorityPhone: '602123456' };
    expect(restaurantRequestSchema.safeParse(restaurant).success).toBe(true);
    expect(restaurantRequestSchema.safeParse({ ...restaurant, zip: '69142' }).success).toBe(true);
    expect(messagesAt(restaurantRequestSchema.safeParse({ ...restaurant, zip: '6914' }), 'zip')).toContain(MESSAGES.zip);
    expect(messagesAt(restaurantRequestSchema.safeParse({ ...restaurant, web: 'vino' }), 'web')).toContain(MESSAGES.url);
  });

  it('offers opening hours in half-hour steps from 00:30 to 23:00 plus empty', () => {
    expect(OPENING_HOUR_CHOICES[0]).toBe('');
    expect(OPENING_HOUR_CHOICES[1]).toBe('00:30');
    expect(OPENING_HOUR_CHOICES.at(-1)).toBe('23:00');
    expect(OPENING_HOUR_CHOICES).toHaveLength(47);
  });
});

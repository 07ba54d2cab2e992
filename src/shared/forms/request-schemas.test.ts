import { describe, expect, it } from 'vitest';
import { requestsCalls } from '../api/calls/requests.ts';
import { emptyEshopRequest, eshopRequestFormSchema, eshopRequestSchema } from './eshop-request.ts';
import { MESSAGES } from './form-messages.ts';
import { OPENING_HOUR_CHOICES } from './form-rules.ts';
import { REQUEST_FORM_KINDS, REQUEST_FORM_SLUGS, isRequestFormSlug } from './request-kinds.ts';
import { eventRequestSchema, restaurantRequestSchema, wineEntityRequestSchema } from './request-schemas.ts';
import { toRequestPayload } from './request-payload.ts';
import { VALID_ESHOP, VALID_EVENT, VALID_RESTAURANT } from './request-valid-examples.ts';
import { messagesAt } from './request-test-utils.ts';

describe('the request forms', () => {
  it('are the four kinds of /cs/pozadavky/{kind}/{id}', () => {
    expect(REQUEST_FORM_SLUGS).toEqual(['akce', 'e-shop', 'restaurace', 'vinar']);
    expect(isRequestFormSlug('vinar')).toBe(true);
    expect(isRequestFormSlug('toString')).toBe(false);
  });

  it('send to the paths and with the schemas of the /api contract', () => {
    expect(REQUEST_FORM_KINDS.akce).toMatchObject({
      kind: 'event',
      savePath: requestsCalls.saveEvent.path,
      schema: eventRequestSchema,
    });
    expect(REQUEST_FORM_KINDS['e-shop']).toMatchObject({
      kind: 'eshop',
      savePath: requestsCalls.saveEshop.path,
      schema: eshopRequestSchema,
    });
    expect(REQUEST_FORM_KINDS.restaurace).toMatchObject({
      kind: 'restaurant',
      savePath: requestsCalls.saveRestaurant.path,
      schema: restaurantRequestSchema,
    });
    expect(REQUEST_FORM_KINDS.vinar).toMatchObject({
      kind: 'wine_entity',
      savePath: requestsCalls.saveWine.path,
      schema: wineEntityRequestSchema,
    });
  });

  it.each(REQUEST_FORM_SLUGS)('the empty %s form holds every field of its schema', (slug) => {
    const { schema, empty } = REQUEST_FORM_KINDS[slug];
    expect(Object.keys(empty()).sort()).toEqual(
      Object.keys(schema.shape)
        .filter((key) => key !== 'itemType')
        .sort(),
    );
  });

  it('offers opening hours in half-hour steps from 00:30 to 23:00 plus empty', () => {
    expect(OPENING_HOUR_CHOICES[0]).toBe('');
    expect(OPENING_HOUR_CHOICES[1]).toBe('00:30');
    expect(OPENING_HOUR_CHOICES[2]).toBe('01:00');
    expect(OPENING_HOUR_CHOICES.at(-1)).toBe('23:00');
    expect(OPENING_HOUR_CHOICES).toHaveLength(47);
  });
});

describe('e-shop request', () => {
  it('defaults card payment to yes, also when not sent', () => {
    expect(emptyEshopRequest().hasCardPayment).toBe(true);
    const { hasCardPayment: _omitted, ...withoutCard } = VALID_ESHOP;
    expect(eshopRequestFormSchema.parse(withoutCard).hasCardPayment).toBe(true);
    expect(eshopRequestFormSchema.parse({ ...VALID_ESHOP, hasCardPayment: 'false' }).hasCardPayment).toBe(false);
  });

  it('reports each required field of an empty form once', () => {
    const result = eshopRequestFormSchema.safeParse(emptyEshopRequest());
    for (const path of ['title', 'operator', 'url', 'authorityPhone', 'authorityEmail'])
      expect(messagesAt(result, path), path).toEqual([MESSAGES.required]);
    expect(result.error?.issues).toHaveLength(5);
  });

  it('accepts only web addresses with a host', () => {
    expect(messagesAt(eshopRequestFormSchema.safeParse({ ...VALID_ESHOP, url: 'javascript:alert(1)' }), 'url')).toEqual(
      [MESSAGES.url],
    );
    expect(messagesAt(eshopRequestFormSchema.safeParse({ ...VALID_ESHOP, url: 'ftp://vino.cz' }), 'url')).toEqual([
      MESSAGES.url,
    ]);
    expect(eshopRequestFormSchema.safeParse({ ...VALID_ESHOP, url: 'http://vino.cz/obchod?x=1' }).success).toBe(true);
  });

  it('keeps an uploaded logo as its id and address, and refuses anything else', () => {
    expect(eshopRequestFormSchema.parse(VALID_ESHOP).logo).toEqual(VALID_ESHOP.logo);
    expect(eshopRequestFormSchema.safeParse({ ...VALID_ESHOP, logo: { id: 'x', url: '' } }).success).toBe(false);
  });
});

describe('what the event, e-shop and restaurant forms send', () => {
  it('coerces booleans and numbers the way the server reads them', () => {
    const event = toRequestPayload('akce', { ...VALID_EVENT, isTopEvent: 'on', isSaintMartinEvent: '0' });
    expect(event).toMatchObject({ eventType: 1, isTopEvent: true, isSaintMartinEvent: false, isPinkEvent: true });
    expect(toRequestPayload('e-shop', { ...VALID_ESHOP, hasCardPayment: 'false' }).hasCardPayment).toBe(false);
    expect(toRequestPayload('restaurace', VALID_RESTAURANT).relatedEntities).toEqual([1001]);
  });

  it('refuses to build a payload from values that fail the form', () => {
    expect(() => toRequestPayload('e-shop', { ...VALID_ESHOP, title: '' })).toThrow();
  });
});

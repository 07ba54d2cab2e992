import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberRangeMessage, RULE_MESSAGES } from '../../../shared/forms/form-messages.ts';
import { NUMBER_LIMITS } from '../../../shared/forms/request-constants.ts';
import { VALID_REQUESTS } from '../../../shared/forms/request-examples.ts';
import { REQUEST_FORM_KINDS, type RequestFormSlug } from '../../../shared/forms/request-kinds.ts';
import { toRequestPayload } from '../../../shared/forms/request-payload.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Json = Record<string, unknown>;
type Answer = { id?: number; error?: string; fields?: { path: string; message: string }[] };

/** The valid request of a form as its client sends it, with one change made to a copy. */
function sentWith(slug: RequestFormSlug, change: (payload: Json) => void): Json {
  const payload = JSON.parse(JSON.stringify(toRequestPayload(slug, VALID_REQUESTS[slug]))) as Json;
  change(payload);
  return payload;
}
const first = (payload: Json, key: string) => (payload[key] as Json[])[0] as Json;

const REFUSED: { name: string; slug: RequestFormSlug; payload: Json; fields: { path: string; message: string }[] }[] = [
  {
    name: 'a yes/no field given "yes"',
    slug: 'restaurace',
    payload: sentWith('restaurace', (r) => {
      r.hasCardPayment = 'yes';
    }),
    fields: [{ path: 'hasCardPayment', message: RULE_MESSAGES.yesNo }],
  },
  {
    name: 'a yes/no field given 1',
    slug: 'akce',
    payload: sentWith('akce', (e) => {
      e.isTopEvent = 1;
    }),
    fields: [{ path: 'isTopEvent', message: RULE_MESSAGES.yesNo }],
  },
  {
    name: 'a yes/no field given null',
    slug: 'e-shop',
    payload: sentWith('e-shop', (e) => {
      e.hasCardPayment = null;
    }),
    fields: [{ path: 'hasCardPayment', message: RULE_MESSAGES.yesNo }],
  },
  {
    name: 'a yes/no field of a section given "on"',
    slug: 'vinar',
    payload: sentWith('vinar', (w) => {
      first(w, 'properties').hasWifi = 'on';
    }),
    fields: [{ path: 'properties.0.hasWifi', message: RULE_MESSAGES.yesNo }],
  },
  {
    name: 'the altitude out of all bounds',
    slug: 'vinar',
    payload: sentWith('vinar', (w) => {
      w.altitude = 1e300;
    }),
    fields: [{ path: 'altitude', message: numberRangeMessage(NUMBER_LIMITS.altitude.min, NUMBER_LIMITS.altitude.max) }],
  },
  {
    name: 'the altitude as text',
    slug: 'vinar',
    payload: sentWith('vinar', (w) => {
      w.altitude = '240';
    }),
    fields: [{ path: 'altitude', message: RULE_MESSAGES.number }],
  },
  {
    name: 'opening hours that are not the opening-hours object',
    slug: 'restaurace',
    payload: sentWith('restaurace', (r) => {
      r.openingHours = 'po–ne 10–22';
    }),
    fields: [{ path: 'openingHours', message: expect.any(String) as string }],
  },
  {
    name: 'an opening-hours yes/no given "yes"',
    slug: 'restaurace',
    payload: sentWith('restaurace', (r) => {
      (r.openingHours as Json).hasOpeningHoursRegular = 'yes';
    }),
    fields: [{ path: 'openingHours.hasOpeningHoursRegular', message: RULE_MESSAGES.yesNo }],
  },
  {
    name: 'a hot-and-cold kitchen with a cold-only one',
    slug: 'vinar',
    payload: sentWith('vinar', (w) => {
      Object.assign(first(w, 'kitchen'), { hasKitchenHotAndCold: true, hasKitchenColdOnly: true });
    }),
    fields: [
      { path: 'kitchen.0.hasKitchenColdOnly', message: RULE_MESSAGES.kitchenConflict },
      { path: 'kitchen.0.hasKitchenHotAndCold', message: RULE_MESSAGES.kitchenConflict },
    ],
  },
];

describe('the request calls take the types of their schema only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const countRequests = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests'))[0]?.n ?? 0;
  const send = (slug: RequestFormSlug, payload: Json) => t.postJson<Answer>(REQUEST_FORM_KINDS[slug].savePath, payload);

  it.each(REFUSED.map((example) => [example.name, example] as const))(
    '%s → 400 naming the field, nothing stored',
    async (_name, example) => {
      const before = await countRequests();
      const { status, body } = await send(example.slug, example.payload);
      expect(status).toBe(400);
      expect(body.error).toBe('validation_failed');
      for (const field of example.fields) expect(body.fields).toContainEqual(field);
      expect(await countRequests()).toBe(before);
    },
  );

  it('takes what the form sends: booleans and numbers of the form strings, a kitchen of one kind', async () => {
    const { status, body } = await send(
      'vinar',
      sentWith('vinar', (w) => {
        expect(w.altitude).toBe(240);
        expect(first(w, 'kitchen')).toMatchObject({ hasKitchenColdOnly: true, hasKitchenHotAndCold: false });
      }),
    );
    expect(status, JSON.stringify(body)).toBe(200);
  });
});

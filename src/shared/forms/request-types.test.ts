import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, numberRangeMessage, RULE_MESSAGES } from './form-messages.ts';
import { coerceFormValues } from './form-values.ts';
import type { Kitchen } from './kitchen-choice.ts';
import { NUMBER_LIMITS } from './request-constants.ts';
import { VALID_REQUESTS } from './request-examples.ts';
import { REQUEST_FORM_KINDS, REQUEST_FORM_SLUGS, type RequestFormSlug } from './request-kinds.ts';
import { toRequestPayload } from './request-payload.ts';
import { issuePaths, messagesAt } from './request-test-utils.ts';
import { WINE_ENTITY_TYPE_IDS } from './request-constants.ts';

type Json = Record<string, unknown>;
type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };

/** What the client sends for the valid example of a form, as the server reads it from JSON. */
const sent = (slug: RequestFormSlug): Json =>
  JSON.parse(JSON.stringify(toRequestPayload(slug, VALID_REQUESTS[slug]))) as Json;
const callSchema = (slug: RequestFormSlug): z.ZodType => REQUEST_FORM_KINDS[slug].schema;

/** The dot path of every yes/no field of a call (list items as index 0, as the sent one-item sections have them). */
function yesNoPaths(schema: JsonSchema, at: string[] = []): string[][] {
  if (schema.type === 'boolean') return [at];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) => yesNoPaths(property, [...at, key])),
    ...(schema.items ? yesNoPaths(schema.items, [...at, '0']) : []),
    ...(schema.anyOf ?? []).flatMap((option) => yesNoPaths(option, at)),
  ];
  return nested;
}

function withValueAt(payload: Json, path: string[], value: unknown): Json {
  const copy = structuredClone(payload);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) ?? ''] = value;
  return copy;
}

describe('what the request calls take: booleans, numbers, objects and lists of their own type only', () => {
  it.each(REQUEST_FORM_SLUGS)('every yes/no field of the %s call refuses anything but true and false', (slug) => {
    const payload = sent(slug);
    const paths = yesNoPaths(z.toJSONSchema(callSchema(slug), { io: 'input', unrepresentable: 'any' }) as JsonSchema)
      // Present in what the form sends (a list such as rooms may be empty).
      .filter((path) => path.reduce<unknown>((node, key) => (node as Json | undefined)?.[key], payload) !== undefined);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      for (const value of ['yes', 'true', 'on', 1, 0, null, {}, []]) {
        const result = callSchema(slug).safeParse(withValueAt(payload, path, value));
        expect(messagesAt(result, path.join('.')), `${path.join('.')} = ${JSON.stringify(value)}`).toEqual([
          RULE_MESSAGES.yesNo,
        ]);
      }
      // (true may break another rule, such as the kitchen's; it is still a yes/no.)
      for (const value of [true, false])
        expect(messagesAt(callSchema(slug).safeParse(withValueAt(payload, path, value)), path.join('.'))).not.toContain(
          RULE_MESSAGES.yesNo,
        );
    }
  });

  it('numbers are numbers, not numeric texts', () => {
    expect(messagesAt(callSchema('akce').safeParse({ ...sent('akce'), eventType: '1' }), 'eventType')).toEqual([
      RULE_MESSAGES.number,
    ]);
    expect(messagesAt(callSchema('vinar').safeParse({ ...sent('vinar'), altitude: '240' }), 'altitude')).toEqual([
      RULE_MESSAGES.number,
    ]);
    expect(
      messagesAt(
        callSchema('restaurace').safeParse({ ...sent('restaurace'), relatedEntities: ['1001'] }),
        'relatedEntities.0',
      ),
    ).toEqual([RULE_MESSAGES.number]);
    expect(messagesAt(callSchema('e-shop').safeParse({ ...sent('e-shop'), id: true }), 'id')).toEqual([
      RULE_MESSAGES.number,
    ]);
  });

  it('the altitude is a sane number of metres', () => {
    const { min, max } = NUMBER_LIMITS.altitude;
    const altitude = (value: unknown) =>
      messagesAt(callSchema('vinar').safeParse({ ...sent('vinar'), altitude: value }), 'altitude');
    for (const value of [1e300, -1, max + 1, -1e6])
      expect(altitude(value), String(value)).toEqual([numberRangeMessage(min, max)]);
    for (const value of [min, 115, 1603, max]) expect(altitude(value), String(value)).toEqual([]);
    const { altitude: _none, ...withoutAltitude } = sent('vinar');
    expect(issuePaths(callSchema('vinar').safeParse(withoutAltitude))).toEqual([]);
  });

  it('counts, amounts and ids stay within their bounds', () => {
    const wine = sent('vinar');
    const at = (path: string, value: unknown) =>
      messagesAt(callSchema('vinar').safeParse(withValueAt(wine, path.split('.'), value)), path);
    expect(at('properties.0.parkingCarPlaces', 1e12)).toEqual([numberRangeMessage(0, NUMBER_LIMITS.count)]);
    expect(at('productionInfo.0.vineyardsSize', 1e300)).toEqual([numberRangeMessage(0, NUMBER_LIMITS.amount)]);
    expect(at('rooms.0.tablesCapacity', 2.5)).toEqual([RULE_MESSAGES.wholeNumber]);
    expect(at('relatedEntities.0', 2 ** 31)).toEqual([RULE_MESSAGES.choice]);
    expect(messagesAt(callSchema('akce').safeParse({ ...sent('akce'), eventType: 2 ** 31 }), 'eventType')).toEqual([
      RULE_MESSAGES.choice,
    ]);
  });

  it('the opening hours are the opening-hours object (one item of the wine entity)', () => {
    for (const openingHours of ['x', 5, null, [], [sent('restaurace').openingHours]]) {
      expect(
        issuePaths(callSchema('restaurace').safeParse({ ...sent('restaurace'), openingHours })),
        JSON.stringify(openingHours),
      ).toEqual([expect.stringMatching(/^openingHours: /)]);
    }
    const hours = (sent('vinar').openingHours as Json[])[0];
    expect(
      messagesAt(callSchema('vinar').safeParse({ ...sent('vinar'), openingHours: hours }), 'openingHours'),
    ).toEqual([MESSAGES.required]);
    expect(
      messagesAt(
        callSchema('vinar').safeParse({ ...sent('vinar'), openingHours: [{ ...hours, summer: 'celý týden' }] }),
        'openingHours.0.summer',
      ),
    ).toHaveLength(1);
    expect(
      messagesAt(
        callSchema('vinar').safeParse({ ...sent('vinar'), openingHours: [{ ...hours, summerMonthFrom: 13 }] }),
        'openingHours.0.summerMonthFrom',
      ),
    ).toEqual([RULE_MESSAGES.month]);
  });

  it('texts are texts', () => {
    expect(messagesAt(callSchema('restaurace').safeParse({ ...sent('restaurace'), title: 5 }), 'title')).toHaveLength(
      1,
    );
    expect(
      messagesAt(callSchema('restaurace').safeParse({ ...sent('restaurace'), web: ['https://www.urevy.cz'] }), 'web'),
    ).toHaveLength(1);
  });
});

describe('the kitchen options the form keeps apart are refused together', () => {
  const none: Kitchen = {
    hasKitchenHotAndCold: false,
    hasKitchenHotAndColdOnOrder: false,
    hasKitchenColdOnly: false,
    hasKitchenColdOnOrder: false,
    hasCatering: false,
  };
  const withKitchen = (ticked: Partial<Kitchen>, types = [WINE_ENTITY_TYPE_IDS.winemaker]) =>
    callSchema('vinar').safeParse({ ...sent('vinar'), wineEntityTypes: types, kitchen: [{ ...none, ...ticked }] });
  const conflicts = (result: ReturnType<typeof withKitchen>) =>
    issuePaths(result)
      .filter((line) => line.endsWith(RULE_MESSAGES.kitchenConflict))
      .map((line) => line.split(':')[0])
      .sort();

  it('hot-and-cold with cold-only, or with the cold on-order box; cold-only with the hot-and-cold on-order box', () => {
    expect(conflicts(withKitchen({ hasKitchenHotAndCold: true, hasKitchenColdOnly: true }))).toEqual([
      'kitchen.0.hasKitchenColdOnly',
      'kitchen.0.hasKitchenHotAndCold',
    ]);
    expect(conflicts(withKitchen({ hasKitchenHotAndCold: true, hasKitchenColdOnOrder: true }))).toEqual([
      'kitchen.0.hasKitchenColdOnOrder',
    ]);
    expect(conflicts(withKitchen({ hasKitchenColdOnly: true, hasKitchenHotAndColdOnOrder: true }))).toEqual([
      'kitchen.0.hasKitchenHotAndColdOnOrder',
    ]);
  });

  it('each kind with its own on-order box and catering, or both on-order boxes alone, are fine', () => {
    for (const ticked of [
      { hasKitchenHotAndCold: true, hasKitchenHotAndColdOnOrder: true, hasCatering: true },
      { hasKitchenColdOnly: true, hasKitchenColdOnOrder: true },
      { hasKitchenHotAndColdOnOrder: true, hasKitchenColdOnOrder: true },
    ])
      expect(issuePaths(withKitchen(ticked)), JSON.stringify(ticked)).toEqual([]);
  });

  it('a kitchen the form hides (a cellar has none) is not checked, as the form does not check it', () => {
    expect(
      issuePaths(withKitchen({ hasKitchenHotAndCold: true, hasKitchenColdOnly: true }, [WINE_ENTITY_TYPE_IDS.cellar])),
    ).toEqual([]);
  });

  it('the form refuses the same, by the same rule', () => {
    const form = structuredClone(VALID_REQUESTS.vinar);
    form.kitchen = [{ ...none, hasKitchenHotAndCold: 'on', hasKitchenColdOnly: true }];
    expect(messagesAt(REQUEST_FORM_KINDS.vinar.formSchema.safeParse(form), 'kitchen.0.hasKitchenColdOnly')).toEqual([
      RULE_MESSAGES.kitchenConflict,
    ]);
  });
});

describe("the client's coercion of the form values", () => {
  it('turns boxes into booleans and numeric texts into numbers, so the call takes what the form holds', () => {
    const coerced = coerceFormValues(REQUEST_FORM_KINDS.akce.schema, {
      ...VALID_REQUESTS.akce,
      isTopEvent: 'on',
      isPinkEvent: '0',
      eventType: '1',
      winemakers: ['7', 8],
    }) as Json;
    expect(coerced).toMatchObject({ isTopEvent: true, isPinkEvent: false, eventType: 1, winemakers: [7, 8] });
    for (const slug of REQUEST_FORM_SLUGS) {
      expect(issuePaths(REQUEST_FORM_KINDS[slug].formSchema.safeParse(VALID_REQUESTS[slug])), slug).toEqual([]);
      expect(issuePaths(callSchema(slug).safeParse(sent(slug))), slug).toEqual([]);
    }
  });

  it('leaves what it cannot read for the schema to refuse, and keeps a missing box to its default', () => {
    expect(
      messagesAt(
        REQUEST_FORM_KINDS.vinar.formSchema.safeParse({ ...VALID_REQUESTS.vinar, altitude: 'dvě stě' }),
        'altitude',
      ),
    ).toEqual([RULE_MESSAGES.number]);
    const { hasCardPayment: _omitted, ...withoutCard } = VALID_REQUESTS['e-shop'];
    expect(toRequestPayload('e-shop', withoutCard).hasCardPayment).toBe(true);
  });

  it('reads the wine subregion select: a number, "none", or not chosen', () => {
    const subregion = (wineSubregion: unknown) =>
      (
        coerceFormValues(REQUEST_FORM_KINDS.vinar.schema, { address: [{ wineSubregion }] }) as {
          address: { wineSubregion?: unknown }[];
        }
      ).address[0]?.wineSubregion;
    expect(subregion('3')).toBe(3);
    expect(subregion('none')).toBe('none');
    expect(subregion('')).toBeNull();
    expect(subregion(null)).toBeNull();
    expect(subregion(undefined)).toBeUndefined();
  });
});

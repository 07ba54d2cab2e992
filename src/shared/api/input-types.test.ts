import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDefinition } from './define-call.ts';
import { allCalls } from './registry.ts';

type Property = { type?: string; anyOf?: Property[] };

/** The top-level fields of a call's input whose JSON Schema type is one of `types` (alone or among options), and whether null is one. */
function fieldsOfType(call: CallDefinition, types: readonly string[]): { field: string; nullable: boolean }[] {
  const schema = z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Property>;
  };
  const typeOf = (property: Property): string[] =>
    property.type ? [property.type] : (property.anyOf ?? []).flatMap(typeOf);
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => typeOf(property).some((type) => types.includes(type)))
    .map(([field, property]) => ({ field, nullable: typeOf(property).includes('null') }));
}

const refusesAt = (call: CallDefinition, field: string, value: unknown): boolean => {
  const result = call.input.safeParse({ [field]: value });
  return !result.success && result.error.issues.some((issue) => issue.path[0] === field);
};

const jsonCalls = allCalls.filter((call) => call.encoding === 'json');
const withFields = (types: readonly string[]) =>
  jsonCalls.flatMap((call) =>
    fieldsOfType(call, types).map(
      ({ field, nullable }) => [`${call.method} ${call.path} ${field}`, call, field, nullable] as const,
    ),
  );

describe('the JSON calls take the JSON type of each field', () => {
  it.each(withFields(['boolean']))('%s: a yes/no is true or false, never "true", "1" or 1', (_name, call, field) => {
    for (const value of ['true', '1', 'on', 1, []])
      expect(refusesAt(call, field, value), JSON.stringify(value)).toBe(true);
    expect(refusesAt(call, field, true)).toBe(false);
  });

  it.each(withFields(['integer', 'number']))(
    '%s: a number is never read from true, null (unless it means none) or a list',
    (_name, call, field, nullable) => {
      for (const value of [true, false, [], [5], {}, ...(nullable ? [] : [null])])
        expect(refusesAt(call, field, value), JSON.stringify(value)).toBe(true);
    },
  );
});

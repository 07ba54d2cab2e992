import { z } from 'zod';
import { type BooleanInput, type NumericInput, toBoolean, toNumber } from './form-rules.ts';

/**
 * What a request form holds for a value of type T: text inputs and selects hand over numbers as text ('' when empty),
 * and a box or an older draft may hold '1', 'on' or 'true' for yes.
 */
export type FormValues<T> = T extends boolean
  ? BooleanInput
  : T extends number
    ? NumericInput
    : T extends readonly (infer Item)[]
      ? FormValues<Item>[]
      : T extends object
        ? { [K in keyof T]: FormValues<T[K]> }
        : T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBooleanInput = (value: unknown): value is BooleanInput =>
  value === null || ['boolean', 'string', 'number'].includes(typeof value);
const isNumericInput = (value: unknown): value is NumericInput =>
  value === null || value === undefined || ['string', 'number'].includes(typeof value);

function coerceUnion(options: readonly z.core.$ZodType[], value: unknown): unknown {
  if (options.some((option) => z.safeParse(option, value).success)) return value;
  for (const option of options) {
    const coerced = coerceFormValues(option, value);
    if (z.safeParse(option, coerced).success) return coerced;
  }
  return value === '' || value === null ? undefined : value;
}

/**
 * The client's half of "booleans are coerced on send" (spec 02 §3): form values turned into the types the request
 * schema takes, led by the schema itself. Ticked boxes become true and the rest false, numeric texts become numbers, an
 * empty input becomes no value (null where the schema takes null), keys the schema does not know are left out; what
 * cannot be read is left as it is, for the schema to refuse. The server takes only the coerced types.
 */
export function coerceFormValues(schema: z.core.$ZodType, value: unknown): unknown {
  if (schema instanceof z.ZodBoolean) return value !== undefined && isBooleanInput(value) ? toBoolean(value) : value;
  if (schema instanceof z.ZodNumber) return isNumericInput(value) ? toNumber(value) : value;
  if (schema instanceof z.ZodObject) {
    if (!isRecord(value)) return value;
    const known = Object.entries(schema.shape).filter(([key]) => Object.hasOwn(value, key));
    return Object.fromEntries(known.map(([key, field]) => [key, coerceFormValues(field, value[key])]));
  }
  if (schema instanceof z.ZodArray)
    return Array.isArray(value) ? value.map((item) => coerceFormValues(schema.element, item)) : value;
  if (schema instanceof z.ZodNullable) {
    const inner = coerceFormValues(schema.unwrap(), value);
    return inner === undefined && (value === '' || value === null) ? null : inner;
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault)
    return coerceFormValues(schema.unwrap(), value);
  if (schema instanceof z.ZodPipe)
    return coerceFormValues(schema.in instanceof z.ZodTransform ? schema.out : schema.in, value);
  if (schema instanceof z.ZodUnion) return coerceUnion(schema.options, value);
  return value;
}

/** The schema a request form validates its values with: the client's coercion, then the request schema the server uses. */
export const formSchemaOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((values) => coerceFormValues(schema, values), schema);

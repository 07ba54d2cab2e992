import { z } from 'zod';
import { stripHtml } from '../domain/textarea-text.ts';
import { MAX_RECORD_ID } from '../constants/records.ts';
import { MESSAGES, numberRangeMessage, RULE_MESSAGES, tooLongMessage } from './form-messages.ts';
import { NUMBER_LIMITS } from './request-constants.ts';

/** Spec 02 §9: the default dial code; wine-entity phones are stored up to 16 characters (§5). */
export const DEFAULT_DIAL_CODE = '+420';
export const PHONE_MAX_LENGTH = 16;

/** What a form input may hand over for a number: selects and text inputs give strings, '' meaning empty. */
export type NumericInput = number | string | null | undefined;
/** What a checkbox or a stored value may hand over for a yes/no. */
export type BooleanInput = boolean | string | number | null | undefined;

const NUMERIC_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/** '' / null / undefined are empty; a numeric string (Czech decimal comma too) is its number; anything else is left for the schema to refuse. */
export function toNumber(value: NumericInput): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return NUMERIC_TEXT.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

export function toBoolean(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1 || value === 'on';
}

const required_ = { error: MESSAGES.required } as const;
const notANumber = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? MESSAGES.required : RULE_MESSAGES.number),
};

export const required = (max = 2000) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, required_)
    .max(max, { error: tooLongMessage(max) });
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(max) })
    .default('');
/** Multi-line texts lose their HTML tags before they are measured (spec 02 §5 Textarea). */
export const requiredTextarea = (max = 2000) =>
  z
    .string({ error: MESSAGES.required })
    .overwrite(stripHtml)
    .trim()
    .min(1, required_)
    .max(max, { error: tooLongMessage(max) });
export const optionalTextarea = (max = 2000) =>
  z
    .string()
    .overwrite(stripHtml)
    .trim()
    .max(max, { error: tooLongMessage(max) })
    .default('');

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');
/** Exactly 9 digits; the digits may be typed grouped 3-3-3. */
export const phone = z
  .string()
  .overwrite(withoutSpaces)
  .regex(/^\d{9}$/, { error: MESSAGES.phone });
export const optionalPhone = z
  .string()
  .overwrite(withoutSpaces)
  .regex(/^(?:\d{9})?$/, { error: MESSAGES.phone })
  .default('');
export const dialCode = z
  .string()
  .trim()
  .max(6, { error: tooLongMessage(6) })
  .default(DEFAULT_DIAL_CODE);

const emailFormat = z.email({ error: MESSAGES.email });
export const isEmail = (value: string): boolean => emailFormat.safeParse(value).success;
export const email = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, required_)
  .max(254, { error: MESSAGES.email })
  .pipe(emailFormat);
export const optionalEmail = z
  .string()
  .trim()
  .max(254, { error: MESSAGES.email })
  .refine((v) => v === '' || isEmail(v), { error: MESSAGES.email })
  .default('');

/** Only web addresses with a host: 'vino' or 'javascript:…' are not addresses a visitor can open. */
const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: MESSAGES.url });
export const isHttpUrl = (value: string): boolean => httpUrl.safeParse(value).success;
export const url = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, required_)
  .max(2000, { error: MESSAGES.url })
  .pipe(httpUrl);
export const optionalUrl = z
  .string()
  .trim()
  .max(2000, { error: MESSAGES.url })
  .refine((v) => v === '' || isHttpUrl(v), { error: MESSAGES.url })
  .default('');

export const zip = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, required_)
  .regex(/^(?:\d{3} ?\d{2})?$/, { error: MESSAGES.zip });
export const date = z.iso.date({ error: MESSAGES.date });
export const isIsoDate = (value: unknown): value is string => date.safeParse(value).success;
/** A yes/no box: true or false and nothing else; the client turns its form values into booleans first (form-values.ts). */
export const yesNo = z.boolean({ error: RULE_MESSAGES.yesNo });

const wholeNumber = { error: RULE_MESSAGES.wholeNumber } as const;
const notNegative = { error: RULE_MESSAGES.notNegative } as const;
const choice = { error: RULE_MESSAGES.choice } as const;
const upTo = (max: number) => ({ error: numberRangeMessage(0, max) });
const aNumber = () => z.number(notANumber);

const count = aNumber().int(wholeNumber).min(0, notNegative).max(NUMBER_LIMITS.count, upTo(NUMBER_LIMITS.count));
/** Empty, or a whole number of 0 and more (capacities, parking places, participants). */
export const optionalCount = count.optional();
export const requiredCount = count;
/** Empty, or any number of 0 and more (prices, sizes). */
export const optionalAmount = aNumber()
  .min(0, notNegative)
  .max(NUMBER_LIMITS.amount, upTo(NUMBER_LIMITS.amount))
  .optional();
/** Empty, or a number within its bounds. */
export const optionalNumberWithin = ({ min, max }: { min: number; max: number }) => {
  const within = { error: numberRangeMessage(min, max) };
  return aNumber().min(min, within).max(max, within).optional();
};
const id = aNumber().int(wholeNumber).positive(choice).max(MAX_RECORD_ID, choice);
/** An id chosen in a select. */
export const requiredId = id;
/** No choice is absent or null (as the current record of an edit holds it); it reads as absent. */
export const optionalId = id.nullish().transform((value) => value ?? undefined);
export const idList = (max: number) => z.array(id).max(max).default([]);
const monthChoice = { error: RULE_MESSAGES.month } as const;
export const month = aNumber().int(monthChoice).min(1, monthChoice).max(12, monthChoice).optional();
/** 0 means a new record; any other id edits that record (spec 02 §2). */
export const recordId = aNumber()
  .int(wholeNumber)
  .min(0, notNegative)
  .max(MAX_RECORD_ID, upTo(MAX_RECORD_ID))
  .default(0);

export const location = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .nullable()
  .default(null);

/** A one-item section of the wine-entity form (address[0], contacts[0], …). */
export const oneItem = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: MESSAGES.required }).length(1, { error: MESSAGES.required });

/** Cross-field rules still run when a field already failed, so the form and the 400 answer name every problem at once. */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const addIssue = (ctx: z.RefinementCtx, path: (string | number)[], message: string): void => {
  ctx.addIssue({ code: 'custom', path, message });
};

/** Opening-hour choices: half-hour steps from 00:30 to 23:00, plus the empty choice. */
export const OPENING_HOUR_CHOICES = [
  '',
  ...Array.from({ length: 46 }, (_, i) => {
    const m = (i + 1) * 30;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${m % 60 === 0 ? '00' : '30'}`;
  }),
];
export const openingHour = z
  .enum(OPENING_HOUR_CHOICES as [string, ...string[]], { error: RULE_MESSAGES.hourChoice })
  .default('');

import { z } from 'zod';
import { MESSAGES } from './form-messages.ts';

export const DEFAULT_DIAL_CODE = '+420';
export const required = (max = 2000) => z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).max(max);
export const optionalText = (max = 2000) => z.string().trim().max(max).optional().or(z.literal(''));
export const phone = z.string().regex(/^\d{9}$/, { error: MESSAGES.phone });
export const email = z.email({ error: MESSAGES.email });
export const url = z.url({ error: MESSAGES.url });
export const zip = z.string().regex(/^\d{3} ?\d{2}$/, { error: MESSAGES.zip });
export const date = z.iso.date({ error: MESSAGES.date });
export const coercedBoolean = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on', z.boolean());
/** Opening-hour choices: half-hour steps from 00:30 to 23:00, plus the empty choice. */
export const OPENING_HOUR_CHOICES = ['', ...Array.from({ length: 46 }, (_, i) => { const m = (i + 1) * 30; return `${String(Math.floor(m / 60)).padStart(2, '0')}:${m % 60 === 0 ? '00' : '30'}`; })];
export const openingHour = z.enum(OPENING_HOUR_CHOICES as [string, ...string[]]);

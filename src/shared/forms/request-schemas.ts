import { z } from 'zod';
import { MESSAGES } from './form-messages.ts';
import { coercedBoolean, date, email, optionalText, phone, required, url, zip } from './form-rules.ts';

/** Spec 02 §3/§5: the event request. */
export const eventRequestSchema = z.object({
  id: z.number().int().min(0).default(0), eventType: z.number({ error: MESSAGES.required }).int().positive(), title: required(60), subtitle: optionalText(200),
  perex: required(300), text: optionalText(2000), url: url.optional().or(z.literal('')), dateFrom: date, dateTo: date, city: optionalText(100),
  placeDescription: required(2000), connectedTo: z.enum(['Lokalita', 'Obec', 'Vinař']).optional(), municipality: z.number().int().positive().optional(),
  jmkMunicipality: z.number().int().positive().optional(), location: z.object({ latitude: z.number(), longitude: z.number() }).optional(), winemaker: z.number().int().positive().optional(),
  isSouthMoravianRegionEvent: coercedBoolean.default(false), entryFee: optionalText(100), isSaintMartinEvent: coercedBoolean.default(false), isPinkEvent: coercedBoolean.default(false),
  isTopEvent: coercedBoolean.default(false), winemakers: z.array(z.number().int().positive()).max(500).default([]), gallery: z.array(z.string()).max(50).default([]), documents: z.array(z.string()).max(20).default([]),
  contacts: z.object({ contactPerson: required(100), dialCode1: z.string().max(6).optional(), phone1: phone.optional().or(z.literal('')), dialCode2: z.string().max(6).optional(), phone2: phone.optional().or(z.literal('')), email: email.optional().or(z.literal('')) }),
  authorityEmail: email, authorityPhone: required(16),
}).superRefine((e, ctx) => {
  if (e.dateTo < e.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: MESSAGES.dateOrder });
  if (e.isSouthMoravianRegionEvent ? !e.jmkMunicipality : !e.city) ctx.addIssue({ code: 'custom', path: [e.isSouthMoravianRegionEvent ? 'jmkMunicipality' : 'city'], message: MESSAGES.required });
  if (!e.contacts.phone1 && !e.contacts.email) {
    ctx.addIssue({ code: 'custom', path: ['contacts', 'phone1'], message: MESSAGES.phoneRequiredAlt });
    ctx.addIssue({ code: 'custom', path: ['contacts', 'email'], message: MESSAGES.emailRequiredAlt });
  }
  if (e.contacts.phone1 && !e.contacts.dialCode1) ctx.addIssue({ code: 'custom', path: ['contacts', 'dialCode1'], message: MESSAGES.required });
  if (e.contacts.phone2 && !e.contacts.dialCode2) ctx.addIssue({ code: 'custom', path: ['contacts', 'dialCode2'], message: MESSAGES.required });
  const needs = { Lokalita: 'location', Obec: 'municipality', Vinař: 'winemaker' } as const;
  if (e.connectedTo && e[needs[e.connectedTo]] === undefined) ctx.addIssue({ code: 'custom', path: [needs[e.connectedTo]], message: MESSAGES.required });
});

/** Spec 02 §3/§5: the e-shop request. */
export const eshopRequestSchema = z.object({
  id: z.number().int().min(0).default(0), title: required(200), operator: required(200), url, hasCardPayment: coercedBoolean.default(true),
  description: optionalText(2000), logo: z.string().optional(), image: z.string().optional(), authorityEmail: email, authorityPhone: required(16),
});

const weekday = z.object({ from: z.string().max(5).optional(), to: z.string().max(5).optional() });
const openingHours = z.object({
  hasOpeningHoursRegular: coercedBoolean.default(false), hasSummerWinterDifferent: coercedBoolean.default(false),
  summerMonthFrom: z.number().int().min(1).max(12).optional(), summerMonthTo: z.number().int().min(1).max(12).optional(),
  winterMonthFrom: z.number().int().min(1).max(12).optional(), winterMonthTo: z.number().int().min(1).max(12).optional(),
  summer: z.record(z.string(), weekday).default({}), winter: z.record(z.string(), weekday).default({}),
});
const optionalUrl = url.optional().or(z.literal(''));

/** Spec 02 §3/§5: the restaurant request. */
export const restaurantRequestSchema = z.object({
  id: z.number().int().min(0).default(0), title: required(200), description: required(2000), streetWithNumber: required(200), city: required(100), zip,
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(), contactPerson: required(100), phone: required(16), email: email.optional().or(z.literal('')),
  web: optionalUrl, facebook: optionalUrl, instagram: optionalUrl, openingHours: openingHours.optional(), offerSaintMartinsWine: coercedBoolean.default(false),
  offerSaintMartinsMenu: coercedBoolean.default(false), hasCardPayment: coercedBoolean.default(false), isDisabledFriendly: coercedBoolean.default(false),
  hasServingWindow: coercedBoolean.default(false), offerDelivery: coercedBoolean.default(false), deliveryUrl: optionalUrl, image: z.string().optional(),
  gallery: z.array(z.string()).max(50).default([]), authorityName: required(100), authorityEmail: email, authorityPhone: required(16),
  relatedEntities: z.array(z.number().int().positive()).max(100).default([]), languageCompetences: z.array(z.number().int().positive()).max(20).default([]),
});

const address = z.object({ wineSubregion: z.number().int().positive().nullable().optional(), city: optionalText(100), municipality: z.number().int().positive().optional(), street: required(100), houseNumber: z.string().max(10).optional(), zip: z.string().min(1, { error: MESSAGES.required }).max(6), location: z.object({ latitude: z.number(), longitude: z.number() }).optional() });

/** Spec 02 §3/§5: the wine entity request with its nested sections (each [0] section is a one-item list). */
export const wineEntityRequestSchema = z.object({
  id: z.number().int().min(0).default(0), title: required(200), perex: optionalText(550), perexEn: optionalText(700), description: optionalText(5000),
  wineEntityTypes: z.array(z.number().int().positive()).min(1, { error: MESSAGES.required }), whiteWineVarieties: z.array(z.number().int()).default([]), redWineVarieties: z.array(z.number().int()).default([]),
  hasEshop: coercedBoolean.default(false), eshopUrl: optionalUrl, address: z.array(address).length(1),
  contacts: z.array(z.object({ phoneShop: z.string().min(1, { error: MESSAGES.required }).max(16), phoneShopAlt: z.string().max(16).optional(), phoneCompany: z.string().max(16).optional(), email, url: optionalUrl })).length(1),
  authority: z.array(z.object({ firstName: required(100), lastName: required(100), cityOrg: required(200), phone: z.string().min(1, { error: MESSAGES.required }).max(16), email })).length(1),
  touristPrograms: z.array(z.object({ title: required(200), description: required(2000) }).passthrough()).max(50).default([]),
  rooms: z.array(z.object({ title: required(200), tablesCapacity: z.number({ error: MESSAGES.required }).int().min(0) }).passthrough()).max(50).default([]),
}).passthrough().superRefine((w, ctx) => {
  const [a] = w.address;
  if (a && (a.wineSubregion === null || a.wineSubregion === undefined) && !a.city) ctx.addIssue({ code: 'custom', path: ['address', 0, 'city'], message: MESSAGES.required });
  if (a?.wineSubregion && !a.municipality) ctx.addIssue({ code: 'custom', path: ['address', 0, 'municipality'], message: MESSAGES.required });
});

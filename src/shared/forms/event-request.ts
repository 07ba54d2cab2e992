import { z } from 'zod';
import { MESSAGES } from './form-messages.ts';
import {
  addIssue,
  date,
  isIsoDate,
  DEFAULT_DIAL_CODE,
  dialCode,
  email,
  evenWithFieldErrors,
  idList,
  location,
  optionalEmail,
  optionalId,
  optionalPhone,
  optionalText,
  optionalTextarea,
  optionalUrl,
  PHONE_MAX_LENGTH,
  recordId,
  required,
  requiredId,
  requiredTextarea,
  yesNo,
} from './form-rules.ts';
import { formSchemaOf, type FormValues } from './form-values.ts';
import { openCellarsProblems } from './open-cellars.ts';
import { EVENT_CONNECTIONS, EVENT_LIMITS, REQUEST_LIST_LIMITS, TEXT_LIMITS } from './request-constants.ts';
import { documentUploads, galleryUploads, singleUpload } from './upload-ref.ts';

/** The event's public contact; phone1 and phone2 are the 9-digit numbers of spec 02 §5. */
const eventContacts = z
  .object({
    contactPerson: required(TEXT_LIMITS.name),
    dialCode1: dialCode,
    phone1: optionalPhone,
    dialCode2: dialCode,
    phone2: optionalPhone,
    email: optionalEmail,
  })
  .superRefine((contacts, ctx) => {
    if (!contacts.phone1 && !contacts.email) {
      addIssue(ctx, ['phone1'], MESSAGES.phoneRequiredAlt);
      addIssue(ctx, ['email'], MESSAGES.emailRequiredAlt);
    }
    if (contacts.phone1 && !contacts.dialCode1) addIssue(ctx, ['dialCode1'], MESSAGES.required);
    if (contacts.phone2 && !contacts.dialCode2) addIssue(ctx, ['dialCode2'], MESSAGES.required);
  }, evenWithFieldErrors);

/** The field a connection needs (spec 02 §5): a place on the map, a municipality, or a winemaker. */
const CONNECTION_NEEDS = { Lokalita: 'location', Obec: 'municipality', Vinař: 'winemaker' } as const;

/** Spec 02 §3/§5: the event request. */
export const eventRequestSchema = z
  .object({
    id: recordId,
    eventType: requiredId,
    title: required(EVENT_LIMITS.title),
    subtitle: optionalText(TEXT_LIMITS.line),
    perex: requiredTextarea(EVENT_LIMITS.perex),
    text: optionalTextarea(EVENT_LIMITS.text),
    url: optionalUrl,
    dateFrom: date,
    dateTo: date,
    image: singleUpload,
    city: optionalText(TEXT_LIMITS.name),
    placeDescription: requiredTextarea(TEXT_LIMITS.long),
    connectedTo: z.enum(EVENT_CONNECTIONS, { error: MESSAGES.required }).or(z.literal('')).default(''),
    municipality: optionalId,
    jmkMunicipality: optionalId,
    location,
    winemaker: optionalId,
    isSouthMoravianRegionEvent: yesNo.default(false),
    entryFee: optionalText(TEXT_LIMITS.line),
    isSaintMartinEvent: yesNo.default(false),
    isPinkEvent: yesNo.default(false),
    isTopEvent: yesNo.default(false),
    winemakers: idList(REQUEST_LIST_LIMITS.ids),
    gallery: galleryUploads,
    documents: documentUploads,
    contacts: eventContacts,
    authorityEmail: email,
    authorityPhone: required(PHONE_MAX_LENGTH),
  })
  .superRefine((event, ctx) => {
    if (isIsoDate(event.dateFrom) && isIsoDate(event.dateTo) && event.dateTo < event.dateFrom)
      addIssue(ctx, ['dateTo'], MESSAGES.dateOrder);
    if (event.isSouthMoravianRegionEvent) {
      if (event.jmkMunicipality === undefined) addIssue(ctx, ['jmkMunicipality'], MESSAGES.required);
    } else if (!event.city) addIssue(ctx, ['city'], MESSAGES.required);
    const needed = event.connectedTo ? CONNECTION_NEEDS[event.connectedTo] : undefined;
    if (needed && (event[needed] === undefined || event[needed] === null)) addIssue(ctx, [needed], MESSAGES.required);
    for (const problem of openCellarsProblems(event)) addIssue(ctx, [problem.path], problem.message);
  }, evenWithFieldErrors);

/** The event request form validates its values (text from inputs allowed) with this. */
export const eventRequestFormSchema = formSchemaOf(eventRequestSchema);
export type EventRequestInput = FormValues<z.input<typeof eventRequestSchema>>;
export type EventRequest = z.output<typeof eventRequestSchema>;

export function emptyEventRequest(): EventRequestInput {
  return {
    id: 0,
    eventType: '',
    title: '',
    subtitle: '',
    perex: '',
    text: '',
    url: '',
    dateFrom: '',
    dateTo: '',
    image: null,
    city: '',
    placeDescription: '',
    connectedTo: '',
    municipality: '',
    jmkMunicipality: '',
    location: null,
    winemaker: '',
    isSouthMoravianRegionEvent: false,
    entryFee: '',
    isSaintMartinEvent: false,
    isPinkEvent: false,
    isTopEvent: false,
    winemakers: [],
    gallery: [],
    documents: [],
    contacts: {
      contactPerson: '',
      dialCode1: DEFAULT_DIAL_CODE,
      phone1: '',
      dialCode2: DEFAULT_DIAL_CODE,
      phone2: '',
      email: '',
    },
    authorityEmail: '',
    authorityPhone: '',
  };
}

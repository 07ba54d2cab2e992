import { z } from 'zod';
import { MESSAGES } from './form-messages.ts';
import {
  addIssue,
  email,
  evenWithFieldErrors,
  idList,
  isHttpUrl,
  location,
  optionalEmail,
  optionalText,
  optionalUrl,
  PHONE_MAX_LENGTH,
  recordId,
  required,
  requiredTextarea,
  toBoolean,
  yesNo,
  zip,
} from './form-rules.ts';
import { formSchemaOf, type FormValues } from './form-values.ts';
import { emptyOpeningHours, openingHoursSections, openingHoursSchema } from './opening-hours.ts';
import { REQUEST_LIST_LIMITS, TEXT_LIMITS } from './request-constants.ts';
import { galleryUploads, singleUpload } from './upload-ref.ts';

/** Spec 02 §3/§5: the restaurant request; its opening hours are one entry. */
export const restaurantRequestSchema = z
  .object({
    id: recordId,
    title: required(TEXT_LIMITS.line),
    description: requiredTextarea(TEXT_LIMITS.long),
    streetWithNumber: required(TEXT_LIMITS.line),
    city: required(TEXT_LIMITS.name),
    zip,
    location,
    contactPerson: required(TEXT_LIMITS.name),
    phone: required(PHONE_MAX_LENGTH),
    email: optionalEmail,
    web: optionalUrl,
    facebook: optionalUrl,
    instagram: optionalUrl,
    openingHours: openingHoursSchema.prefault({}),
    offerSaintMartinsWine: yesNo.default(false),
    offerSaintMartinsMenu: yesNo.default(false),
    hasCardPayment: yesNo.default(false),
    isDisabledFriendly: yesNo.default(false),
    hasServingWindow: yesNo.default(false),
    offerDelivery: yesNo.default(false),
    // Checked below only when offerDelivery is ticked: a hidden field must not block the form.
    deliveryUrl: optionalText(TEXT_LIMITS.long),
    image: singleUpload,
    gallery: galleryUploads,
    authorityName: required(TEXT_LIMITS.name),
    authorityEmail: email,
    authorityPhone: required(PHONE_MAX_LENGTH),
    relatedEntities: idList(REQUEST_LIST_LIMITS.ids),
    languageCompetences: idList(REQUEST_LIST_LIMITS.ids),
  })
  .superRefine((restaurant, ctx) => {
    if (restaurantSections(restaurant).deliveryUrl && restaurant.deliveryUrl && !isHttpUrl(restaurant.deliveryUrl))
      addIssue(ctx, ['deliveryUrl'], MESSAGES.url);
  }, evenWithFieldErrors);

/** The restaurant request form validates its values (text from inputs allowed) with this. */
export const restaurantRequestFormSchema = formSchemaOf(restaurantRequestSchema);
export type RestaurantRequestInput = FormValues<z.input<typeof restaurantRequestSchema>>;
export type RestaurantRequest = z.output<typeof restaurantRequestSchema>;

/** Which parts of the restaurant form are shown (spec 02 §4). */
export function restaurantSections(values: {
  offerDelivery?: unknown;
  openingHours?: { hasOpeningHoursRegular?: unknown; hasSummerWinterDifferent?: unknown };
}) {
  const hours = openingHoursSections(values.openingHours);
  return { openingHours: hours.hours, seasons: hours.seasons, deliveryUrl: toBoolean(values.offerDelivery) };
}

export function emptyRestaurantRequest(): RestaurantRequestInput {
  return {
    id: 0,
    title: '',
    description: '',
    streetWithNumber: '',
    city: '',
    zip: '',
    location: null,
    contactPerson: '',
    phone: '',
    email: '',
    web: '',
    facebook: '',
    instagram: '',
    openingHours: emptyOpeningHours(),
    offerSaintMartinsWine: false,
    offerSaintMartinsMenu: false,
    hasCardPayment: false,
    isDisabledFriendly: false,
    hasServingWindow: false,
    offerDelivery: false,
    deliveryUrl: '',
    image: null,
    gallery: [],
    authorityName: '',
    authorityEmail: '',
    authorityPhone: '',
    relatedEntities: [],
    languageCompetences: [],
  };
}

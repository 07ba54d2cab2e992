import { z } from 'zod';
import { ACCOMMODATION_TYPES } from '../constants/places.ts';
import { MESSAGES, RULE_MESSAGES } from './form-messages.ts';
import {
  addIssue,
  email,
  evenWithFieldErrors,
  idList,
  isHttpUrl,
  oneItem,
  optionalAmount,
  optionalCount,
  optionalNumberWithin,
  optionalText,
  optionalTextarea,
  optionalUrl,
  PHONE_MAX_LENGTH,
  recordId,
  required,
  requiredCount,
  requiredId,
  requiredTextarea,
  yesNo,
} from './form-rules.ts';
import { formSchemaOf, type FormValues } from './form-values.ts';
import { kitchenConflicts } from './kitchen-choice.ts';
import { emptyOpeningHours, openingHoursSchema } from './opening-hours.ts';
import {
  NUMBER_LIMITS,
  REQUEST_LIST_LIMITS,
  TEXT_LIMITS,
  WINE_ENTITY_LIMITS,
  WINE_REQUEST_ITEM_TYPE_ID,
} from './request-constants.ts';
import { galleryUploads, singleUpload } from './upload-ref.ts';
import { checkWineAddress, emptyWineAddress, wineAddressFields } from './wine-address.ts';
import { wineEntitySections } from './wine-entity-sections.ts';

const flag = yesNo.default(false);

/**
 * Wine-entity phones keep what the submitter typed (a foreign number, an extension), so they follow the
 * spec's wine limit of 16 characters rather than the 9-digit rule of the event contact.
 */
const wineContacts = z.object({
  phoneShop: required(PHONE_MAX_LENGTH),
  phoneShopAlt: optionalText(PHONE_MAX_LENGTH),
  phoneCompany: optionalText(PHONE_MAX_LENGTH),
  email,
  url: optionalUrl,
});
const authority = z.object({
  firstName: required(TEXT_LIMITS.name),
  lastName: required(TEXT_LIMITS.name),
  cityOrg: required(TEXT_LIMITS.line),
  phone: required(PHONE_MAX_LENGTH),
  email,
});
const properties = z.object({
  hasWifi: flag,
  hasCardPayment: flag,
  isDisabledFriendly: flag,
  parkingCarPlaces: optionalCount,
  parkingBusPlaces: optionalCount,
  bicycleStoragePlaces: optionalCount,
});
const gustation = z.object({
  hasGustationRegular: flag,
  gustationRegularDays: optionalText(TEXT_LIMITS.line),
  hasGustationOnOrder: flag,
  hasOfferOfOwnWines: flag,
  hasOfferOfPurchasedWines: flag,
});
const touristProgram = z.object({
  title: required(TEXT_LIMITS.line),
  description: requiredTextarea(TEXT_LIMITS.long),
  participantsNumberMin: optionalCount,
  participantsNumberMax: optionalCount,
  priceWithMinimumParticipants: optionalAmount,
  priceWithMaximumParticipants: optionalAmount,
  languages: idList(50),
  additionalLanguages: optionalText(TEXT_LIMITS.line),
});
const cellarServices = z.object({
  hasRecordedMusic: flag,
  hasLiveMusicRegular: flag,
  hasLiveMusicOnOrder: flag,
  hasDancePerformancesRegular: flag,
  hasDancePerformancesOnOrder: flag,
});
const kitchen = z.object({
  hasKitchenHotAndCold: flag,
  hasKitchenHotAndColdOnOrder: flag,
  hasKitchenColdOnly: flag,
  hasKitchenColdOnOrder: flag,
  hasCatering: flag,
});
const room = z.object({
  title: required(TEXT_LIMITS.line),
  tablesCapacity: requiredCount,
  gustationCapacity: optionalCount,
});
const sanitaryInfo = z.object({
  hasSocialFacilitiesInTheBuilding: flag,
  hasSanitaryDisabledFriendly: flag,
  hasSocialFacilitiesNearTheBuilding: flag,
});
const accomodation = z.object({
  hasAccommodationInFacility: flag,
  accommodationType: z.enum(ACCOMMODATION_TYPES, { error: RULE_MESSAGES.choice }).or(z.literal('')).default(''),
  capacity: optionalCount,
  pricePerBed: optionalAmount,
  roomsCount: optionalCount,
  hasBreakfast: flag,
  hasLunch: flag,
  hasDinner: flag,
  description: optionalTextarea(TEXT_LIMITS.long),
});
const productionInfo = z.object({
  vineyardsSize: optionalAmount,
  annualProduction: optionalAmount,
  priceFrom: optionalAmount,
  priceTo: optionalAmount,
});

/** Whole hundredths: the vineyard size input steps by 0.01 ha. */
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Spec 02 §3/§5: the wine-entity request; each [0] section is a one-item list. */
export const wineEntityRequestSchema = z
  .object({
    id: recordId,
    title: required(TEXT_LIMITS.line),
    slug: optionalText(TEXT_LIMITS.line),
    perex: optionalTextarea(WINE_ENTITY_LIMITS.perex),
    perexEn: optionalTextarea(WINE_ENTITY_LIMITS.perexEn),
    description: optionalTextarea(5000),
    wineEntityTypes: z.array(requiredId).min(1, { error: MESSAGES.required }).max(10),
    wineCategories: idList(REQUEST_LIST_LIMITS.ids),
    whiteWineVarieties: idList(REQUEST_LIST_LIMITS.ids),
    redWineVarieties: idList(REQUEST_LIST_LIMITS.ids),
    // Filled by toRequestPayload on send (spec 02 §7); the form itself keeps the two colour lists.
    wineVarieties: idList(REQUEST_LIST_LIMITS.ids),
    itemType: z.literal(WINE_REQUEST_ITEM_TYPE_ID).optional(),
    assortmentSpecialities: optionalTextarea(TEXT_LIMITS.long),
    awards: optionalTextarea(TEXT_LIMITS.long),
    additionalOffer: optionalTextarea(TEXT_LIMITS.long),
    routeDescription: optionalTextarea(TEXT_LIMITS.long),
    altitude: optionalNumberWithin(NUMBER_LIMITS.altitude),
    hasEshop: flag,
    // Checked below only when hasEshop is ticked.
    eshopUrl: optionalText(TEXT_LIMITS.long),
    companyId: optionalText(TEXT_LIMITS.companyId),
    companyAddressDifferent: flag,
    hasProductionTour: flag,
    hasVineyardsVisit: flag,
    recommended: flag,
    relatedEntities: idList(REQUEST_LIST_LIMITS.ids),
    languageCompetences: idList(REQUEST_LIST_LIMITS.ids),
    gallery: galleryUploads,
    image: singleUpload,
    logo: singleUpload,
    address: oneItem(wineAddressFields),
    companyAddress: oneItem(wineAddressFields),
    contacts: oneItem(wineContacts),
    authority: oneItem(authority),
    openingHours: oneItem(openingHoursSchema),
    properties: oneItem(properties),
    gustation: oneItem(gustation),
    touristPrograms: z.array(touristProgram).max(REQUEST_LIST_LIMITS.touristPrograms).default([]),
    cellarServices: oneItem(cellarServices),
    kitchen: oneItem(kitchen),
    rooms: z.array(room).max(REQUEST_LIST_LIMITS.rooms).default([]),
    sanitaryInfo: oneItem(sanitaryInfo),
    accomodation: oneItem(accomodation),
    productionInfo: oneItem(productionInfo),
    certifiedWinemaker: flag,
    certifiedWineCellar: flag,
    certifiedWineshop: flag,
    certifiedWineBar: flag,
    certifiedAccomodation: flag,
    certifiedRestaurant: flag,
  })
  .superRefine((wine, ctx) => {
    const shown = wineEntitySections(wine);
    if (Array.isArray(wine.address)) checkWineAddress(wine.address[0], ctx, ['address', 0]);
    if (shown.companyAddress && Array.isArray(wine.companyAddress))
      checkWineAddress(wine.companyAddress[0], ctx, ['companyAddress', 0]);
    if (shown.eshopUrl && wine.eshopUrl && !isHttpUrl(wine.eshopUrl)) addIssue(ctx, ['eshopUrl'], MESSAGES.url);
    const production = Array.isArray(wine.productionInfo) ? wine.productionInfo[0] : undefined;
    if (shown.production && production) {
      const { vineyardsSize, annualProduction } = production;
      if (vineyardsSize === undefined) addIssue(ctx, ['productionInfo', 0, 'vineyardsSize'], MESSAGES.required);
      else if (Number.isFinite(vineyardsSize) && !hasAtMostTwoDecimals(vineyardsSize))
        addIssue(ctx, ['productionInfo', 0, 'vineyardsSize'], RULE_MESSAGES.twoDecimals);
      if (annualProduction === undefined) addIssue(ctx, ['productionInfo', 0, 'annualProduction'], MESSAGES.required);
    }
    const kitchen = Array.isArray(wine.kitchen) ? wine.kitchen[0] : undefined;
    if (shown.kitchen && kitchen)
      for (const field of kitchenConflicts(kitchen))
        addIssue(ctx, ['kitchen', 0, field], RULE_MESSAGES.kitchenConflict);
  }, evenWithFieldErrors);

/** The wine-entity request form validates its values (text from inputs allowed) with this. */
export const wineEntityRequestFormSchema = formSchemaOf(wineEntityRequestSchema);
export type WineEntityRequestInput = FormValues<z.input<typeof wineEntityRequestSchema>>;
export type WineEntityRequest = z.output<typeof wineEntityRequestSchema>;

export function emptyWineEntityRequest(): WineEntityRequestInput {
  return {
    id: 0,
    title: '',
    slug: '',
    perex: '',
    perexEn: '',
    description: '',
    wineEntityTypes: [],
    wineCategories: [],
    whiteWineVarieties: [],
    redWineVarieties: [],
    wineVarieties: [],
    assortmentSpecialities: '',
    awards: '',
    additionalOffer: '',
    routeDescription: '',
    altitude: '',
    hasEshop: false,
    eshopUrl: '',
    companyId: '',
    companyAddressDifferent: false,
    hasProductionTour: false,
    hasVineyardsVisit: false,
    recommended: false,
    relatedEntities: [],
    languageCompetences: [],
    gallery: [],
    image: null,
    logo: null,
    address: [emptyWineAddress()],
    companyAddress: [emptyWineAddress()],
    contacts: [{ phoneShop: '', phoneShopAlt: '', phoneCompany: '', email: '', url: '' }],
    authority: [{ firstName: '', lastName: '', cityOrg: '', phone: '', email: '' }],
    openingHours: [emptyOpeningHours()],
    properties: [
      {
        hasWifi: false,
        hasCardPayment: false,
        isDisabledFriendly: false,
        parkingCarPlaces: '',
        parkingBusPlaces: '',
        bicycleStoragePlaces: '',
      },
    ],
    gustation: [
      {
        hasGustationRegular: false,
        gustationRegularDays: '',
        hasGustationOnOrder: false,
        hasOfferOfOwnWines: false,
        hasOfferOfPurchasedWines: false,
      },
    ],
    touristPrograms: [],
    cellarServices: [
      {
        hasRecordedMusic: false,
        hasLiveMusicRegular: false,
        hasLiveMusicOnOrder: false,
        hasDancePerformancesRegular: false,
        hasDancePerformancesOnOrder: false,
      },
    ],
    kitchen: [
      {
        hasKitchenHotAndCold: false,
        hasKitchenHotAndColdOnOrder: false,
        hasKitchenColdOnly: false,
        hasKitchenColdOnOrder: false,
        hasCatering: false,
      },
    ],
    rooms: [],
    sanitaryInfo: [
      {
        hasSocialFacilitiesInTheBuilding: false,
        hasSanitaryDisabledFriendly: false,
        hasSocialFacilitiesNearTheBuilding: false,
      },
    ],
    accomodation: [
      {
        hasAccommodationInFacility: false,
        accommodationType: '',
        capacity: '',
        pricePerBed: '',
        roomsCount: '',
        hasBreakfast: false,
        hasLunch: false,
        hasDinner: false,
        description: '',
      },
    ],
    productionInfo: [{ vineyardsSize: '', annualProduction: '', priceFrom: '', priceTo: '' }],
    certifiedWinemaker: false,
    certifiedWineCellar: false,
    certifiedWineshop: false,
    certifiedWineBar: false,
    certifiedAccomodation: false,
    certifiedRestaurant: false,
  };
}

/** A new tourist program or room row (spec 02 §4: both lists can be added to and removed from). */
export const emptyTouristProgram = () => ({
  title: '',
  description: '',
  participantsNumberMin: '',
  participantsNumberMax: '',
  priceWithMinimumParticipants: '',
  priceWithMaximumParticipants: '',
  languages: [],
  additionalLanguages: '',
});
export const emptyRoom = () => ({ title: '', tablesCapacity: '', gustationCapacity: '' });

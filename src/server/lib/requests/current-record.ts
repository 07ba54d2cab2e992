import type { Image } from '../../../shared/api/common.ts';
import type { RequestKind } from '../../../shared/api/calls/review.ts';
import { CERTIFICATION_FLAGS } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { openingHoursToForm } from './opening-hours-form.ts';
import {
  asUuid,
  bool,
  czech,
  ids,
  imageRef,
  isRecord,
  list,
  location,
  obj,
  plainText,
  records,
  text,
  withoutNulls,
  type Json,
} from './payload-read.ts';
import { OUTSIDE_SUBREGIONS } from '../../../shared/forms/wine-address.ts';
import { idOf, WINE_CATEGORY_CODES, WINE_ENTITY_TYPE_CODES } from './request-codes.ts';

/**
 * The current catalogue record in its request form's fields (spec 02 §3): what an edit request starts from, and
 * what the review compares an edit with. Fields the catalogue does not keep are left out, so the form's defaults fill them.
 */
export async function currentRequestForm(
  db: Queryable,
  kind: RequestKind,
  recordId: number,
): Promise<Json | undefined> {
  switch (kind) {
    case 'event':
      return eventForm(db, recordId);
    case 'eshop':
      return eshopForm(db, recordId);
    case 'restaurant':
      return restaurantForm(db, recordId);
    case 'wine_entity':
      return wineEntityForm(db, recordId);
  }
}

const point = (row: { latitude: number | null; longitude: number | null }) => location(row);
const refs = (images: unknown) =>
  list(images).flatMap((image) => {
    if (!isRecord(image) || typeof image.url !== 'string') return [];
    return [{ id: asUuid(text(image.id) || image.url), url: image.url }];
  });

interface EventRow {
  id: number;
  event_type_id: number;
  title: unknown;
  subtitle: unknown;
  perex: unknown;
  text: unknown;
  url: string | null;
  date_from: string;
  date_to: string;
  image: Image | null;
  gallery: unknown;
  documents: unknown;
  city: string;
  place_description: string;
  connected_to: string | null;
  municipality_id: number | null;
  latitude: number | null;
  longitude: number | null;
  is_south_moravian_region_event: boolean;
  entry_fee: string | null;
  is_saint_martin_event: boolean;
  is_pink_event: boolean;
  is_top_event: boolean;
  winemaker_ids: unknown;
  contacts: unknown;
  authority_email: string;
  authority_phone: string;
  connected_winemaker_id: number | null;
}

async function eventForm(db: Queryable, recordId: number): Promise<Json | undefined> {
  const [row] = await db.query<EventRow>('SELECT * FROM events WHERE id = $1', [recordId]);
  if (!row) return undefined;
  const contacts = obj(row.contacts);
  return {
    id: row.id,
    eventType: row.event_type_id,
    title: czech(row.title),
    subtitle: czech(row.subtitle),
    perex: czech(row.perex),
    text: plainText(czech(row.text)),
    url: row.url ?? '',
    dateFrom: row.date_from,
    dateTo: row.date_to,
    image: imageRef(row.image),
    city: row.city,
    placeDescription: row.place_description,
    connectedTo: row.connected_to ?? '',
    municipality: row.connected_to === 'Obec' ? row.municipality_id : null,
    jmkMunicipality: row.is_south_moravian_region_event ? row.municipality_id : null,
    location: point(row),
    winemaker: row.connected_winemaker_id,
    isSouthMoravianRegionEvent: row.is_south_moravian_region_event,
    entryFee: row.entry_fee ?? '',
    isSaintMartinEvent: row.is_saint_martin_event,
    isPinkEvent: row.is_pink_event,
    isTopEvent: row.is_top_event,
    winemakers: ids(row.winemaker_ids),
    gallery: refs(row.gallery),
    documents: refs(row.documents),
    contacts: {
      contactPerson: text(contacts.contactPerson),
      dialCode1: text(contacts.dialCode1) || '+420',
      phone1: text(contacts.phone1),
      dialCode2: text(contacts.dialCode2) || '+420',
      phone2: text(contacts.phone2),
      email: text(contacts.email),
    },
    authorityEmail: row.authority_email,
    authorityPhone: row.authority_phone,
  };
}

async function eshopForm(db: Queryable, recordId: number): Promise<Json | undefined> {
  const [row] = await db.query<{
    id: number;
    title: string;
    operator: string;
    url: string;
    has_card_payment: boolean;
    description: unknown;
    logo: Image | null;
    image: Image | null;
    authority_email: string | null;
    authority_phone: string | null;
  }>('SELECT * FROM eshops WHERE id = $1', [recordId]);
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    operator: row.operator,
    url: row.url,
    hasCardPayment: row.has_card_payment,
    description: plainText(czech(row.description)),
    logo: imageRef(row.logo),
    image: imageRef(row.image),
    authorityEmail: row.authority_email ?? '',
    authorityPhone: row.authority_phone ?? '',
  };
}

async function restaurantForm(db: Queryable, recordId: number): Promise<Json | undefined> {
  const [row] = await db.query<{
    id: number;
    title: string;
    description: unknown;
    street_with_number: string;
    city: string;
    zip: string;
    latitude: number | null;
    longitude: number | null;
    contact_person: string | null;
    phone: string | null;
    email: string | null;
    web: string | null;
    facebook: string | null;
    instagram: string | null;
    opening_hours: unknown;
    choices: unknown;
    delivery_url: string | null;
    image: Image | null;
    gallery: unknown;
    authority_name: string | null;
    authority_email: string | null;
    authority_phone: string | null;
    related_ids: unknown;
    language_ids: unknown;
  }>('SELECT * FROM restaurants WHERE id = $1', [recordId]);
  if (!row) return undefined;
  const choices = new Set(list(row.choices));
  return {
    id: row.id,
    title: row.title,
    description: plainText(czech(row.description)),
    streetWithNumber: row.street_with_number,
    city: row.city,
    zip: row.zip,
    location: point(row),
    contactPerson: row.contact_person ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    web: row.web ?? '',
    facebook: row.facebook ?? '',
    instagram: row.instagram ?? '',
    openingHours: restaurantHoursToForm(openingHoursToForm(row.opening_hours)),
    offerSaintMartinsWine: choices.has('offerSaintMartinsWine'),
    offerSaintMartinsMenu: choices.has('offerSaintMartinsMenu'),
    hasCardPayment: choices.has('hasCardPayment'),
    isDisabledFriendly: choices.has('isDisabledFriendly'),
    hasServingWindow: choices.has('hasServingWindow'),
    offerDelivery: choices.has('offerDelivery'),
    deliveryUrl: row.delivery_url ?? '',
    image: imageRef(row.image),
    gallery: refs(row.gallery),
    authorityName: row.authority_name ?? '',
    authorityEmail: row.authority_email ?? '',
    authorityPhone: row.authority_phone ?? '',
    relatedEntities: ids(row.related_ids),
    languageCompetences: ids(row.language_ids),
  };
}

/** The restaurant form's opening hours: spec 02 §3 "openingHours (one entry)". */
export const restaurantHoursToForm = (hours: Json): unknown => hours;

/** Address fields of the wine-entity form (address[0] and companyAddress[0]). */
const ADDRESS_KEYS = ['wineSubregion', 'city', 'municipality', 'street', 'houseNumber', 'zip', 'location'] as const;
/** Sections of spec 02 §3 kept whole in wine_entities.sections, each a one-item list in the form (openingHours is converted apart). */
export const WINE_ENTITY_SECTIONS = [
  'contacts',
  'authority',
  'properties',
  'gustation',
  'cellarServices',
  'kitchen',
  'sanitaryInfo',
  'accomodation',
  'productionInfo',
] as const;
/** Top-level wine-entity form fields kept in wine_entities.sections as they are. */
export const WINE_ENTITY_EXTRA_FIELDS = [
  'assortmentSpecialities',
  'additionalOffer',
  'routeDescription',
  'altitude',
  'companyId',
  'companyAddressDifferent',
  'hasProductionTour',
  'hasVineyardsVisit',
  'recommended',
] as const;

interface WineEntityRow {
  id: number;
  slug: string;
  title: string;
  types: unknown;
  perex: unknown;
  description: unknown;
  image: Image | null;
  logo: Image | null;
  gallery: unknown;
  subregion_id: number | null;
  municipality_id: number | null;
  city: string;
  street: string;
  house_number: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  eshop_url: string | null;
  has_eshop: boolean;
  language_ids: unknown;
  certification: unknown;
  sections: unknown;
  related_ids: unknown;
}

async function wineEntityForm(db: Queryable, recordId: number): Promise<Json | undefined> {
  const [row] = await db.query<WineEntityRow>('SELECT * FROM wine_entities WHERE id = $1', [recordId]);
  if (!row) return undefined;
  const sections = obj(row.sections);
  const varietyNames = list(sections.wineVarieties).map(text).filter(Boolean);
  const varieties =
    varietyNames.length === 0
      ? []
      : await db.query<{ id: number; color: string; title: string }>(
          "SELECT id, color, title->>'cs' AS title FROM wine_varieties WHERE title->>'cs' = ANY($1::text[])",
          [varietyNames],
        );
  const varietyIds = (color: string) =>
    varietyNames.flatMap((name) => varieties.filter((v) => v.title === name && v.color === color).map((v) => v.id));
  const perex = obj(row.perex);
  const certification = obj(row.certification);
  const companyAddress = withoutNulls(sections.companyAddress);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    perex: text(perex.cs),
    perexEn: text(perex.en),
    description: plainText(czech(row.description)),
    wineEntityTypes: list(row.types)
      .map((type) => idOf(WINE_ENTITY_TYPE_CODES, type))
      .filter((n): n is number => n !== undefined),
    wineCategories: list(sections.wineCategories)
      .map((category) => idOf(WINE_CATEGORY_CODES, category))
      .filter((n): n is number => n !== undefined),
    whiteWineVarieties: varietyIds('white'),
    redWineVarieties: varietyIds('red'),
    awards: list(sections.awards).map(text).filter(Boolean).join('\n') || text(sections.awards),
    ...Object.fromEntries(
      WINE_ENTITY_EXTRA_FIELDS.flatMap((key) =>
        sections[key] !== undefined && sections[key] !== null ? [[key, sections[key]]] : [],
      ),
    ),
    hasEshop: row.has_eshop,
    eshopUrl: row.eshop_url ?? '',
    relatedEntities: ids(row.related_ids),
    languageCompetences: ids(row.language_ids),
    gallery: refs(row.gallery),
    image: imageRef(row.image),
    logo: imageRef(row.logo),
    address: [
      {
        wineSubregion: row.subregion_id ?? OUTSIDE_SUBREGIONS,
        city: row.city,
        municipality: row.municipality_id,
        street: row.street,
        houseNumber: row.house_number,
        zip: row.zip,
        location: point(row),
      },
    ],
    companyAddress: [
      {
        wineSubregion: null,
        ...Object.fromEntries(
          ADDRESS_KEYS.flatMap((key) => (companyAddress[key] !== undefined ? [[key, companyAddress[key]]] : [])),
        ),
      },
    ],
    ...Object.fromEntries(WINE_ENTITY_SECTIONS.map((key) => [key, [withoutNulls(sections[key])]])),
    openingHours: [openingHoursToForm(sections.openingHours)],
    touristPrograms: records(sections.touristPrograms).map(withoutNulls),
    rooms: records(sections.rooms).map(withoutNulls),
    ...Object.fromEntries(CERTIFICATION_FLAGS.map((flag) => [flag, bool(certification[flag])])),
  };
}

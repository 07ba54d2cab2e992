import type { Image } from '../../../shared/api/common.ts';
import {
  CERTIFICATION_FLAGS,
  PROGRAMME_CHOICES,
  type ProgrammeChoice,
  type WineEntityType,
} from '../../../shared/constants/places.ts';
import { ROUTED_LOCALES } from '../../../shared/constants/locales.ts';
import { WINE_ENTITY_TYPE_SECTION, detailPath, slugify } from '../../../shared/constants/sections.ts';
import type { WineEntityRequest } from '../../../shared/forms/wine-entity-request.ts';
import { wineEntitySections } from '../../../shared/forms/wine-entity-sections.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../lib/http/api-error.ts';
import { openingHoursFromForm } from '../../lib/requests/opening-hours-form.ts';
import { obj, type Json } from '../../lib/requests/payload-read.ts';
import { codeOf, WINE_CATEGORY_CODES, WINE_ENTITY_TYPE_CODES } from '../../lib/requests/request-codes.ts';
import { searchDocument } from '../../lib/search-index.ts';
import { catalogueImage, catalogueImages } from './catalogue-images.ts';
import {
  currentRow,
  municipalityById,
  nextId,
  retranslated,
  upsertRecord,
  writeSearchDocuments,
} from './catalogue-write.ts';

interface WineEntityRow {
  perex: unknown;
  description: unknown;
  image: Image | null;
  logo: Image | null;
  gallery: Image[];
  sections: unknown;
  programmes: string[];
  rating_count: number;
  latitude: number | null;
  longitude: number | null;
}

/** Seeded wine entities are numbered from 1001. */
const FIRST_ID = 1000;

/**
 * An approved wine-entity request written to the catalogue (a new record, or the edited one) with its search
 * documents. Sections the form hides for the chosen types (production, cellar services, kitchen) are not published.
 */
export async function approveWineEntity(
  tx: Queryable,
  request: WineEntityRequest,
  targetId: number | null,
): Promise<{ id: number; url: string }> {
  const current = await currentRow<WineEntityRow>(tx, 'wine_entities', targetId);
  if (targetId !== null && !current) throw notFound('The record of this request no longer exists');
  const shown = wineEntitySections(request);
  const types = [
    ...new Set(
      request.wineEntityTypes
        .map((typeId) => codeOf(WINE_ENTITY_TYPE_CODES, typeId))
        .filter((code): code is WineEntityType => code !== undefined),
    ),
  ];
  const primary = types[0] ?? 'winemaker';
  const [address = undefined] = request.address;
  const municipality =
    typeof address?.wineSubregion === 'number' ? await municipalityById(tx, address.municipality) : undefined;
  const city = municipality?.title ?? address?.city ?? '';
  const point =
    address?.location ?? (municipality ? { latitude: municipality.latitude, longitude: municipality.longitude } : null);
  const id = targetId ?? (await nextId(tx, 'wine_entities', FIRST_ID));
  const slug = slugify(request.slug || request.title) || 'vinarstvi';

  const varietyIds =
    request.wineVarieties.length > 0
      ? request.wineVarieties
      : [...new Set([...request.whiteWineVarieties, ...request.redWineVarieties])];
  const varieties = (
    await tx.query<{ id: number; title: string }>(
      "SELECT id, title->>'cs' AS title FROM wine_varieties WHERE id = ANY($1::int[])",
      [varietyIds],
    )
  )
    .sort((a, b) => varietyIds.indexOf(a.id) - varietyIds.indexOf(b.id))
    .map((variety) => variety.title);
  const categories = request.wineCategories
    .map((categoryId) => codeOf(WINE_CATEGORY_CODES, categoryId))
    .filter((code): code is string => code !== undefined);
  const [hours, properties, gustation, kitchen, accommodation] = [
    request.openingHours[0],
    request.properties[0],
    request.gustation[0],
    request.kitchen[0],
    request.accomodation[0],
  ];
  const [company = undefined] = request.companyAddress;
  const previous = obj(current?.sections);
  const sections: Json = {
    ...previous,
    contacts: request.contacts[0] ?? null,
    authority: request.authority[0] ?? null,
    openingHours: openingHoursFromForm(hours, obj(previous.openingHours).notice),
    properties: properties ?? null,
    gustation: gustation
      ? { ...gustation, gustationRegularDays: shown.gustationDays ? gustation.gustationRegularDays : '' }
      : null,
    touristPrograms: request.touristPrograms,
    cellarServices: shown.cellarServices ? (request.cellarServices[0] ?? null) : null,
    kitchen: shown.kitchen ? (kitchen ?? null) : null,
    rooms: request.rooms,
    sanitaryInfo: request.sanitaryInfo[0] ?? null,
    accomodation: shown.accommodationDetails && accommodation ? accommodation : null,
    productionInfo: shown.production ? (request.productionInfo[0] ?? null) : null,
    wineCategories: categories,
    wineVarieties: varieties,
    awards: request.awards
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    assortmentSpecialities: request.assortmentSpecialities,
    additionalOffer: request.additionalOffer,
    routeDescription: request.routeDescription,
    altitude: request.altitude ?? null,
    companyId: request.companyId,
    companyAddressDifferent: request.companyAddressDifferent,
    companyAddress: shown.companyAddress && company ? company : null,
    hasProductionTour: request.hasProductionTour,
    hasVineyardsVisit: request.hasVineyardsVisit,
    recommended: request.recommended,
  };
  const certification = Object.fromEntries(CERTIFICATION_FLAGS.map((flag) => [flag, request[flag]]));
  const offers: Record<ProgrammeChoice, boolean> = {
    certified: CERTIFICATION_FLAGS.some((flag) => request[flag]),
    touristPrograms: request.touristPrograms.length > 0,
    regularOpen: shown.openingHours,
    accomodation: types.includes('accommodation') || shown.accommodationDetails,
    card: properties?.hasCardPayment ?? false,
    disabled: properties?.isDisabledFriendly ?? false,
    hasEshop: request.hasEshop,
    refreshment: shown.kitchen && kitchen !== undefined && Object.values(kitchen).some(Boolean),
    rosewines: categories.includes('růžové'),
    // No form field says it: an edit keeps what the record had.
    stmartins: current?.programmes.includes('stmartins') ?? false,
  };
  const title = request.title;
  const image = await catalogueImage(tx, request.image, current?.image ?? null, title);
  const perex = retranslated(current?.perex, request.perex, { en: request.perexEn });
  const row = {
    id,
    slug,
    title,
    types,
    perex,
    description: retranslated(current?.description, request.description),
    image,
    logo: await catalogueImage(tx, request.logo, current?.logo ?? null, title),
    gallery: await catalogueImages(tx, request.gallery, current?.gallery ?? [], title),
    subregion_id: municipality?.subregion_id ?? null,
    municipality_id: municipality?.id ?? null,
    city,
    street: address?.street ?? '',
    house_number: address?.houseNumber ?? '',
    zip: address?.zip ?? '',
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    eshop_url: shown.eshopUrl ? request.eshopUrl || null : null,
    has_eshop: request.hasEshop,
    programmes: PROGRAMME_CHOICES.filter((choice) => offers[choice]),
    language_ids: request.languageCompetences,
    certified: offers.certified,
    certification,
    sections,
    related_ids: request.relatedEntities,
  };
  await upsertRecord(tx, 'wine_entities', row);

  const url = Object.fromEntries(
    ROUTED_LOCALES.map((locale) => [locale, detailPath(WINE_ENTITY_TYPE_SECTION[primary], locale, id, slug)]),
  );
  await writeSearchDocuments(
    tx,
    types.map((type) =>
      searchDocument({
        doc_type: type,
        entity_id: id,
        place_type: 'wine_entity',
        title: { cs: title },
        slug,
        url,
        perex,
        image,
        latitude: row.latitude,
        longitude: row.longitude,
        city,
        municipality_id: row.municipality_id,
        subregion_id: row.subregion_id,
        keywords: varieties.join(' '),
        popularity: current?.rating_count ?? 0,
      }),
    ),
    'wine_entity',
    id,
  );
  return { id, url: url.cs ?? '' };
}

import type { Image } from '../../../shared/api/common.ts';
import { ROUTED_LOCALES } from '../../../shared/constants/locales.ts';
import { RESTAURANT_CHOICES } from '../../../shared/constants/places.ts';
import { detailPath, slugify } from '../../../shared/constants/sections.ts';
import type { RestaurantRequest } from '../../../shared/forms/restaurant-request.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../lib/http/api-error.ts';
import { openingHoursFromForm } from '../../lib/requests/opening-hours-form.ts';
import { obj } from '../../lib/requests/payload-read.ts';
import { searchDocument } from '../../lib/search-index.ts';
import { catalogueImage, catalogueImages } from './catalogue-images.ts';
import {
  currentRow,
  municipalityByName,
  nextId,
  retranslated,
  upsertRecord,
  writeSearchDocuments,
} from './catalogue-write.ts';

interface RestaurantRow {
  description: unknown;
  image: Image | null;
  gallery: Image[];
  opening_hours: unknown;
  rating_count: number;
}

/** Seeded restaurants are numbered from 50000. */
const FIRST_ID = 50_000;

/** An approved restaurant request written to the catalogue with its search document. */
export async function approveRestaurant(
  tx: Queryable,
  request: RestaurantRequest,
  targetId: number | null,
): Promise<{ id: number; url: string }> {
  const current = await currentRow<RestaurantRow>(tx, 'restaurants', targetId);
  if (targetId !== null && !current) throw notFound('The record of this request no longer exists');
  // The form gives a town, not a wine municipality: one of the same name places the restaurant in the subregion filters.
  const municipality = await municipalityByName(tx, request.city);
  const point =
    request.location ?? (municipality ? { latitude: municipality.latitude, longitude: municipality.longitude } : null);
  const id = targetId ?? (await nextId(tx, 'restaurants', FIRST_ID));
  const slug = slugify(request.title) || 'restaurace';
  const image = await catalogueImage(tx, request.image, current?.image ?? null, request.title);
  const row = {
    id,
    slug,
    title: request.title,
    description: retranslated(current?.description, request.description),
    image,
    gallery: await catalogueImages(tx, request.gallery, current?.gallery ?? [], request.title),
    subregion_id: municipality?.subregion_id ?? null,
    municipality_id: municipality?.id ?? null,
    city: request.city,
    street_with_number: request.streetWithNumber,
    zip: request.zip,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    phone: request.phone,
    email: request.email || null,
    web: request.web || null,
    facebook: request.facebook || null,
    instagram: request.instagram || null,
    delivery_url: request.offerDelivery ? request.deliveryUrl || null : null,
    language_ids: request.languageCompetences,
    choices: RESTAURANT_CHOICES.filter((choice) => request[choice]),
    opening_hours: openingHoursFromForm(request.openingHours, obj(current?.opening_hours).notice),
    related_ids: request.relatedEntities,
    contact_person: request.contactPerson,
    authority_name: request.authorityName,
    authority_email: request.authorityEmail,
    authority_phone: request.authorityPhone,
  };
  await upsertRecord(tx, 'restaurants', row);

  const url = Object.fromEntries(ROUTED_LOCALES.map((locale) => [locale, detailPath('restaurants', locale, id, slug)]));
  await writeSearchDocuments(
    tx,
    [
      searchDocument({
        doc_type: 'restaurant',
        entity_id: id,
        place_type: 'restaurant',
        title: { cs: request.title },
        slug,
        url,
        image,
        latitude: row.latitude,
        longitude: row.longitude,
        city: request.city,
        municipality_id: row.municipality_id,
        subregion_id: row.subregion_id,
        keywords: 'restaurace jídlo',
        popularity: current?.rating_count ?? 0,
      }),
    ],
    'restaurant',
    id,
  );
  return { id, url: url.cs ?? '' };
}

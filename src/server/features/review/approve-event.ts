import type { Image } from '../../../shared/api/common.ts';
import { ROUTED_LOCALES } from '../../../shared/constants/locales.ts';
import { detailPath, slugify } from '../../../shared/constants/sections.ts';
import type { EventRequest } from '../../../shared/forms/event-request.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../lib/http/api-error.ts';
import { searchDocument } from '../../lib/search-index.ts';
import { catalogueDocuments, catalogueImage, catalogueImages } from './catalogue-images.ts';
import {
  currentRow,
  municipalityById,
  municipalityByName,
  nextId,
  retranslated,
  upsertRecord,
  writeSearchDocuments,
} from './catalogue-write.ts';

interface EventRow {
  title: unknown;
  subtitle: unknown;
  perex: unknown;
  text: unknown;
  image: Image | null;
  gallery: Image[];
  documents: unknown;
}

/** Seeded events are numbered from 70000. */
const FIRST_ID = 70_000;

/** The public contact as the catalogue keeps it: a dial code only with its phone, empty fields as null. */
function eventContacts(contacts: EventRequest['contacts']) {
  return {
    contactPerson: contacts.contactPerson,
    dialCode1: contacts.phone1 ? contacts.dialCode1 : null,
    phone1: contacts.phone1 || null,
    dialCode2: contacts.phone2 ? contacts.dialCode2 : null,
    phone2: contacts.phone2 || null,
    email: contacts.email || null,
  };
}

/** An approved event request written to the catalogue with its search document (list, calendar, map and search). */
export async function approveEvent(
  tx: Queryable,
  request: EventRequest,
  targetId: number | null,
): Promise<{ id: number; url: string }> {
  const current = await currentRow<EventRow>(tx, 'events', targetId);
  if (targetId !== null && !current) throw notFound('The record of this request no longer exists');
  const chosen = request.isSouthMoravianRegionEvent ? request.jmkMunicipality : request.municipality;
  const municipality = (await municipalityById(tx, chosen)) ?? (await municipalityByName(tx, request.city));
  const city = request.isSouthMoravianRegionEvent
    ? (municipality?.title ?? request.city)
    : request.city || municipality?.title || '';
  const point =
    request.location ?? (municipality ? { latitude: municipality.latitude, longitude: municipality.longitude } : null);
  const id = targetId ?? (await nextId(tx, 'events', FIRST_ID));
  const slug = slugify(request.title) || 'akce';
  const title = retranslated(current?.title, request.title);
  const image = await catalogueImage(tx, request.image, current?.image ?? null, request.title);
  const row = {
    id,
    event_type_id: request.eventType,
    slug,
    title,
    subtitle: request.subtitle ? retranslated(current?.subtitle, request.subtitle) : null,
    perex: retranslated(current?.perex, request.perex),
    text: retranslated(current?.text, request.text),
    url: request.url || null,
    date_from: request.dateFrom,
    date_to: request.dateTo,
    image,
    gallery: await catalogueImages(tx, request.gallery, current?.gallery ?? [], request.title),
    documents: await catalogueDocuments(tx, request.documents, current?.documents),
    city,
    place_description: request.placeDescription,
    connected_to: request.connectedTo || null,
    municipality_id: municipality?.id ?? null,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    is_south_moravian_region_event: request.isSouthMoravianRegionEvent,
    entry_fee: request.entryFee || null,
    is_saint_martin_event: request.isSaintMartinEvent,
    is_pink_event: request.isPinkEvent,
    is_top_event: request.isTopEvent,
    winemaker_ids: request.winemakers,
    contacts: eventContacts(request.contacts),
    authority_email: request.authorityEmail,
    authority_phone: request.authorityPhone,
    connected_winemaker_id: request.connectedTo === 'Vinař' ? (request.winemaker ?? null) : null,
  };
  await upsertRecord(tx, 'events', row);

  const [type] = await tx.query<{ title: string }>("SELECT title->>'cs' AS title FROM event_types WHERE id = $1", [
    request.eventType,
  ]);
  const url = Object.fromEntries(
    ROUTED_LOCALES.map((locale) => [locale, detailPath('event_calendar', locale, id, slug)]),
  );
  await writeSearchDocuments(
    tx,
    [
      searchDocument({
        doc_type: 'event',
        entity_id: id,
        place_type: 'event',
        title,
        slug,
        url,
        image,
        latitude: row.latitude,
        longitude: row.longitude,
        city,
        municipality_id: row.municipality_id,
        subregion_id: municipality?.subregion_id ?? null,
        date_from: request.dateFrom,
        date_to: request.dateTo,
        is_top_event: request.isTopEvent,
        keywords: `${type?.title ?? ''} akce`,
        popularity: request.isTopEvent ? 10 : 0,
      }),
    ],
    'event',
    id,
  );
  return { id, url: url.cs ?? '' };
}

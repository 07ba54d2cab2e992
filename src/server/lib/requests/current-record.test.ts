import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_KINDS } from '../../../shared/api/calls/review.ts';
import { CERTIFICATION_FLAGS } from '../../../shared/constants/places.ts';
import { OUTSIDE_SUBREGIONS } from '../../../shared/forms/wine-address.ts';
import { WINE_ENTITY_TYPE_IDS } from '../../../shared/forms/request-constants.ts';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { currentRequestForm, WINE_ENTITY_SECTIONS } from './current-record.ts';
import { asUuid } from './payload-read.ts';

const image = (id: string) => ({ id, url: `/media/seed/${id}.svg`, alt: null, title: null, width: 1600, height: 900 });
const json = (value: unknown) => JSON.stringify(value);

describe('currentRequestForm: a catalogue record in its request form’s fields', () => {
  let db: Database;
  const firstId = async (table: string) =>
    (await db.query<{ id: number }>(`SELECT min(id) AS id FROM ${table}`))[0]?.id ?? 0;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => db.close());

  it.each(REQUEST_KINDS)('knows no %s of an id the catalogue does not have', async (kind) => {
    expect(await currentRequestForm(db, kind, 999_999)).toBeUndefined();
  });

  it('gives an event its Czech texts as plain text, the municipality under the fields its connection shows, and contacts with dial codes', async () => {
    const id = await firstId('events');
    await db.query(
      `UPDATE events SET text = $2, url = NULL, entry_fee = NULL, connected_to = 'Obec', municipality_id = 402,
         is_south_moravian_region_event = true, contacts = $3, gallery = $4, winemaker_ids = $5 WHERE id = $1`,
      [
        id,
        json({ cs: '<p>Program</p><p>Víno &amp; hudba</p>', en: 'Programme' }),
        json({ contactPerson: 'Jiří Mach', phone1: '724313490', dialCode1: null, phone2: null }),
        json([image('seed-event-1'), { id: 'no-url' }, 'x']),
        json([1006, '1012', 1006, 'x']),
      ],
    );
    const form = await currentRequestForm(db, 'event', id);
    expect(form).toMatchObject({
      id,
      text: 'Program\n\nVíno & hudba',
      url: '',
      entryFee: '',
      connectedTo: 'Obec',
      municipality: 402,
      jmkMunicipality: 402,
      isSouthMoravianRegionEvent: true,
      winemakers: [1006, 1012],
      gallery: [{ id: asUuid('seed-event-1'), url: '/media/seed/seed-event-1.svg' }],
      contacts: {
        contactPerson: 'Jiří Mach',
        dialCode1: '+420',
        phone1: '724313490',
        dialCode2: '+420',
        phone2: '',
        email: '',
      },
    });

    await db.query(
      "UPDATE events SET connected_to = 'Lokalita', is_south_moravian_region_event = false WHERE id = $1",
      [id],
    );
    expect(await currentRequestForm(db, 'event', id)).toMatchObject({
      connectedTo: 'Lokalita',
      municipality: null,
      jmkMunicipality: null,
    });
  });

  it('gives a wine entity its types, categories and varieties as the form’s ids, and drops what the form cannot choose', async () => {
    const id = await firstId('wine_entities');
    await db.query(`UPDATE wine_entities SET types = $2, sections = sections || $3::jsonb WHERE id = $1`, [
      id,
      json(['winemaker', 'wine_bar', 'hrad']),
      json({
        wineCategories: ['růžové', 'neznámé', 'tiché'],
        awards: ['Salon vín', '', 'Valtické vinné trhy'],
        wineVarieties: ['Ryzlink rýnský', 'Frankovka', 'Frankovka rosé', 'Neznámá odrůda'],
      }),
    ]);
    const varieties = new Map(
      (await db.query<{ cs: string; id: number }>("SELECT title->>'cs' AS cs, id FROM wine_varieties")).map((v) => [
        v.cs,
        v.id,
      ]),
    );
    expect(await currentRequestForm(db, 'wine_entity', id)).toMatchObject({
      wineEntityTypes: [WINE_ENTITY_TYPE_IDS.winemaker, WINE_ENTITY_TYPE_IDS.wine_bar],
      wineCategories: [3, 1],
      whiteWineVarieties: [varieties.get('Ryzlink rýnský')],
      redWineVarieties: [varieties.get('Frankovka')],
      awards: 'Salon vín\nValtické vinné trhy',
    });
  });

  it('gives a wine entity its address from the record and its sections as one-item lists without nulls', async () => {
    const id = await firstId('wine_entities');
    await db.query(
      `UPDATE wine_entities SET subregion_id = NULL, municipality_id = NULL, latitude = NULL, certification = $2,
         sections = sections || $3::jsonb WHERE id = $1`,
      [
        id,
        json({ certifiedWinemaker: true, certifiedWineBar: 'yes' }),
        json({
          contacts: { url: 'https://sklep.example', phoneShopAlt: null },
          accomodation: null,
          altitude: null,
          companyId: '12345678',
          companyAddress: { city: 'Brno', street: null, note: 'neznámé pole' },
        }),
      ],
    );
    const [row] = await db.query<{ city: string; street: string; house_number: string; zip: string }>(
      'SELECT city, street, house_number, zip FROM wine_entities WHERE id = $1',
      [id],
    );
    const form = await currentRequestForm(db, 'wine_entity', id);
    expect(form?.address).toEqual([
      {
        wineSubregion: OUTSIDE_SUBREGIONS,
        city: row?.city,
        municipality: null,
        street: row?.street,
        houseNumber: row?.house_number,
        zip: row?.zip,
        location: null,
      },
    ]);
    expect(form?.companyAddress).toEqual([{ wineSubregion: null, city: 'Brno' }]);
    expect(form?.contacts).toEqual([{ url: 'https://sklep.example' }]);
    expect(form?.accomodation).toEqual([{}]);
    for (const section of WINE_ENTITY_SECTIONS) expect(form?.[section], section).toHaveLength(1);
    expect(form?.companyId).toBe('12345678');
    expect(form).not.toHaveProperty('altitude');
    expect(Object.fromEntries(CERTIFICATION_FLAGS.map((flag) => [flag, form?.[flag]]))).toEqual({
      ...Object.fromEntries(CERTIFICATION_FLAGS.map((flag) => [flag, false])),
      certifiedWinemaker: true,
    });
  });

  it('gives a restaurant its choices as the form’s boxes, empty text for what it does not keep, and ids without repeats', async () => {
    const id = await firstId('restaurants');
    await db.query(
      `UPDATE restaurants SET choices = $2, facebook = NULL, delivery_url = NULL, language_ids = $3, related_ids = $4, image = $5
       WHERE id = $1`,
      [
        id,
        json(['hasCardPayment', 'offerDelivery', 'notAChoice']),
        json([1, 9, 9, 'x']),
        json([1001, 0]),
        json(image('seed-food-0')),
      ],
    );
    const form = await currentRequestForm(db, 'restaurant', id);
    expect(form).toMatchObject({
      id,
      hasCardPayment: true,
      offerDelivery: true,
      offerSaintMartinsWine: false,
      offerSaintMartinsMenu: false,
      isDisabledFriendly: false,
      hasServingWindow: false,
      facebook: '',
      deliveryUrl: '',
      authorityName: '',
      authorityEmail: '',
      authorityPhone: '',
      languageCompetences: [1, 9],
      relatedEntities: [1001],
      image: { id: asUuid('seed-food-0'), url: '/media/seed/seed-food-0.svg' },
    });
    expect(form).not.toHaveProperty('notAChoice');
  });

  it('gives an e-shop its description as plain text and its images as upload references', async () => {
    const id = await firstId('eshops');
    await db.query(
      'UPDATE eshops SET description = $2, image = NULL, logo = $3, authority_email = NULL WHERE id = $1',
      [id, json({ cs: '<p>Vína z <b>Mikulova</b></p>' }), json(image('seed-logo-7'))],
    );
    expect(await currentRequestForm(db, 'eshop', id)).toMatchObject({
      id,
      description: 'Vína z Mikulova',
      image: null,
      logo: { id: asUuid('seed-logo-7'), url: '/media/seed/seed-logo-7.svg' },
      authorityEmail: '',
    });
  });
});

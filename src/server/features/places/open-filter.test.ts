import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesCalls } from '../../../shared/api/calls/places.ts';
import { compactHours } from '../../../shared/domain/compact-hours.ts';
import { openStatusAt } from '../../../shared/domain/opening-status.ts';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { hours, openingHours, week } from '../../../../tests/support/opening-hours.ts';
import { mapJson } from './map-points.repo.ts';
import { listRestaurants } from './restaurants.repo.ts';
import { listWineEntities } from './wine-entities.repo.ts';

/** The word only the places added here hold: every case searches it, so the seeded places stay out of the way. */
const WORD = 'qxzopen';

/** Weekends 10–18 all year. */
const weekends = openingHours(week({ saturday: hours('10:00', '18:00'), sunday: hours('10:00', '18:00') }));
/** Summer (April–October) Saturday 14–22, winter Friday 15–19. */
const seasonal = openingHours(week({ saturday: hours('14:00', '22:00') }), week({ friday: hours('15:00', '19:00') }));
const byAppointment = { hasOpeningHoursRegular: false, summer: {}, winter: {}, notice: 'Po domluvě.' };

const ENTITIES = [
  { id: 990_101, title: `${WORD} Alfa`, types: ['winemaker'], hours: weekends },
  { id: 990_102, title: `${WORD} Beta`, types: ['winemaker', 'cellar'], hours: seasonal },
  { id: 990_103, title: `${WORD} Gama`, types: ['cellar'], hours: byAppointment },
  { id: 990_104, title: `${WORD} Delta`, types: ['winemaker'], hours: weekends },
];

const list = (db: Database, query: Record<string, string>) =>
  listWineEntities(
    db,
    placesCalls.wineEntityList.input.parse({ locale: 'cs', limit: '10', offset: '0', s: WORD, ...query }),
  );

describe('the "open" filter of the place lists', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    for (const entity of ENTITIES) {
      await db.query(
        `INSERT INTO wine_entities (id, slug, title, types, perex, description, city, street, house_number, zip,
                                    language_ids, programmes, certification, sections)
         VALUES ($1, 'zkouska', $2, $3::jsonb, '{"cs": "Perex"}', '{}', 'Město', '', '', '', '[]', '[]', '{}', $4::jsonb)`,
        [entity.id, entity.title, JSON.stringify(entity.types), JSON.stringify({ openingHours: entity.hours })],
      );
    }
  });
  afterAll(async () => {
    await db.close();
  });

  it('keeps the places open at a chosen Prague time, by the season in force, and counts them', async () => {
    // Saturday 4 July 2026 15:00: the weekends and the summer Saturday.
    expect(await list(db, { o: '2026-07-04T15:00' })).toMatchObject({
      count: 3,
      items: [{ id: 990_101 }, { id: 990_102 }, { id: 990_104 }],
    });
    // 11:00 the same day: summer Saturday opens at 14:00.
    expect((await list(db, { o: '2026-07-04T11:00' })).items.map((item) => item.id)).toEqual([990_101, 990_104]);
    // Friday 16 January 2026 16:00: only the winter Friday.
    expect(await list(db, { o: '2026-01-16T16:00' })).toMatchObject({ count: 1, items: [{ id: 990_102 }] });
    // Saturday 18:00 sharp: the weekends have closed.
    expect(await list(db, { o: '2026-07-04T18:00' })).toMatchObject({ count: 1, items: [{ id: 990_102 }] });
    // A Tuesday: nothing.
    expect(await list(db, { o: '2026-07-07T12:00' })).toMatchObject({ count: 0, items: [] });
  });

  it('applies with the other filters, to the page and to the count, and leaves the total alone', async () => {
    const [{ cellars } = { cellars: 0 }] = await db.query<{ cellars: number }>(
      `SELECT count(*)::int AS cellars FROM wine_entities WHERE types @> '["cellar"]'`,
    );
    const cellarsOpen = await list(db, { t: 'cellar', o: '2026-07-04T15:00' });
    expect(cellarsOpen).toMatchObject({ count: 1, total: cellars, items: [{ id: 990_102 }] });
    const paged = await list(db, { o: '2026-07-04T15:00', limit: '2', offset: '2' });
    expect(paged).toMatchObject({ count: 3, items: [{ id: 990_104 }] });
    // Without the filter, everything matching the search.
    expect((await list(db, {})).count).toBe(4);
  });

  it('takes "now" as the server\'s present moment', async () => {
    const expected = ENTITIES.filter((entity) => openStatusAt(entity.hours, new Date()).kind === 'open').map(
      (entity) => entity.id,
    );
    const now = await list(db, { o: 'now' });
    expect(now.items.map((item) => item.id)).toEqual(expected);
  });

  it('carries the regular hours in each summary, and none without them', async () => {
    const items = (await list(db, {})).items;
    expect(items.find((item) => item.id === 990_101)?.openingHours).toEqual(weekends);
    expect(items.find((item) => item.id === 990_103)?.openingHours).toBeNull();
  });

  it('filters the restaurants the same way', async () => {
    const insert = (id: number, hours: object) =>
      db.query(
        `INSERT INTO restaurants (id, slug, title, description, city, street_with_number, zip, opening_hours)
         VALUES ($1, 'bistro', $2, '{"cs": ""}', 'Mikulov', 'Náměstí 1', '692 01', $3::jsonb)`,
        [id, `Bistro ${WORD} ${id}`, JSON.stringify(hours)],
      );
    await insert(59_101, weekends);
    await insert(59_102, seasonal);
    const restaurants = (o?: string) =>
      listRestaurants(
        db,
        placesCalls.restaurantList.input.parse({ locale: 'cs', limit: '10', offset: '0', s: WORD, o }),
      );
    expect(await restaurants('2026-01-17T11:00')).toMatchObject({ count: 1, items: [{ id: 59_101 }] });
    expect(await restaurants('2026-01-16T16:00')).toMatchObject({ count: 1, items: [{ id: 59_102 }] });
    expect((await restaurants()).count).toBe(2);
  });

  it('gives each map point its hours in short, as the shared rule writes them', async () => {
    const { json } = await mapJson(db, { locale: 'cs', t: [] });
    const points = (JSON.parse(json) as { items: { id: number; type: string; hours: string | null }[] }).items;
    const stored = await db.query<{ doc_type: string; entity_id: number; hours: unknown }>(
      `SELECT d.doc_type, d.entity_id, coalesce(we.sections->'openingHours', r.opening_hours) AS hours
       FROM search_documents d
         LEFT JOIN wine_entities we ON d.place_type = 'wine_entity' AND we.id = d.entity_id
         LEFT JOIN restaurants r ON d.place_type = 'restaurant' AND r.id = d.entity_id`,
    );
    const expected = new Map(stored.map((row) => [`${row.doc_type}:${row.entity_id}`, compactHours(row.hours)]));
    expect(points.length).toBeGreaterThan(100);
    expect(points.filter((point) => point.hours !== null).length).toBeGreaterThan(10);
    expect(points.filter((point) => point.hours !== expected.get(`${point.type}:${point.id}`))).toEqual([]);
  });
});

import type { Queryable } from '../../src/server/db/database.ts';
import { Random } from '../../src/server/seed/random.ts';

export const CALL_NAMES = ['wineEntity', 'restaurant', 'event', 'map', 'search', 'mapSearched'] as const;
export type CallName = (typeof CALL_NAMES)[number];
const LIST_SIZE = 300;

/**
 * A fixed list of a few hundred different URLs per call (the map: all 24 of its shared answers), built from the
 * seeded data (never one repeated URL): filters, pages including the last one, and 3–10 letter search terms. Another
 * `randomSeed` gives other URLs of the same kinds (the mixed reads use them, so the measured lists stay new).
 */
export async function buildRequestLists(db: Queryable, randomSeed = 7): Promise<Record<CallName, string[]>> {
  const random = new Random(randomSeed);
  const municipalities = await db.query<{ id: number; subregion_id: number }>(
    'SELECT id, subregion_id FROM wine_municipalities ORDER BY id',
  );
  const titles = await db.query<{ title: string }>(
    "SELECT coalesce(title->>'cs', '') AS title FROM search_documents ORDER BY doc_type, entity_id",
  );
  const words = [
    ...new Set(
      titles
        .flatMap((t) => t.title.toLowerCase().split(/[^a-záčďéěíňóřšťúůýž]+/))
        .filter((w) => w.length >= 3 && w.length <= 10),
    ),
  ].sort();
  const [{ n: winemakers } = { n: 0 }] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM wine_entities WHERE types @> \'["winemaker"]\'',
  );
  const types = ['winemaker', 'cellar', 'wine_shop', 'wine_bar', 'accommodation'];
  const programmes = ['card', 'regularOpen', 'touristPrograms', 'hasEshop', 'certified'];
  const unique = (make: (i: number) => string) => {
    const urls = new Set<string>();
    for (let i = 0; urls.size < LIST_SIZE && i < LIST_SIZE * 20; i += 1) urls.add(make(i));
    return [...urls];
  };
  const lastPage = Math.max(0, Math.floor((winemakers - 1) / 10));
  const restaurant = await restaurantFilters(db);
  const events = await eventRange(db);
  return {
    wineEntity: unique((i) => {
      const m = random.pick(municipalities);
      const page = i % 10 === 0 ? lastPage : random.int(0, Math.min(lastPage, 30));
      return `/api/wineEntity?locale=cs&t=${random.pick(types)}&sr=${m.subregion_id}&${random.chance(0.5) ? `m=${m.id}` : `p=${random.pick(programmes)}`}&limit=10&offset=${page * 10}`;
    }),
    // Two filters (a subregion, and one of its municipalities or a restaurant choice), pages up to the filter's last.
    restaurant:
      restaurant.length === 0
        ? []
        : unique((i) => {
            const filter = random.pick(restaurant);
            const last = Math.max(0, Math.floor((filter.n - 1) / 10));
            const page = i % 10 === 0 ? last : random.int(0, last);
            return `/api/restaurant?locale=${random.pick(['cs', 'en', 'pl'])}&sr=${filter.sr}&${filter.second}&limit=10&offset=${page * 10}`;
          }),
    // The default range (today to a year ahead: up to 1,000 events), whole or in pages, some with one filter.
    event: unique((i) => {
      const limit = random.pick([50, 100, 1000]);
      const page =
        i % 10 === 0
          ? Math.floor(Math.max(0, events.count - 1) / limit)
          : random.int(0, Math.floor(Math.max(0, events.count - 1) / limit));
      const filter = random.chance(0.6)
        ? ''
        : random.pick([
            `&m=${random.pick(municipalities).id}`,
            `&p=${random.pick(['stmartins', 'rosewines', 'top'])}`,
            `&type=${random.pick(events.types)}`,
          ]);
      return `/api/event?locale=${random.pick(['cs', 'en', 'pl'])}&limit=${limit}&offset=${page * limit}${filter}`;
    }),
    // The issue's "/api/map (all points)": every point, or all of one type, per locale (24 answers in all).
    map: unique(
      (i) =>
        `/api/map?locale=${random.pick(['cs', 'en', 'pl'])}${i % 3 === 0 ? '' : `&t=${random.pick([...types, 'event', 'restaurant'])}`}`,
    ),
    // Reported on request, not one of the issue's targets: a searched map is built per request (up to 4 MB).
    mapSearched: unique(
      () => `/api/map?locale=${random.pick(['cs', 'en', 'pl'])}&s=${encodeURIComponent(random.pick(words))}`,
    ),
    search: unique(
      () =>
        `/api/search?locale=${random.pick(['cs', 'en'])}&query=${encodeURIComponent(random.pick(words))}&page=${random.int(1, 2)}`,
    ),
  };
}

/** Restaurant filter pairs that match something, with how many they match (for the last page). */
async function restaurantFilters(db: Queryable): Promise<{ sr: number; second: string; n: number }[]> {
  const byMunicipality = await db.query<{ sr: number; m: number; n: number }>(
    `SELECT subregion_id AS sr, municipality_id AS m, count(*)::int AS n FROM restaurants
     WHERE subregion_id IS NOT NULL AND municipality_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  const byChoice = await db.query<{ sr: number; p: string; n: number }>(
    `SELECT r.subregion_id AS sr, c.choice AS p, count(*)::int AS n FROM restaurants r, jsonb_array_elements_text(r.choices) AS c(choice)
     WHERE r.subregion_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return [
    ...byMunicipality.map((row) => ({ sr: row.sr, second: `m=${row.m}`, n: row.n })),
    ...byChoice.map((row) => ({ sr: row.sr, second: `p=${row.p}`, n: row.n })),
  ];
}

async function eventRange(db: Queryable): Promise<{ count: number; types: number[] }> {
  const [{ n: count } = { n: 0 }] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM events WHERE date_to >= current_date AND date_from <= current_date + interval '1 year'",
  );
  const types = (await db.query<{ id: number }>('SELECT id FROM event_types ORDER BY id')).map((row) => row.id);
  return { count, types };
}

/** The lists of `calls` interleaved, one URL of each in turn: the mixed reads. */
export function interleave(lists: readonly (readonly string[])[]): string[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) =>
    lists.flatMap((list) => (list.length > 0 ? [list[i % list.length] ?? ''] : [])),
  ).flat();
}

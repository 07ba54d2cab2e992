import type { Queryable } from '../../src/server/db/database.ts';
import { Random } from '../../src/server/seed/random.ts';

export type CallName = 'wineEntity' | 'map' | 'mapSearched' | 'search' | 'event';
const LIST_SIZE = 300;

/**
 * A fixed list of a few hundred different URLs per call (the map: all 24 of its shared answers), built from the
 * seeded data (never one repeated URL): filters, pages including the last one, and 3–10 letter search terms.
 */
export async function buildRequestLists(db: Queryable): Promise<Record<CallName, string[]>> {
  const random = new Random(7);
  const municipalities = await db.query<{ id: number; subregion_id: number }>('SELECT id, subregion_id FROM wine_municipalities ORDER BY id');
  const titles = await db.query<{ title: string }>("SELECT coalesce(title->>'cs', '') AS title FROM search_documents ORDER BY doc_type, entity_id");
  const words = [...new Set(titles.flatMap((t) => t.title.toLowerCase().split(/[^a-záčďéěíňóřšťúůýž]+/)).filter((w) => w.length >= 3 && w.length <= 10))].sort();
  const [{ n: winemakers } = { n: 0 }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM wine_entities WHERE types @> '[\"winemaker\"]'");
  const types = ['winemaker', 'cellar', 'wine_shop', 'wine_bar', 'accommodation'];
  const programmes = ['card', 'regularOpen', 'touristPrograms', 'hasEshop', 'certified'];
  const unique = (make: (i: number) => string) => {
    const urls = new Set<string>();
    for (let i = 0; urls.size < LIST_SIZE && i < LIST_SIZE * 20; i += 1) urls.add(make(i));
    return [...urls];
  };
  const lastPage = Math.max(0, Math.floor((winemakers - 1) / 10));
  return {
    wineEntity: unique((i) => {
      const m = random.pick(municipalities);
      const page = i % 10 === 0 ? lastPage : random.int(0, Math.min(lastPage, 30));
      return `/api/wineEntity?locale=cs&t=${random.pick(types)}&sr=${m.subregion_id}&${random.chance(0.5) ? `m=${m.id}` : `p=${random.pick(programmes)}`}&limit=10&offset=${page * 10}`;
    }),
    // The issue's "/api/map (all points)": every point, or all of one type, per locale (24 answers in all).
    map: unique((i) => `/api/map?locale=${random.pick(['cs', 'en', 'pl'])}${i % 3 === 0 ? '' : `&t=${random.pick([...types, 'event', 'restaurant'])}`}`),
    // Reported beside it, not one of the issue's targets: a searched map is built per request (up to 4 MB).
    mapSearched: unique(() => `/api/map?locale=${random.pick(['cs', 'en', 'pl'])}&s=${encodeURIComponent(random.pick(words))}`),
    search: unique(() => `/api/search?locale=${random.pick(['cs', 'en'])}&query=${encodeURIComponent(random.pick(words))}&page=${random.int(1, 2)}`),
    event: unique(() => {
      const from = new Date(Date.now() + random.int(0, 300) * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.parse(from) + random.int(7, 60) * 86_400_000).toISOString().slice(0, 10);
      return `/api/event?locale=cs&dateFrom=${from}&dateTo=${to}&limit=${random.pick([50, 100, 1000])}${random.chance(0.3) ? `&m=${random.pick(municipalities).id}` : ''}`;
    }),
  };
}

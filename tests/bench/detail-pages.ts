import type { Queryable } from '../../src/server/db/database.ts';
import { Random } from '../../src/server/seed/random.ts';

const LIST_SIZE = 300;

/**
 * Up to a few hundred different winemakers' detail pages (`/cs/vinari/<id>-<slug>`, the HTML page), picked across the
 * seeded data set in a fixed order: the paths each record's search document gives.
 */
export async function detailPagePaths(db: Queryable, randomSeed = 7): Promise<string[]> {
  const rows = await db.query<{ url: string }>(
    "SELECT url->>'cs' AS url FROM search_documents WHERE doc_type = 'winemaker' AND url ? 'cs' ORDER BY entity_id",
  );
  const urls = rows.map((row) => row.url);
  const random = new Random(randomSeed);
  const picked = new Set<string>();
  for (let i = 0; picked.size < Math.min(LIST_SIZE, urls.length) && i < LIST_SIZE * 20; i += 1)
    picked.add(random.pick(urls));
  return [...picked];
}

import type { Database, Queryable } from '../../src/server/db/database.ts';

export interface Staleness {
  entityId: number;
  /** Seconds from the change's commit until each process's answer shows the new title; undefined: not within the cap. */
  seconds: Record<string, number | undefined>;
  capSeconds: number;
}

interface Entity {
  id: number;
  title: string;
  subregion_id: number;
  municipality_id: number;
  winemakers: number;
}

const POLL_MS = 100;

/**
 * A catalogue record's title changed through SQL as an editor's approval writes it (the wine_entities row and its
 * search documents, in one transaction: src/server/features/review/catalogue-write.ts), then each process's
 * /api/search and /api/wineEntity (every page of the record's municipality) asked every 100 ms until they show the
 * new title. Every answer was asked twice before the change, so whatever a process keeps of them is in place. The
 * old title is written back afterwards.
 */
export async function measureStaleness(
  db: Database,
  origins: Record<string, string>,
  capSeconds = 90,
): Promise<Staleness> {
  // A winemaker of the municipality with the fewest: the fewest list pages to look through.
  const [entity] = await db.query<Entity>(
    `WITH counts AS (
       SELECT municipality_id, count(*)::int AS winemakers FROM wine_entities
       WHERE types @> '["winemaker"]' AND municipality_id IS NOT NULL AND subregion_id IS NOT NULL GROUP BY 1)
     SELECT e.id, e.title, e.subregion_id, e.municipality_id, c.winemakers FROM wine_entities e JOIN counts c USING (municipality_id)
     WHERE e.types @> '["winemaker"]' AND e.subregion_id IS NOT NULL ORDER BY c.winemakers, e.id LIMIT 1`,
  );
  if (!entity) throw new Error('no winemaker with a municipality');
  // A word no seeded title has, so the search finds only this record once it is visible.
  const word = `qx${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`;
  const title = `Bench ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  const list = `/api/wineEntity?locale=cs&t=winemaker&sr=${entity.subregion_id}&m=${entity.municipality_id}&limit=10`;
  const paths: Record<string, string[]> = {
    search: [`/api/search?locale=cs&query=${word}`],
    list: Array.from({ length: Math.ceil(entity.winemakers / 10) }, (_, page) => `${list}&offset=${page * 10}`),
  };
  for (const origin of Object.values(origins)) {
    for (let i = 0; i < 2; i += 1) for (const path of Object.values(paths).flat()) await text(`${origin}${path}`);
    if (!(await shows(origin, paths.list ?? [], JSON.stringify(entity.title))))
      throw new Error(`${origin}${list} does not list record ${entity.id} on any page`);
  }
  const searchTitles = await db.query<{ doc_type: string; title: unknown }>(
    "SELECT doc_type, title FROM search_documents WHERE place_type = 'wine_entity' AND entity_id = $1",
    [entity.id],
  );
  await writeTitle(db, entity.id, title);
  const changed = performance.now();
  const seconds: Record<string, number | undefined> = {};
  try {
    await Promise.all(
      Object.entries(origins).flatMap(([name, origin]) =>
        Object.entries(paths).map(async ([call, callPaths]) => {
          const deadline = changed + capSeconds * 1000;
          while (performance.now() < deadline) {
            if (await shows(origin, callPaths, title)) {
              seconds[`${name} ${call}`] = (performance.now() - changed) / 1000;
              return;
            }
            await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          }
          seconds[`${name} ${call}`] = undefined;
        }),
      ),
    );
  } finally {
    await db.transaction(async (tx) => {
      await tx.query('UPDATE wine_entities SET title = $1 WHERE id = $2', [entity.title, entity.id]);
      for (const row of searchTitles) {
        await tx.query(
          "UPDATE search_documents SET title = $1 WHERE place_type = 'wine_entity' AND entity_id = $2 AND doc_type = $3",
          [JSON.stringify(row.title), entity.id, row.doc_type],
        );
      }
    });
  }
  return { entityId: entity.id, seconds, capSeconds };
}

/** Whether any of the answers holds `needle`. */
async function shows(origin: string, paths: readonly string[], needle: string): Promise<boolean> {
  for (const path of paths) if ((await text(`${origin}${path}`)).includes(needle)) return true;
  return false;
}

async function writeTitle(db: Database, id: number, title: string): Promise<void> {
  await db.transaction(async (tx: Queryable) => {
    await tx.query('UPDATE wine_entities SET title = $1 WHERE id = $2', [title, id]);
    // The approval writes each document's title as the form's Czech title alone.
    await tx.query(
      "UPDATE search_documents SET title = jsonb_build_object('cs', $1::text) WHERE place_type = 'wine_entity' AND entity_id = $2",
      [title, id],
    );
  });
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return body;
}

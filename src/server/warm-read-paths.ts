import { placesCalls } from '../shared/api/calls/places.ts';
import { WINE_ENTITY_TYPES } from '../shared/constants/places.ts';
import type { Queryable } from './db/database.ts';
import type { DocumentIndex } from './lib/documents/document-index.ts';
import { mapAnswer } from './features/places/documents.repo.ts';
import { listWineEntities } from './features/places/wine-entities.repo.ts';
import { warmSearch } from './features/search/warm-search.ts';

const LIST_PAGES = 120;
const SEARCHED_MAPS = 12;

/**
 * Runs the read paths that compute an answer per request (search, list pages, a searched map) a few hundred
 * times on made-up inputs, answering nobody and caching nothing. Right after a start both V8 and PGlite's
 * WebAssembly run these paths unoptimised, 5–10× slower: the first visitors would wait for that warm-up.
 */
export async function warmReadPaths(db: Queryable, index: DocumentIndex): Promise<{ searches: number; listPages: number; maps: number }> {
  const words = warmSearch(index);
  const places = await db.query<{ id: number; subregion_id: number }>('SELECT id, subregion_id FROM wine_municipalities ORDER BY id');
  const listPages = Array.from({ length: LIST_PAGES }, (_, i) => places[i % places.length]).flatMap((place, i) => (place ? [
    placesCalls.wineEntityList.input.parse({
      locale: 'cs', t: WINE_ENTITY_TYPES[i % WINE_ENTITY_TYPES.length], sr: String(place.subregion_id), ...(i % 2 === 0 ? { m: String(place.id) } : {}),
      limit: '10', offset: String((i % 5) * 10),
    }),
  ] : []));
  for (const input of listPages) await listWineEntities(db, index, input);
  const maps = words.slice(0, SEARCHED_MAPS);
  for (const s of maps) await mapAnswer(db, index, placesCalls.map.input.parse({ locale: 'cs', s }));
  return { searches: words.length, listPages: listPages.length, maps: maps.length };
}

import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Queryable } from '../../db/database.ts';
import { queryWords } from '../../lib/documents/search-norm.ts';
import { WordMatcher } from '../../lib/documents/word-matcher.ts';

type ListInput = z.output<typeof placesCalls.wineEntityList.input>;

interface Entity {
  readonly id: number;
  readonly types: ReadonlySet<string>;
  readonly subregionId: number | null;
  readonly municipalityId: number | null;
  readonly languageIds: ReadonlySet<number>;
  readonly programmes: ReadonlySet<string>;
}

/**
 * The wine entities' filter fields in list order (lower(title), id, as PostgreSQL sorts them), so a list page is
 * chosen in memory with the rules of the SQL filter (`wineEntityFilters`) and only its ≤ 100 rows are read.
 */
export class WineEntityFilter {
  private readonly matcher: WordMatcher;

  private constructor(private readonly entities: readonly Entity[], searchTexts: readonly string[], private readonly subregionOf: ReadonlyMap<number, number>) {
    this.matcher = new WordMatcher(searchTexts);
  }

  static async load(db: Queryable): Promise<WineEntityFilter> {
    const rows = await db.query<{ id: number; types: string[]; subregion_id: number | null; municipality_id: number | null; language_ids: number[]; programmes: string[]; search_text: string }>(
      'SELECT id, types, subregion_id, municipality_id, language_ids, programmes, search_text FROM wine_entities ORDER BY lower(title), id',
    );
    const municipalities = await db.query<{ id: number; subregion_id: number }>('SELECT id, subregion_id FROM wine_municipalities');
    const entities = rows.map((row) => ({
      id: row.id, types: new Set(row.types), subregionId: row.subregion_id, municipalityId: row.municipality_id,
      languageIds: new Set(row.language_ids), programmes: new Set(row.programmes),
    }));
    return new WineEntityFilter(entities, rows.map((row) => row.search_text), new Map(municipalities.map((m) => [m.id, m.subregion_id])));
  }

  /** The ids of one page, the number matching the filters, and the number of entities of the type. */
  page(input: ListInput): { ids: number[]; count: number; total: number } {
    const words = this.matcher.match(queryWords(input.s));
    const subregions = new Set(input.sr);
    const municipalities = new Set(input.m);
    // A chosen subregion none of whose municipalities is chosen keeps all of its places (as the SQL filter).
    const wholeSubregions = new Set(input.sr.filter((sr) => !input.m.some((m) => this.subregionOf.get(m) === sr)));
    const ids: number[] = [];
    let count = 0;
    let total = 0;
    this.entities.forEach((entity, i) => {
      if (input.t && !entity.types.has(input.t)) return;
      total += 1;
      if (words && !words[i]) return;
      if (subregions.size > 0 && (entity.subregionId === null || !subregions.has(entity.subregionId))) return;
      if (municipalities.size > 0) {
        const inChosen = entity.municipalityId !== null && municipalities.has(entity.municipalityId);
        const wholeSubregion = subregions.size > 0 && entity.subregionId !== null && wholeSubregions.has(entity.subregionId);
        if (!inChosen && !wholeSubregion) return;
      }
      if (!input.l.every((language) => entity.languageIds.has(language))) return;
      if (!input.p.every((programme) => entity.programmes.has(programme))) return;
      if (count >= input.offset && ids.length < input.limit) ids.push(entity.id);
      count += 1;
    });
    return { ids, count, total };
  }
}

import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import type { SharedValues } from '../../lib/documents/shared-values.ts';
import { queryWords } from '../../lib/documents/search-norm.ts';
import { WordMatcher } from '../../lib/documents/word-matcher.ts';
import { PROGRAMME_CHOICES, WINE_ENTITY_TYPES } from '../../../shared/constants/places.ts';

type ListInput = z.output<typeof placesCalls.wineEntityList.input>;

/** What the filter reads of a wine_entities row (types and programmes as JSON text). */
export interface FilterRow {
  readonly id: number; readonly types: string; readonly subregion_id: number | null; readonly municipality_id: number | null;
  readonly language_ids: number[]; readonly programmes: string; readonly search_text: string;
}

interface Entity {
  readonly id: number;
  /** Bit i set for WINE_ENTITY_TYPES[i]: a page tests a number, not a set, for each of thousands of entities. */
  readonly typeBits: number;
  readonly subregionId: number | null;
  readonly municipalityId: number | null;
  readonly languageIds: ReadonlySet<number>;
  /** Bit i set for PROGRAMME_CHOICES[i]. */
  readonly programmeBits: number;
}

/** The choices among `values` as bits of their places in `choices` (values outside the choices are left out). */
function bitsOf(choices: readonly string[], values: Iterable<string>): number {
  let bits = 0;
  for (const value of values) {
    const place = choices.indexOf(value);
    if (place >= 0) bits |= 1 << place;
  }
  return bits;
}

/** Positions (in list order) of the entities sharing a key, e.g. all of one subregion. */
type Postings<K> = Map<K, number[]>;

function postings<K>(entities: readonly Entity[], keysOf: (entity: Entity) => Iterable<K | null>): Postings<K> {
  const lists: Postings<K> = new Map();
  entities.forEach((entity, position) => {
    for (const key of keysOf(entity)) {
      if (key === null) continue;
      const list = lists.get(key);
      if (list) list.push(position);
      else lists.set(key, [position]);
    }
  });
  return lists;
}

/** The sorted union of sorted position lists (the list itself when there is one). */
function union(lists: readonly (readonly number[])[]): readonly number[] {
  if (lists.length === 1) return lists[0] ?? [];
  const positions = new Set<number>();
  for (const list of lists) for (const position of list) positions.add(position);
  return [...positions].sort((a, b) => a - b);
}

const listsOf = <K>(postingsByKey: Postings<K>, keys: Iterable<K>): number[][] => [...keys].map((key) => postingsByKey.get(key) ?? []);

/**
 * The wine entities' filter fields in list order (lower(title), id, as PostgreSQL sorts them), so a list page is
 * chosen in memory with the rules of the SQL filter (`wineEntityFilters`); its rows come from HeldWineEntities. A page
 * visits only the entities of its narrowest chosen place (municipalities, else subregions, else the type), not all.
 */
export class WineEntityFilter {
  private readonly matcher: WordMatcher;
  private readonly byType: Postings<string>;
  private readonly bySubregion: Postings<number>;
  private readonly byMunicipality: Postings<number>;

  private constructor(private readonly entities: readonly Entity[], searchTexts: readonly string[], private readonly subregionOf: ReadonlyMap<number, number>) {
    this.matcher = new WordMatcher(searchTexts);
    this.byType = postings(entities, (entity) => WINE_ENTITY_TYPES.filter((_, place) => (entity.typeBits & (1 << place)) !== 0));
    this.bySubregion = postings(entities, (entity) => [entity.subregionId]);
    this.byMunicipality = postings(entities, (entity) => [entity.municipalityId]);
  }

  /**
   * Built from the rows of one snapshot in list order (lower(title), id); their types and programmes are the JSON
   * texts, parsed through `shared`.
   */
  static of(rows: readonly FilterRow[], shared: SharedValues, subregionOf: ReadonlyMap<number, number>): WineEntityFilter {
    const entities = rows.map((row) => ({
      id: row.id, typeBits: bitsOf(WINE_ENTITY_TYPES, shared.parsed<string[]>(row.types)), subregionId: row.subregion_id,
      municipalityId: row.municipality_id, languageIds: new Set(row.language_ids),
      programmeBits: bitsOf(PROGRAMME_CHOICES, shared.parsed<string[]>(row.programmes)),
    }));
    return new WineEntityFilter(entities, rows.map((row) => row.search_text), subregionOf);
  }

  /** The ids of one page, the number matching the filters, and the number of entities of the type. */
  page(input: ListInput): { ids: number[]; count: number; total: number } {
    const words = this.matcher.match(queryWords(input.s));
    const subregions = new Set(input.sr);
    const municipalities = new Set(input.m);
    // A chosen subregion none of whose municipalities is chosen keeps all of its places (as the SQL filter).
    const wholeSubregions = new Set(input.sr.filter((sr) => !input.m.some((m) => this.subregionOf.get(m) === sr)));
    const typeBits = input.t ? bitsOf(WINE_ENTITY_TYPES, [input.t]) : 0;
    const programmeBits = bitsOf(PROGRAMME_CHOICES, input.p);
    const ids: number[] = [];
    let count = 0;
    const visit = (entity: Entity, i: number) => {
      if ((entity.typeBits & typeBits) !== typeBits) return;
      if (words && !words.has(i)) return;
      if (subregions.size > 0 && (entity.subregionId === null || !subregions.has(entity.subregionId))) return;
      if (municipalities.size > 0) {
        const inChosen = entity.municipalityId !== null && municipalities.has(entity.municipalityId);
        const wholeSubregion = subregions.size > 0 && entity.subregionId !== null && wholeSubregions.has(entity.subregionId);
        if (!inChosen && !wholeSubregion) return;
      }
      if ((entity.programmeBits & programmeBits) !== programmeBits) return;
      if (input.l.length > 0 && !input.l.every((language) => entity.languageIds.has(language))) return;
      if (count >= input.offset && ids.length < input.limit) ids.push(entity.id);
      count += 1;
    };
    const candidates = this.candidates(input, subregions, wholeSubregions);
    if (candidates) {
      for (const position of candidates) {
        const entity = this.entities[position];
        if (entity) visit(entity, position);
      }
    } else {
      this.entities.forEach(visit);
    }
    const total = input.t ? (this.byType.get(input.t)?.length ?? 0) : this.entities.length;
    return { ids, count, total };
  }

  /** The positions that can match at all, in list order: undefined when every entity can. */
  private candidates(input: ListInput, subregions: ReadonlySet<number>, wholeSubregions: ReadonlySet<number>): readonly number[] | undefined {
    if (input.m.length > 0) {
      const chosen = listsOf(this.byMunicipality, input.m);
      return union(subregions.size === 0 ? chosen : [...chosen, ...listsOf(this.bySubregion, wholeSubregions)]);
    }
    if (input.sr.length > 0) return union(listsOf(this.bySubregion, input.sr));
    if (input.t) return this.byType.get(input.t) ?? [];
    return undefined;
  }
}

import { WINE_MUNICIPALITIES, WINE_SUBREGIONS } from './geography.ts';
import { slugify } from './sections.ts';

/**
 * Place lists carry their subregion and municipality filters as path slugs
 * (`/cs/vinari/mikulovska/valtice`); the other filters and the page live in the hash.
 */
export const SUBREGION_BY_SLUG: ReadonlyMap<string, number> = new Map(
  WINE_SUBREGIONS.map((subregion) => [subregion.slug, subregion.id]),
);

export const MUNICIPALITY_BY_SLUG: ReadonlyMap<string, number> = new Map(
  WINE_MUNICIPALITIES.map((municipality) => [slugify(municipality.title), municipality.id]),
);

export const GEOGRAPHY_FILTER_SLUGS: ReadonlySet<string> = new Set([
  ...SUBREGION_BY_SLUG.keys(),
  ...MUNICIPALITY_BY_SLUG.keys(),
]);

export const subregionSlug = (id: number): string | undefined =>
  WINE_SUBREGIONS.find((subregion) => subregion.id === id)?.slug;

export function municipalitySlug(id: number): string | undefined {
  const municipality = WINE_MUNICIPALITIES.find((candidate) => candidate.id === id);
  return municipality ? slugify(municipality.title) : undefined;
}

/** Splits trailing path slugs into subregion and municipality ids; undefined when any slug is unknown. */
export function parseGeographySlugs(slugs: readonly string[]): { sr: number[]; m: number[] } | undefined {
  const sr: number[] = [];
  const m: number[] = [];
  for (const slug of slugs) {
    const subregion = SUBREGION_BY_SLUG.get(slug);
    const municipality = MUNICIPALITY_BY_SLUG.get(slug);
    if (subregion !== undefined) sr.push(subregion);
    else if (municipality !== undefined) m.push(municipality);
    else return undefined;
  }
  return { sr, m };
}

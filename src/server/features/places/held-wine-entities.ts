import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Image } from '../../../shared/api/common.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import { wineEntityDetailPath } from '../../../shared/constants/sections.ts';
import { PackedTexts } from '../../lib/documents/packed-texts.ts';
import type { SharedValues } from '../../lib/documents/shared-values.ts';
import { translatedText } from '../../lib/documents/shown-fields.ts';
import { certificationFlags, shownRating } from '../../lib/places/place-summary-parts.ts';

type Summary = z.input<typeof placesCalls.wineEntityList.output>['items'][number];

/**
 * The list fields, read from `wine_entities e LEFT JOIN wine_municipalities m` (wine-entity-list.ts), with JSON as
 * text: JSON that many entities repeat (types, programmes, the picture of an image) is then parsed once.
 */
export const HELD_COLUMNS = `e.id, e.title, e.slug, e.types::text AS types, e.perex::text AS perex, e.city,
  CASE jsonb_typeof(e.image) WHEN 'object' THEN (e.image - 'alt')::text END AS picture, e.image->>'alt' AS alt, e.logo::text AS logo,
  e.latitude, e.longitude, e.eshop_url, e.has_eshop, e.programmes::text AS programmes, e.certification::text AS certification,
  e.municipality_id, m.title AS municipality`;

export interface HeldRow {
  id: number; title: string; slug: string; types: string; perex: string; city: string; picture: string | null; alt: string | null;
  logo: string | null; latitude: number | null; longitude: number | null; eshop_url: string | null; has_eshop: boolean;
  programmes: string; certification: string; municipality_id: number | null; municipality: string | null;
}

/** What a list page shows of one wine entity except its rating and perex; parts many entities repeat are one shared object. */
interface HeldSummary {
  /** Its perex's place in the packed perex texts. */
  readonly position: number;
  readonly title: string;
  readonly slug: string;
  readonly city: string;
  readonly types: Summary['wineEntityTypes'];
  readonly picture: Omit<Image, 'alt'> | null;
  readonly alt: string | null;
  readonly logo: Image | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly municipality: { readonly id: number; readonly title: string } | null;
  readonly eshopUrl: string | null;
  readonly hasEshop: boolean;
  readonly programmes: Summary['programmes'];
  readonly certification: Readonly<Record<string, boolean>>;
}

export interface Rating {
  readonly sum: number;
  readonly count: number;
}

/**
 * Every wine entity's list fields, held for one snapshot of the catalogue: a list page is then built from memory
 * and only the ratings of its rows are read (a user's rating does not move the snapshot, migration 012). Reading
 * ten whole rows by id took PGlite 1.2–2.5 ms, most of what a new list page cost; their ratings take 0.4 ms.
 */
export class HeldWineEntities {
  private constructor(private readonly byId: ReadonlyMap<number, HeldSummary>, private readonly perexes: PackedTexts) {}

  get size(): number {
    return this.byId.size;
  }

  /** Built from the rows of one snapshot (read with HELD_COLUMNS), sharing what they repeat through `shared`. */
  static of(rows: readonly HeldRow[], shared: SharedValues): HeldWineEntities {
    const byId = new Map<number, HeldSummary>();
    const perexes: string[] = [];
    for (const row of rows) {
      const { municipality_id: municipalityId } = row;
      byId.set(row.id, {
        position: perexes.push(row.perex) - 1, title: row.title, slug: row.slug, city: row.city, types: shared.parsed(row.types),
        picture: row.picture === null ? null : shared.parsed(row.picture),
        // The alt text is most often the title: one string then serves both.
        alt: row.alt === row.title ? row.title : row.alt,
        logo: row.logo === null ? null : shared.parsed(row.logo), latitude: row.latitude, longitude: row.longitude,
        municipality: municipalityId === null ? null : shared.one(`municipality:${municipalityId}:${row.municipality ?? row.city}`, () => ({ id: municipalityId, title: row.municipality ?? row.city })),
        eshopUrl: row.eshop_url, hasEshop: row.has_eshop, programmes: shared.parsed(row.programmes), certification: shared.parsed(row.certification),
      });
    }
    return new HeldWineEntities(byId, PackedTexts.of(perexes));
  }

  /** The list summary of a held entity with its current rating, in the locale; undefined when it is not held. */
  summary(id: number, rating: Rating, locale: string): Summary | undefined {
    const held = this.byId.get(id);
    if (!held) return undefined;
    const { latitude, longitude } = held;
    return {
      id, title: held.title, slug: held.slug, url: wineEntityDetailPath(held.types, toRoutedLocale(locale), id, held.slug), city: held.city,
      image: held.picture === null ? null : { ...held.picture, alt: held.alt }, logo: held.logo,
      perex: translatedText(JSON.parse(this.perexes.at(held.position)) as Readonly<Record<string, string>>, locale),
      location: latitude !== null && longitude !== null ? { latitude, longitude } : null, ...shownRating(rating.sum, rating.count),
      address: [{ city: held.city, municipality: held.municipality }], eshopUrl: held.eshopUrl, hasEshop: held.hasEshop,
      wineEntityTypes: held.types, programmes: held.programmes, ...certificationFlags(held.certification),
    };
  }
}

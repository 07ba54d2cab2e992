import { ACCOMMODATION_TYPES, WINE_ENTITY_TYPES, type WineEntityType } from '../../../shared/constants/places.ts';
import { WINE_ENTITY_TYPE_IDS } from '../../../shared/forms/request-constants.ts';

/**
 * The numeric ids the request forms use for choices the catalogue keeps as words (wine entity types, wine
 * categories, accommodation types). The forms read ids and titles from GET /api/request/options, so these
 * tables are the one place that ties an id to its catalogue word.
 */
export interface Coded<T extends string> {
  readonly id: number;
  readonly code: T;
  readonly title: string;
}

const WINE_ENTITY_TYPE_TITLES: Readonly<Record<WineEntityType, string>> = {
  winemaker: 'Vinařství',
  cellar: 'Vinný sklep',
  wine_bar: 'Vinárna a winebar',
  wine_shop: 'Vinotéka',
  accommodation: 'Ubytování',
};
/** The form's ids (WINE_ENTITY_TYPE_IDS: the production section is for the winemaker, the kitchen for a winemaker or a wine bar). */
export const WINE_ENTITY_TYPE_CODES: readonly Coded<WineEntityType>[] = WINE_ENTITY_TYPES.map((code) => ({
  id: WINE_ENTITY_TYPE_IDS[code],
  code,
  title: WINE_ENTITY_TYPE_TITLES[code],
}));

export const WINE_CATEGORY_CODES: readonly Coded<string>[] = [
  { id: 1, code: 'tiché', title: 'Tichá vína' },
  { id: 2, code: 'šumivé', title: 'Šumivá vína' },
  { id: 3, code: 'růžové', title: 'Růžová vína' },
  { id: 4, code: 'přívlastková', title: 'Vína s přívlastkem' },
  { id: 5, code: 'slámové', title: 'Slámová vína' },
];

const ACCOMMODATION_TYPE_TITLES: Readonly<Record<(typeof ACCOMMODATION_TYPES)[number], string>> = {
  hotel: 'Hotel',
  penzion: 'Penzion',
  motel: 'Motel',
  recreation_facility: 'Rekreační zařízení',
  hostel: 'Hostel',
  private: 'Ubytování v soukromí',
  other: 'Jiné',
};
/**
 * The form sends the accommodation type as its word (ACCOMMODATION_TYPES); the options list numbers them 1… in that
 * order, and the review shows the title.
 */
export const ACCOMMODATION_TYPE_CODES: readonly Coded<(typeof ACCOMMODATION_TYPES)[number]>[] = ACCOMMODATION_TYPES.map(
  (code, i) => ({
    id: i + 1,
    code,
    title: ACCOMMODATION_TYPE_TITLES[code],
  }),
);

export const MONTH_TITLES = [
  'Leden',
  'Únor',
  'Březen',
  'Duben',
  'Květen',
  'Červen',
  'Červenec',
  'Srpen',
  'Září',
  'Říjen',
  'Listopad',
  'Prosinec',
] as const;

export const codeOf = <T extends string>(table: readonly Coded<T>[], id: unknown): T | undefined =>
  table.find((entry) => entry.id === id)?.code;
export const idOf = <T extends string>(table: readonly Coded<T>[], code: unknown): number | undefined =>
  table.find((entry) => entry.code === code)?.id;

const czech = new Intl.Collator('cs', { sensitivity: 'base', numeric: true });
/** Czech alphabetical order (ch after h, č after c), ties by id. */
export const byCzechTitle = <T extends { id: number; title: string }>(options: readonly T[]): T[] =>
  [...options].sort((a, b) => czech.compare(a.title, b.title) || a.id - b.id);

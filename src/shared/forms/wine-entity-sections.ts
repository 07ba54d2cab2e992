import { toBoolean } from './form-rules.ts';
import { openingHoursSections } from './opening-hours.ts';
import { WINE_ENTITY_TYPE_IDS } from './request-constants.ts';

type Flags<K extends string> = readonly Partial<Record<K, unknown>>[];

/** The wine-entity values the visibility rules read; both the form's values and the parsed request fit. */
export interface WineSectionsSource {
  wineEntityTypes?: readonly unknown[];
  companyAddressDifferent?: unknown;
  hasEshop?: unknown;
  address?: Flags<'wineSubregion'>;
  companyAddress?: Flags<'wineSubregion'>;
  openingHours?: Flags<'hasOpeningHoursRegular' | 'hasSummerWinterDifferent'>;
  gustation?: Flags<'hasGustationRegular'>;
  accomodation?: Flags<'hasAccommodationInFacility'>;
}

export interface WineEntitySections {
  companyAddress: boolean;
  /** The wine-municipality select replaces the free-text city. */
  municipalitySelect: boolean;
  companyMunicipalitySelect: boolean;
  /** The day grid of regular hours, and the summer/winter toggle with it. */
  openingHours: boolean;
  /** The season month ranges. */
  seasons: boolean;
  /** The separate winter day grid. */
  seasonHours: boolean;
  eshopUrl: boolean;
  gustationDays: boolean;
  accommodationDetails: boolean;
  production: boolean;
  cellarServices: boolean;
  kitchen: boolean;
}

/** A subregion id was chosen (null is "not chosen yet", 'none' is "outside the wine subregions"). */
export function isSubregionChosen(value: unknown): boolean {
  if (typeof value === 'number') return value > 0;
  return typeof value === 'string' && /^\d+$/.test(value) && Number(value) > 0;
}

function typeIds(types: unknown): Set<number> {
  return new Set(Array.isArray(types) ? types.map(Number) : []);
}

/** Which sections of the wine-entity form are shown (spec 02 §4); hidden sections are not validated. */
export function wineEntitySections(values: WineSectionsSource): WineEntitySections {
  const types = typeIds(values.wineEntityTypes);
  const hours = openingHoursSections(values.openingHours?.[0]);
  return {
    companyAddress: toBoolean(values.companyAddressDifferent),
    municipalitySelect: isSubregionChosen(values.address?.[0]?.wineSubregion),
    companyMunicipalitySelect: isSubregionChosen(values.companyAddress?.[0]?.wineSubregion),
    openingHours: hours.hours,
    seasons: hours.seasons,
    seasonHours: hours.seasons,
    eshopUrl: toBoolean(values.hasEshop),
    gustationDays: toBoolean(values.gustation?.[0]?.hasGustationRegular),
    accommodationDetails: toBoolean(values.accomodation?.[0]?.hasAccommodationInFacility),
    production: types.has(WINE_ENTITY_TYPE_IDS.winemaker),
    cellarServices: types.has(WINE_ENTITY_TYPE_IDS.cellar),
    kitchen: types.has(WINE_ENTITY_TYPE_IDS.winemaker) || types.has(WINE_ENTITY_TYPE_IDS.wine_bar),
  };
}

import { OUTSIDE_SUBREGIONS } from '../../../../../shared/forms/wine-address.ts';
import { isSubregionChosen } from '../../../../../shared/forms/wine-entity-sections.ts';

/** Which place field follows the subregion select: the wine municipality, the free-text city, or none until a choice is made. */
export type CityField = 'municipality' | 'city' | 'none';

/**
 * A subregion id asks for its wine municipality; "outside the subregions" (or a missing value, which the schema reads
 * the same way) asks for the city; the empty choice asks for nothing yet, so no field appears that a choice would replace.
 */
export function cityField(wineSubregion: unknown): CityField {
  if (isSubregionChosen(wineSubregion)) return 'municipality';
  if (wineSubregion === OUTSIDE_SUBREGIONS || wineSubregion === undefined) return 'city';
  return 'none';
}

/** The wine municipalities of the chosen subregion. */
export function municipalitiesOf<M extends { subregionId: number }>(
  municipalities: readonly M[],
  wineSubregion: unknown,
): M[] {
  if (!isSubregionChosen(wineSubregion)) return [];
  const subregionId = Number(wineSubregion);
  return municipalities.filter((municipality) => municipality.subregionId === subregionId);
}

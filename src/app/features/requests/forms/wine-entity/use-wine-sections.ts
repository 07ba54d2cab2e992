import { useWatch } from 'react-hook-form';
import { wineEntitySections, type WineEntitySections } from '../../../../../shared/forms/wine-entity-sections.ts';

/** Only the values the visibility rules read, so typing elsewhere does not re-render the whole form. */
const RULE_INPUTS = [
  'wineEntityTypes',
  'companyAddressDifferent',
  'hasEshop',
  'address.0.wineSubregion',
  'companyAddress.0.wineSubregion',
  'gustation.0.hasGustationRegular',
  'accomodation.0.hasAccommodationInFacility',
] as const;

/** Which sections of the wine-entity form are shown now (spec 02 §4). */
export function useWineSections(): WineEntitySections {
  const [
    types,
    companyAddressDifferent,
    hasEshop,
    subregion,
    companySubregion,
    hasGustationRegular,
    hasAccommodationInFacility,
  ]: unknown[] = useWatch({ name: [...RULE_INPUTS] });
  return wineEntitySections({
    wineEntityTypes: Array.isArray(types) ? types : [],
    companyAddressDifferent,
    hasEshop,
    address: [{ wineSubregion: subregion }],
    companyAddress: [{ wineSubregion: companySubregion }],
    gustation: [{ hasGustationRegular }],
    accomodation: [{ hasAccommodationInFacility }],
  });
}

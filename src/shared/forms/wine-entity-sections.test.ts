import { describe, expect, it } from 'vitest';
import { applyKitchenChoice, kitchenOnOrderDisabled, type Kitchen } from './kitchen-choice.ts';
import { WINE_ENTITY_TYPE_IDS } from './request-constants.ts';
import { emptyWineEntityRequest } from './wine-entity-request.ts';
import { wineEntitySections } from './wine-entity-sections.ts';

const { winemaker, cellar, wine_bar, wine_shop, accommodation } = WINE_ENTITY_TYPE_IDS;

describe('wine entity type ids', () => {
  it('number the types 1 to 5 in their shared order', () => {
    expect(WINE_ENTITY_TYPE_IDS).toEqual({ winemaker: 1, cellar: 2, wine_bar: 3, wine_shop: 4, accommodation: 5 });
  });
});

describe('wineEntitySections', () => {
  it('shows nothing optional on an empty form', () => {
    expect(wineEntitySections(emptyWineEntityRequest())).toEqual({
      companyAddress: false,
      municipalitySelect: false,
      companyMunicipalitySelect: false,
      openingHours: false,
      seasons: false,
      seasonHours: false,
      eshopUrl: false,
      gustationDays: false,
      accommodationDetails: false,
      production: false,
      cellarServices: false,
      kitchen: false,
    });
  });

  it('follows the ticked boxes', () => {
    const sections = wineEntitySections({
      companyAddressDifferent: true,
      hasEshop: 'on',
      openingHours: [{ hasOpeningHoursRegular: true, hasSummerWinterDifferent: true }],
      gustation: [{ hasGustationRegular: true }],
      accomodation: [{ hasAccommodationInFacility: '1' }],
    });
    expect(sections).toMatchObject({
      companyAddress: true,
      eshopUrl: true,
      openingHours: true,
      seasons: true,
      seasonHours: true,
      gustationDays: true,
      accommodationDetails: true,
    });
  });

  it('unlocks seasons only through regular hours', () => {
    expect(
      wineEntitySections({ openingHours: [{ hasOpeningHoursRegular: false, hasSummerWinterDifferent: true }] }),
    ).toMatchObject({ openingHours: false, seasons: false });
    expect(
      wineEntitySections({ openingHours: [{ hasOpeningHoursRegular: true, hasSummerWinterDifferent: false }] }),
    ).toMatchObject({ openingHours: true, seasons: false });
  });

  it('offers the municipality select once a subregion is chosen', () => {
    expect(wineEntitySections({ address: [{ wineSubregion: '3' }] }).municipalitySelect).toBe(true);
    expect(wineEntitySections({ address: [{ wineSubregion: 4 }] }).municipalitySelect).toBe(true);
    expect(wineEntitySections({ address: [{ wineSubregion: 'none' }] }).municipalitySelect).toBe(false);
    expect(wineEntitySections({ address: [{ wineSubregion: null }] }).municipalitySelect).toBe(false);
    expect(wineEntitySections({ companyAddress: [{ wineSubregion: 2 }] }).companyMunicipalitySelect).toBe(true);
  });

  it('gives production to wineries, cellar services to cellars, a kitchen to wineries and wine bars', () => {
    const byTypes = (types: (number | string)[]) => {
      const { production, cellarServices, kitchen } = wineEntitySections({ wineEntityTypes: types });
      return { production, cellarServices, kitchen };
    };
    expect(byTypes([String(winemaker)])).toEqual({ production: true, cellarServices: false, kitchen: true });
    expect(byTypes([cellar])).toEqual({ production: false, cellarServices: true, kitchen: false });
    expect(byTypes([wine_bar])).toEqual({ production: false, cellarServices: false, kitchen: true });
    expect(byTypes([wine_shop, accommodation])).toEqual({ production: false, cellarServices: false, kitchen: false });
    expect(byTypes([cellar, wine_bar])).toEqual({ production: false, cellarServices: true, kitchen: true });
  });
});

describe('kitchen choices', () => {
  const none: Kitchen = {
    hasKitchenHotAndCold: false,
    hasKitchenHotAndColdOnOrder: false,
    hasKitchenColdOnly: false,
    hasKitchenColdOnOrder: false,
    hasCatering: false,
  };

  it('choosing hot-and-cold clears cold-only and its on-order flag', () => {
    const coldOnly = { ...none, hasKitchenColdOnly: true, hasKitchenColdOnOrder: true, hasCatering: true };
    expect(applyKitchenChoice(coldOnly, 'hasKitchenHotAndCold', true)).toEqual({
      ...none,
      hasKitchenHotAndCold: true,
      hasCatering: true,
    });
  });

  it('choosing cold-only clears hot-and-cold and its on-order flag', () => {
    const hot = { ...none, hasKitchenHotAndCold: true, hasKitchenHotAndColdOnOrder: true };
    expect(applyKitchenChoice(hot, 'hasKitchenColdOnly', true)).toEqual({ ...none, hasKitchenColdOnly: true });
  });

  it('unticking or ticking another box changes only that box', () => {
    const hot = { ...none, hasKitchenHotAndCold: true, hasKitchenHotAndColdOnOrder: true };
    expect(applyKitchenChoice(hot, 'hasKitchenHotAndCold', false)).toEqual({ ...hot, hasKitchenHotAndCold: false });
    expect(applyKitchenChoice(none, 'hasCatering', true)).toEqual({ ...none, hasCatering: true });
  });

  it('disables each on-order box while the opposite option is ticked', () => {
    expect(kitchenOnOrderDisabled(none)).toEqual({ hasKitchenHotAndColdOnOrder: false, hasKitchenColdOnOrder: false });
    expect(kitchenOnOrderDisabled({ ...none, hasKitchenColdOnly: true })).toEqual({
      hasKitchenHotAndColdOnOrder: true,
      hasKitchenColdOnOrder: false,
    });
    expect(kitchenOnOrderDisabled({ ...none, hasKitchenHotAndCold: true })).toEqual({
      hasKitchenHotAndColdOnOrder: false,
      hasKitchenColdOnOrder: true,
    });
  });
});

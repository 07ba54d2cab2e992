import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  emptyRoom,
  emptyTouristProgram,
  emptyWineEntityRequest,
  type WineEntityRequestInput,
} from '../../../../../shared/forms/wine-entity-request.ts';
import '../../../../i18n/i18n.ts';
import type { RequestOptions } from '../options.ts';
import { WineEntityRequestFields } from './wine-entity-request-fields.tsx';

const some = (...titles: string[]) => titles.map((title, index) => ({ id: index + 1, title }));
const options: RequestOptions = {
  eventTypes: [],
  subregions: some('Mikulovská', 'Slovácká'),
  municipalities: [
    { id: 1, title: 'Valtice', subregionId: 1 },
    { id: 2, title: 'Mutěnice', subregionId: 2 },
  ],
  jmkMunicipalities: [],
  wineEntityTypes: some('Vinařství', 'Vinný sklep', 'Vinárna a winebar'),
  wineCategories: some('Tichá vína'),
  whiteVarieties: some('Ryzlink rýnský'),
  redVarieties: some('Frankovka'),
  languages: some('Angličtina'),
  winemakers: [],
  relatedPlaces: [{ id: 1, title: 'Sklep U Révy', placeType: 'wine_entity' }],
  accommodationTypes: some('Hotel', 'Penzion'),
  months: some('Leden', 'Únor'),
};

type Changes = Partial<Omit<WineEntityRequestInput, 'address'>> & {
  subregion?: unknown;
  kitchen?: WineEntityRequestInput['kitchen'];
};

/** The fields' first markup inside a form holding the empty request with some changes. */
function markup({ subregion = null, ...changes }: Changes = {}): string {
  const empty = emptyWineEntityRequest();
  const values = { ...empty, ...changes, address: [{ ...empty.address[0], wineSubregion: subregion }] };
  function Harness() {
    const form = useForm<FieldValues>({ defaultValues: values as FieldValues, mode: 'onChange' });
    return (
      <FormProvider {...form}>
        <form>
          <WineEntityRequestFields options={options} />
        </form>
      </FormProvider>
    );
  }
  return renderToStaticMarkup(<Harness />);
}

const kitchen = (ticked: Record<string, boolean>) =>
  [{ ...emptyWineEntityRequest().kitchen[0], ...ticked }] as WineEntityRequestInput['kitchen'];

describe('the wine entity request fields', () => {
  it('name inputs by their dot paths, with the spec limits, counters and hints', () => {
    const html = markup();
    expect(html).toContain('id="rf-address-0-street"');
    expect(html).toMatch(
      /id="rf-address-0-houseNumber"[^>]*maxLength="10"|maxLength="10"[^>]*id="rf-address-0-houseNumber"/,
    );
    expect(html).toMatch(/maxLength="6"[^>]*id="rf-address-0-zip"|id="rf-address-0-zip"[^>]*maxLength="6"/);
    expect(html).toMatch(
      /maxLength="16"[^>]*id="rf-contacts-0-phoneShop"|id="rf-contacts-0-phoneShop"[^>]*maxLength="16"/,
    );
    expect(html).toContain('Zbývá 550 znaků');
    expect(html).toContain('Zbývá 700 znaků');
    expect(html).toContain('1920 × 1024 px');
    expect(html).toContain('100 m');
    expect(html).toContain('500 m');
  });

  it('shows the municipality select for a chosen subregion, the city outside the subregions, and neither before a choice', () => {
    const none = markup();
    expect(none).not.toContain('id="rf-address-0-city"');
    expect(none).not.toContain('id="rf-address-0-municipality"');
    const outside = markup({ subregion: 'none' });
    expect(outside).toContain('id="rf-address-0-city"');
    expect(outside).not.toContain('id="rf-address-0-municipality"');
    const inside = markup({ subregion: '1' });
    expect(inside).toContain('id="rf-address-0-municipality"');
    expect(inside).toContain('Valtice');
    expect(inside).not.toContain('Mutěnice');
    expect(inside).not.toContain('id="rf-address-0-city"');
  });

  it('asks for the company address only when it differs', () => {
    expect(markup()).not.toContain('Adresa společnosti');
    expect(markup({ companyAddressDifferent: true })).toContain('id="rf-companyAddress-0-street"');
  });

  it('shows the e-shop address, tasting days and accommodation details only when ticked', () => {
    const plain = markup();
    expect(plain).not.toContain('id="rf-eshopUrl"');
    expect(plain).not.toContain('id="rf-gustation-0-gustationRegularDays"');
    expect(plain).not.toContain('id="rf-accomodation-0-capacity"');
    const ticked = markup({
      hasEshop: true,
      gustation: [{ ...emptyWineEntityRequest().gustation[0], hasGustationRegular: true }],
      accomodation: [{ ...emptyWineEntityRequest().accomodation[0], hasAccommodationInFacility: true }],
    });
    expect(ticked).toContain('id="rf-eshopUrl"');
    expect(ticked).toContain('id="rf-gustation-0-gustationRegularDays"');
    expect(ticked).toContain('id="rf-accomodation-0-capacity"');
    expect(ticked).toContain('value="penzion"');
  });

  it('offers production to wineries, cellar services to cellars and the kitchen to wineries and wine bars', () => {
    const winery = markup({ wineEntityTypes: [1] });
    expect(winery).toMatch(
      /id="rf-productionInfo-0-vineyardsSize"[^>]*step="0.01"|step="0.01"[^>]*id="rf-productionInfo-0-vineyardsSize"/,
    );
    expect(winery).toContain('id="rf-kitchen-0-hasCatering"');
    expect(winery).not.toContain('id="rf-cellarServices-0-hasRecordedMusic"');
    const cellar = markup({ wineEntityTypes: [2] });
    expect(cellar).toContain('id="rf-cellarServices-0-hasRecordedMusic"');
    expect(cellar).not.toContain('id="rf-kitchen-0-hasCatering"');
    expect(cellar).not.toContain('id="rf-productionInfo-0-vineyardsSize"');
    expect(markup({ wineEntityTypes: [3] })).toContain('id="rf-kitchen-0-hasCatering"');
  });

  it('disables each on-order kitchen box while the opposite kind is ticked', () => {
    const disabled = (html: string, field: string) =>
      new RegExp(
        `<input[^>]*id="rf-kitchen-0-${field}"[^>]*disabled=""|<input[^>]*disabled=""[^>]*id="rf-kitchen-0-${field}"`,
      ).test(html);
    const coldOnly = markup({ wineEntityTypes: [1], kitchen: kitchen({ hasKitchenColdOnly: true }) });
    expect(disabled(coldOnly, 'hasKitchenHotAndColdOnOrder')).toBe(true);
    expect(disabled(coldOnly, 'hasKitchenColdOnOrder')).toBe(false);
    const hotAndCold = markup({ wineEntityTypes: [1], kitchen: kitchen({ hasKitchenHotAndCold: true }) });
    expect(disabled(hotAndCold, 'hasKitchenColdOnOrder')).toBe(true);
    expect(disabled(hotAndCold, 'hasKitchenHotAndColdOnOrder')).toBe(false);
  });

  it('lists tourist programs and rooms, each with a numbered remove button', () => {
    const empty = markup();
    expect(empty).toContain('Přidat program');
    expect(empty).toContain('Přidat místnost');
    const listed = markup({ touristPrograms: [emptyTouristProgram(), emptyTouristProgram()], rooms: [emptyRoom()] });
    expect(listed).toContain('id="rf-touristPrograms-1-title"');
    expect(listed).toContain('Odebrat program 2');
    expect(listed).toContain('id="rf-rooms-0-tablesCapacity"');
    expect(listed).toContain('Odebrat místnost 1');
  });
});

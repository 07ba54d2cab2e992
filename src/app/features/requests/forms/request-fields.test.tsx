import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emptyEshopRequest } from '../../../../shared/forms/eshop-request.ts';
import { emptyEventRequest } from '../../../../shared/forms/event-request.ts';
import { emptyRestaurantRequest } from '../../../../shared/forms/restaurant-request.ts';
import '../../../i18n/i18n.ts';
import { EshopRequestFields } from './eshop-request-fields.tsx';
import { EventRequestFields } from './event-request-fields.tsx';
import type { FieldsProps, RequestOptions } from './options.ts';
import { RestaurantRequestFields } from './restaurant-request-fields.tsx';

const some = (...titles: string[]) => titles.map((title, index) => ({ id: index + 1, title }));
const options: RequestOptions = {
  eventTypes: [],
  subregions: some('Mikulovská'),
  municipalities: [{ id: 1, title: 'Valtice', subregionId: 1 }],
  jmkMunicipalities: some('Mikulov'),
  wineEntityTypes: some('Vinařství'),
  wineCategories: some('Jakostní'),
  whiteVarieties: some('Ryzlink rýnský'),
  redVarieties: some('Frankovka'),
  languages: some('Angličtina', 'Němčina'),
  winemakers: some('Vinařství U Kapličky'),
  relatedPlaces: [{ id: 1, title: 'Sklep U Révy', placeType: 'wine_entity' }],
  accommodationTypes: some('Penzion'),
  months: some('Leden', 'Únor'),
};

/**
 * The fields' first markup inside a form holding the given values. Registered inputs get their values only once
 * mounted in a browser, so this checks which fields are offered, not what they hold.
 */
function markup(Fields: ComponentType<FieldsProps>, values: object): string {
  function Harness() {
    const form = useForm<FieldValues>({ defaultValues: values as FieldValues, mode: 'onChange' });
    return (
      <FormProvider {...form}>
        <form>
          <Fields options={options} />
        </form>
      </FormProvider>
    );
  }
  return renderToStaticMarkup(<Harness />);
}

describe('the event request fields', () => {
  it('labels every field and names inputs by their dot path', () => {
    const html = markup(EventRequestFields, emptyEventRequest());
    expect(html).toContain('Název akce');
    expect(html).toContain('id="rf-contacts-phone1"');
    expect(html).toContain('id="rf-contacts-dialCode1"');
    expect(html).toContain('Zbývá 300 znaků');
  });

  it('says when a select has no options', () => {
    expect(markup(EventRequestFields, emptyEventRequest())).toContain('Žádné možnosti');
  });

  it('offers the free-text city, or the South-Moravian municipality list instead', () => {
    const plain = markup(EventRequestFields, emptyEventRequest());
    expect(plain).toContain('id="rf-city"');
    expect(plain).not.toContain('id="rf-jmkMunicipality"');
    const southMoravian = markup(EventRequestFields, { ...emptyEventRequest(), isSouthMoravianRegionEvent: true });
    expect(southMoravian).toContain('id="rf-jmkMunicipality"');
    expect(southMoravian).not.toContain('id="rf-city"');
  });

  it('asks for the location, municipality or winemaker the event is tied to', () => {
    expect(markup(EventRequestFields, { ...emptyEventRequest(), connectedTo: 'Lokalita' })).toContain(
      'id="rf-location-latitude"',
    );
    expect(markup(EventRequestFields, { ...emptyEventRequest(), connectedTo: 'Obec' })).toContain(
      'id="rf-municipality"',
    );
    expect(markup(EventRequestFields, { ...emptyEventRequest(), connectedTo: 'Vinař' })).toContain('id="rf-winemaker"');
  });
});

describe('the e-shop request fields', () => {
  it('shows the spec hints', () => {
    const html = markup(EshopRequestFields, emptyEshopRequest());
    expect(html).toContain('alespoň 40 druhů lahvových vín');
    expect(html).toContain('800 × 500 px');
  });
});

describe('the restaurant request fields', () => {
  const hours = (regular: boolean, seasons: boolean) => ({
    ...emptyRestaurantRequest(),
    openingHours: {
      ...emptyRestaurantRequest().openingHours,
      hasOpeningHoursRegular: regular,
      hasSummerWinterDifferent: seasons,
    },
  });

  it('shows opening hours only with regular hours ticked', () => {
    expect(markup(RestaurantRequestFields, hours(false, false))).not.toContain(
      'id="rf-openingHours-summer-monday-from"',
    );
    const regular = markup(RestaurantRequestFields, hours(true, false));
    expect(regular).toContain('id="rf-openingHours-summer-monday-from"');
    expect(regular).not.toContain('id="rf-openingHours-winter-monday-from"');
    expect(regular).not.toContain('id="rf-openingHours-summerMonthFrom"');
  });

  it('shows the season months and the winter hours only with summer/winter different', () => {
    const seasons = markup(RestaurantRequestFields, hours(true, true));
    expect(seasons).toContain('id="rf-openingHours-summerMonthFrom"');
    expect(seasons).toContain('id="rf-openingHours-winter-sunday-to"');
  });

  it('asks for the delivery address only with delivery ticked', () => {
    expect(markup(RestaurantRequestFields, emptyRestaurantRequest())).not.toContain('id="rf-deliveryUrl"');
    expect(markup(RestaurantRequestFields, { ...emptyRestaurantRequest(), offerDelivery: true })).toContain(
      'id="rf-deliveryUrl"',
    );
  });
});

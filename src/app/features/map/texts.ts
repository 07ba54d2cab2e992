import { addTexts } from '../../i18n/add-texts.ts';

addTexts('mapPage', {
  cs: {
    search: 'Hledat',
    types: 'Typ místa',
    submit: 'Zobrazit',
    clearAll: 'Zrušit všechny filtry',
    points: 'Míst na mapě: {{count}}',
    type: {
      winemaker: 'Vinaři',
      cellar: 'Sklepy',
      wine_bar: 'Vinárny',
      wine_shop: 'Vinotéky',
      accommodation: 'Ubytování',
      restaurant: 'Restaurace',
      event: 'Akce',
    },
  },
  en: {
    search: 'Search',
    types: 'Place type',
    submit: 'Show',
    clearAll: 'Clear all filters',
    points: 'Places on the map: {{count}}',
    type: {
      winemaker: 'Winemakers',
      cellar: 'Cellars',
      wine_bar: 'Wine bars',
      wine_shop: 'Wine shops',
      accommodation: 'Accommodation',
      restaurant: 'Restaurants',
      event: 'Events',
    },
  },
  pl: {
    search: 'Szukaj',
    types: 'Rodzaj miejsca',
    submit: 'Pokaż',
    clearAll: 'Wyczyść wszystkie filtry',
    points: 'Miejsc na mapie: {{count}}',
    type: {
      winemaker: 'Winiarze',
      cellar: 'Piwnice',
      wine_bar: 'Winiarnie',
      wine_shop: 'Sklepy z winem',
      accommodation: 'Noclegi',
      restaurant: 'Restauracje',
      event: 'Wydarzenia',
    },
  },
});

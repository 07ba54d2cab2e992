import { addTexts } from '../../i18n/add-texts.ts';

addTexts('catalogue', {
  cs: {
    filter: 'Filtr', filters: 'Filtry', showFilter: 'Zobrazit filtr', hideFilter: 'Skrýt filtr', search: 'Hledat', searchPlaceholder: 'Název, obec…',
    subregion: 'Podoblast', municipality: 'Obec', language: 'Jazyk', programme: 'Program', choices: 'Nabídka', noOptions: 'Žádné možnosti',
    submit: 'Vyhledat', clearAll: 'Zrušit všechny filtry', activeFilters: 'Aktivních filtrů: {{count}}',
    list: 'Seznam', map: 'Mapa', modeLabel: 'Zobrazení', found: 'Nalezeno: {{count}}', notFound: 'Nenalezeno',
    noResults: 'Tomuto filtru neodpovídá žádné místo.', reset: 'Zrušit filtr', loading: 'Načítáme místa…', loadFailed: 'Místa se nepodařilo načíst.', retry: 'Zkusit znovu',
    previous: 'Předchozí', next: 'Další', page: 'Strana {{page}}', pagination: 'Stránkování', mapLoadFailed: 'Mapu se nepodařilo načíst.',
    programmes: { certified: 'Certifikované', touristPrograms: 'Turistické programy', regularOpen: 'Pravidelně otevřeno', accomodation: 'Ubytování', card: 'Platba kartou', disabled: 'Bezbariérový přístup', hasEshop: 'E-shop', refreshment: 'Občerstvení', rosewines: 'Růžová vína', stmartins: 'Svatomartinská vína' },
    restaurantChoices: { offerSaintMartinsWine: 'Svatomartinské víno', offerSaintMartinsMenu: 'Svatomartinské menu', hasServingWindow: 'Výdejní okénko', offerDelivery: 'Rozvoz', hasCardPayment: 'Platba kartou', isDisabledFriendly: 'Bezbariérový přístup' },
    types: { winemaker: 'Vinař', cellar: 'Sklep', wine_bar: 'Vinárna', wine_shop: 'Vinotéka', accommodation: 'Ubytování', restaurant: 'Restaurace', eshop: 'E-shop' },
  },
  en: {
    filter: 'Filter', filters: 'Filters', showFilter: 'Show filter', hideFilter: 'Hide filter', search: 'Search', searchPlaceholder: 'Name, village…',
    subregion: 'Subregion', municipality: 'Municipality', language: 'Language', programme: 'Programme', choices: 'Offer', noOptions: 'No options',
    submit: 'Search', clearAll: 'Clear all filters', activeFilters: 'Active filters: {{count}}',
    list: 'List', map: 'Map', modeLabel: 'View', found: 'Found: {{count}}', notFound: 'Not found',
    noResults: 'No place matches this filter.', reset: 'Reset the filter', loading: 'Loading places…', loadFailed: 'The places could not be loaded.', retry: 'Try again',
    previous: 'Previous', next: 'Next', page: 'Page {{page}}', pagination: 'Pagination', mapLoadFailed: 'The map could not be loaded.',
    programmes: { certified: 'Certified', touristPrograms: 'Tourist programmes', regularOpen: 'Regularly open', accomodation: 'Accommodation', card: 'Card payment', disabled: 'Wheelchair access', hasEshop: 'E-shop', refreshment: 'Refreshments', rosewines: 'Rosé wines', stmartins: 'St. Martin’s wines' },
    restaurantChoices: { offerSaintMartinsWine: 'St. Martin’s wine', offerSaintMartinsMenu: 'St. Martin’s menu', hasServingWindow: 'Serving window', offerDelivery: 'Delivery', hasCardPayment: 'Card payment', isDisabledFriendly: 'Wheelchair access' },
    types: { winemaker: 'Winemaker', cellar: 'Cellar', wine_bar: 'Wine bar', wine_shop: 'Wine shop', accommodation: 'Accommodation', restaurant: 'Restaurant', eshop: 'E-shop' },
  },
  pl: {
    filter: 'Filtr', filters: 'Filtry', showFilter: 'Pokaż filtr', hideFilter: 'Ukryj filtr', search: 'Szukaj', searchPlaceholder: 'Nazwa, miejscowość…',
    subregion: 'Podregion', municipality: 'Miejscowość', language: 'Język', programme: 'Program', choices: 'Oferta', noOptions: 'Brak opcji',
    submit: 'Szukaj', clearAll: 'Wyczyść wszystkie filtry', activeFilters: 'Aktywne filtry: {{count}}',
    list: 'Lista', map: 'Mapa', modeLabel: 'Widok', found: 'Znaleziono: {{count}}', notFound: 'Nie znaleziono',
    noResults: 'Żadne miejsce nie pasuje do tego filtra.', reset: 'Wyczyść filtr', loading: 'Ładowanie miejsc…', loadFailed: 'Nie udało się wczytać miejsc.', retry: 'Spróbuj ponownie',
    previous: 'Poprzednia', next: 'Następna', page: 'Strona {{page}}', pagination: 'Stronicowanie', mapLoadFailed: 'Nie udało się wczytać mapy.',
    programmes: { certified: 'Certyfikowane', touristPrograms: 'Programy turystyczne', regularOpen: 'Regularnie otwarte', accomodation: 'Noclegi', card: 'Płatność kartą', disabled: 'Dostęp dla niepełnosprawnych', hasEshop: 'E-sklep', refreshment: 'Poczęstunek', rosewines: 'Wina różowe', stmartins: 'Wina św. Marcina' },
    restaurantChoices: { offerSaintMartinsWine: 'Wino św. Marcina', offerSaintMartinsMenu: 'Menu św. Marcina', hasServingWindow: 'Okienko wydawcze', offerDelivery: 'Dowóz', hasCardPayment: 'Płatność kartą', isDisabledFriendly: 'Dostęp dla niepełnosprawnych' },
    types: { winemaker: 'Winiarz', cellar: 'Piwnica', wine_bar: 'Winiarnia', wine_shop: 'Sklep z winem', accommodation: 'Noclegi', restaurant: 'Restauracja', eshop: 'E-sklep' },
  },
});

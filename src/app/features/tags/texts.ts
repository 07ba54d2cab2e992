import { addTexts } from '../../i18n/add-texts.ts';

addTexts('tags', {
  cs: {
    filter: 'Filtr', search: 'Hledat', searchPlaceholder: 'Název, obec…', types: 'Typ obsahu', submit: 'Vyhledat', clearAll: 'Zrušit všechny filtry',
    found: 'Nalezeno: {{count}}', loading: 'Načítáme obsah se štítkem…', loadFailed: 'Obsah se štítkem se nepodařilo načíst.', retry: 'Zkusit znovu',
    noResults: 'Tomuto filtru neodpovídá žádný obsah se štítkem.', reset: 'Zrušit filtr', pastLastPage: 'Tato strana už neexistuje, výsledky mají stran: {{pages}}.', lastPage: 'Na poslední stranu',
    toEshop: 'Do e-shopu', newWindow: '(otevře se v novém okně)', activeFilters: 'Aktivních filtrů: {{count}}',
    type: { news: 'Aktuality', encyclopedia: 'Encyklopedie', pages: 'Stránky', wine_variety: 'Odrůdy', events: 'Akce', winemakers: 'Vinaři', cellars: 'Sklepy', winebars: 'Vinárny a winebary', restaurants: 'Restaurace', eshops: 'Vinotéky a e-shopy' },
    docType: { news: 'Aktualita', encyclopedia: 'Encyklopedie', dictionary: 'Slovník', page: 'Stránka', wine_variety: 'Odrůda', event: 'Akce', winemaker: 'Vinař', cellar: 'Sklep', wine_bar: 'Vinárna', restaurant: 'Restaurace', eshop: 'E-shop', wine_shop: 'Vinotéka' },
  },
  en: {
    filter: 'Filter', search: 'Search', searchPlaceholder: 'Name, village…', types: 'Content type', submit: 'Search', clearAll: 'Clear all filters',
    found: 'found {{count}}', loading: 'Loading tagged content…', loadFailed: 'The tagged content could not be loaded.', retry: 'Try again',
    noResults: 'No tagged content matches this filter.', reset: 'Clear filter', pastLastPage: 'This page no longer exists; the results have {{pages}} pages.', lastPage: 'Go to the last page',
    toEshop: 'To the e-shop', newWindow: '(opens in a new window)', activeFilters: 'Active filters: {{count}}',
    type: { news: 'News', encyclopedia: 'Encyclopedia', pages: 'Pages', wine_variety: 'Grape varieties', events: 'Events', winemakers: 'Winemakers', cellars: 'Cellars', winebars: 'Wine bars', restaurants: 'Restaurants', eshops: 'Wine shops and e-shops' },
    docType: { news: 'News', encyclopedia: 'Encyclopedia', dictionary: 'Dictionary', page: 'Page', wine_variety: 'Grape variety', event: 'Event', winemaker: 'Winemaker', cellar: 'Cellar', wine_bar: 'Wine bar', restaurant: 'Restaurant', eshop: 'E-shop', wine_shop: 'Wine shop' },
  },
  pl: {
    filter: 'Filtr', search: 'Szukaj', searchPlaceholder: 'Nazwa, miejscowość…', types: 'Rodzaj treści', submit: 'Szukaj', clearAll: 'Wyczyść wszystkie filtry',
    found: 'Znaleziono: {{count}}', loading: 'Wczytujemy treści z tagiem…', loadFailed: 'Nie udało się wczytać treści z tagiem.', retry: 'Spróbuj ponownie',
    noResults: 'Żadna treść z tagiem nie pasuje do filtra.', reset: 'Wyczyść filtr', pastLastPage: 'Ta strona już nie istnieje; wyniki mają stron: {{pages}}.', lastPage: 'Do ostatniej strony',
    toEshop: 'Do sklepu internetowego', newWindow: '(otworzy się w nowym oknie)', activeFilters: 'Aktywne filtry: {{count}}',
    type: { news: 'Aktualności', encyclopedia: 'Encyklopedia', pages: 'Strony', wine_variety: 'Odmiany', events: 'Wydarzenia', winemakers: 'Winiarze', cellars: 'Piwnice', winebars: 'Winiarnie i winebary', restaurants: 'Restauracje', eshops: 'Sklepy z winem i e-sklepy' },
    docType: { news: 'Aktualność', encyclopedia: 'Encyklopedia', dictionary: 'Słownik', page: 'Strona', wine_variety: 'Odmiana', event: 'Wydarzenie', winemaker: 'Winiarz', cellar: 'Piwnica', wine_bar: 'Winiarnia', restaurant: 'Restauracja', eshop: 'E-sklep', wine_shop: 'Sklep z winem' },
  },
});

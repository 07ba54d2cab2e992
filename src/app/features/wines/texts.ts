import { addTexts } from '../../i18n/add-texts.ts';

addTexts('wines', {
  cs: {
    filter: 'Filtr', search: 'Hledat', searchPlaceholder: 'Víno, odrůda, vinař…', submit: 'Vyhledat', clearAll: 'Zrušit všechny filtry', activeFilters: 'Aktivních filtrů: {{count}}',
    colour: 'Barva', year: 'Ročník', epithet: 'Přívlastek', sweetness: 'Cukernatost', variety: 'Odrůda', region: 'Oblast', subregion: 'Podoblast', minPoints: 'Nejméně bodů', anyPoints: 'Bez omezení',
    winemaker: 'Vinař', removeWinemaker: 'Zrušit výběr vinaře {{title}}', optionsLoading: 'Načítáme možnosti filtru…', optionsFailed: 'Možnosti filtru se nepodařilo načíst. Hledat můžete i tak.',
    colours: { white: 'Bílé', red: 'Červené', pink: 'Růžové' },
    found: 'Nalezeno vín: {{count}}', loading: 'Načítáme vína…', loadFailed: 'Vína se nepodařilo načíst.', retry: 'Zkusit znovu',
    noResults: 'Tomuto filtru neodpovídá žádné víno.', reset: 'Zrušit filtr', pastLastPage: 'Tato strana už neexistuje, výsledky mají stran: {{pages}}.', lastPage: 'Na poslední stranu',
    points: '{{points}} bodů ze 100', pointsShort: '{{points}}/100', tasteProfile: 'Chuťový profil',
    taste: { fruitable: 'Ovocnost', corpus: 'Tělo', tannins: 'Taniny', acid: 'Kyselost' },
    toEshop: 'Koupit v e-shopu', newWindow: '(otevře se v novém okně)', by: 'Vinař: {{title}}',
  },
  en: {
    filter: 'Filter', search: 'Search', searchPlaceholder: 'Wine, variety, winemaker…', submit: 'Search', clearAll: 'Clear all filters', activeFilters: 'Active filters: {{count}}',
    colour: 'Colour', year: 'Vintage', epithet: 'Predicate', sweetness: 'Sweetness', variety: 'Variety', region: 'Region', subregion: 'Subregion', minPoints: 'At least points', anyPoints: 'Any',
    winemaker: 'Winemaker', removeWinemaker: 'Remove the winemaker {{title}}', optionsLoading: 'Loading filter options…', optionsFailed: 'The filter options could not be loaded. You can still search.',
    colours: { white: 'White', red: 'Red', pink: 'Rosé' },
    found: 'Wines found: {{count}}', loading: 'Loading wines…', loadFailed: 'The wines could not be loaded.', retry: 'Try again',
    noResults: 'No wine matches this filter.', reset: 'Clear filter', pastLastPage: 'This page no longer exists; the results have {{pages}} pages.', lastPage: 'Go to the last page',
    points: '{{points}} points of 100', pointsShort: '{{points}}/100', tasteProfile: 'Taste profile',
    taste: { fruitable: 'Fruitiness', corpus: 'Body', tannins: 'Tannins', acid: 'Acidity' },
    toEshop: 'Buy in the e-shop', newWindow: '(opens in a new window)', by: 'Winemaker: {{title}}',
  },
  pl: {
    filter: 'Filtr', search: 'Szukaj', searchPlaceholder: 'Wino, odmiana, winiarz…', submit: 'Szukaj', clearAll: 'Wyczyść wszystkie filtry', activeFilters: 'Aktywne filtry: {{count}}',
    colour: 'Kolor', year: 'Rocznik', epithet: 'Predykat', sweetness: 'Słodycz', variety: 'Odmiana', region: 'Region', subregion: 'Podregion', minPoints: 'Co najmniej punktów', anyPoints: 'Bez ograniczeń',
    winemaker: 'Winiarz', removeWinemaker: 'Usuń winiarza {{title}}', optionsLoading: 'Wczytujemy opcje filtra…', optionsFailed: 'Nie udało się wczytać opcji filtra. Nadal możesz szukać.',
    colours: { white: 'Białe', red: 'Czerwone', pink: 'Różowe' },
    found: 'Znaleziono win: {{count}}', loading: 'Wczytujemy wina…', loadFailed: 'Nie udało się wczytać win.', retry: 'Spróbuj ponownie',
    noResults: 'Żadne wino nie pasuje do filtra.', reset: 'Wyczyść filtr', pastLastPage: 'Ta strona już nie istnieje; wyniki mają stron: {{pages}}.', lastPage: 'Do ostatniej strony',
    points: '{{points}} punktów na 100', pointsShort: '{{points}}/100', tasteProfile: 'Profil smakowy',
    taste: { fruitable: 'Owocowość', corpus: 'Ciało', tannins: 'Taniny', acid: 'Kwasowość' },
    toEshop: 'Kup w sklepie internetowym', newWindow: '(otworzy się w nowym oknie)', by: 'Winiarz: {{title}}',
  },
});

import { addTexts } from '../../i18n/add-texts.ts';

addTexts('recipes', {
  cs: {
    loading: 'Načítáme recepty…', found: 'Receptů: {{count}}', noResults: 'Zatím tu nejsou žádné recepty.',
    loadFailed: 'Recepty se nepodařilo načíst.', offline: 'Jste offline a tuto stránku receptů jste ještě neotevřeli. Zkuste to znovu, až budete připojeni.', retry: 'Zkusit znovu',
    pastLastPage: 'Tato strana už neexistuje, recepty mají stran: {{pages}}.', lastPage: 'Na poslední stranu',
    mealType: 'Druh jídla', ingredients: 'Suroviny', preparation: 'Postup', wineRecommendations: 'Doporučená vína', noIngredients: 'Suroviny nejsou uvedeny.',
    loadingDetail: 'Načítáme recept…', notFoundTitle: 'Recept nenalezen', notFound: 'Tento recept už neexistuje.',
    loadFailedDetail: 'Recept se nepodařilo načíst.', offlineDetail: 'Tento recept zatím nemáte uložený. Zkuste to znovu, až budete online.',
  },
  en: {
    loading: 'Loading recipes…', found: 'Recipes: {{count}}', noResults: 'There are no recipes yet.',
    loadFailed: 'The recipes could not be loaded.', offline: 'You are offline and have not opened this page of recipes before. Try again once you are connected.', retry: 'Try again',
    pastLastPage: 'This page no longer exists; the recipes have {{pages}} pages.', lastPage: 'Go to the last page',
    mealType: 'Meal type', ingredients: 'Ingredients', preparation: 'Preparation', wineRecommendations: 'Recommended wines', noIngredients: 'No ingredients are listed.',
    loadingDetail: 'Loading the recipe…', notFoundTitle: 'Recipe not found', notFound: 'This recipe no longer exists.',
    loadFailedDetail: 'The recipe could not be loaded.', offlineDetail: 'This recipe is not saved on your device yet. Try again when you are online.',
  },
  pl: {
    loading: 'Wczytujemy przepisy…', found: 'Przepisy: {{count}}', noResults: 'Nie ma jeszcze żadnych przepisów.',
    loadFailed: 'Nie udało się wczytać przepisów.', offline: 'Jesteś offline i ta strona przepisów nie była jeszcze otwierana. Spróbuj ponownie po połączeniu.', retry: 'Spróbuj ponownie',
    pastLastPage: 'Ta strona już nie istnieje; przepisy mają stron: {{pages}}.', lastPage: 'Do ostatniej strony',
    mealType: 'Rodzaj dania', ingredients: 'Składniki', preparation: 'Przygotowanie', wineRecommendations: 'Polecane wina', noIngredients: 'Nie podano składników.',
    loadingDetail: 'Wczytujemy przepis…', notFoundTitle: 'Nie znaleziono przepisu', notFound: 'Ten przepis już nie istnieje.',
    loadFailedDetail: 'Nie udało się wczytać przepisu.', offlineDetail: 'Ten przepis nie jest jeszcze zapisany na urządzeniu. Spróbuj ponownie po połączeniu z siecią.',
  },
});

import { addTexts } from '../../i18n/add-texts.ts';

addTexts('news', {
  cs: {
    loading: 'Načítáme aktuality…', found: 'Aktualit: {{count}}', noResults: 'Zatím tu nejsou žádné aktuality.',
    loadFailed: 'Aktuality se nepodařilo načíst.', offline: 'Jste offline a tuto stránku aktualit jste ještě neotevřeli. Zkuste to znovu, až budete připojeni.', retry: 'Zkusit znovu',
    pastLastPage: 'Tato strana už neexistuje, aktuality mají stran: {{pages}}.', lastPage: 'Na poslední stranu',
    category: 'Kategorie', published: 'Zveřejněno', previous: 'Předchozí aktualita', next: 'Další aktualita', neighbours: 'Další aktuality', related: 'Související aktuality',
    highlight: 'Doporučujeme',
    loadingDetail: 'Načítáme aktualitu…', notFoundTitle: 'Aktualita nenalezena', notFound: 'Tato aktualita už neexistuje.',
    loadFailedDetail: 'Aktualitu se nepodařilo načíst.', offlineDetail: 'Tuto aktualitu zatím nemáte uloženou. Zkuste to znovu, až budete online.',
  },
  en: {
    loading: 'Loading news…', found: 'News items: {{count}}', noResults: 'There is no news yet.',
    loadFailed: 'The news could not be loaded.', offline: 'You are offline and have not opened this page of news before. Try again once you are connected.', retry: 'Try again',
    pastLastPage: 'This page no longer exists; the news has {{pages}} pages.', lastPage: 'Go to the last page',
    category: 'Category', published: 'Published', previous: 'Previous news', next: 'Next news', neighbours: 'More news', related: 'Related news',
    highlight: 'Recommended',
    loadingDetail: 'Loading the news item…', notFoundTitle: 'News item not found', notFound: 'This news item no longer exists.',
    loadFailedDetail: 'The news item could not be loaded.', offlineDetail: 'This news item is not saved on your device yet. Try again when you are online.',
  },
  pl: {
    loading: 'Wczytujemy aktualności…', found: 'Aktualności: {{count}}', noResults: 'Nie ma jeszcze żadnych aktualności.',
    loadFailed: 'Nie udało się wczytać aktualności.', offline: 'Jesteś offline i ta strona aktualności nie była jeszcze otwierana. Spróbuj ponownie po połączeniu.', retry: 'Spróbuj ponownie',
    pastLastPage: 'Ta strona już nie istnieje; aktualności mają stron: {{pages}}.', lastPage: 'Do ostatniej strony',
    category: 'Kategoria', published: 'Opublikowano', previous: 'Poprzednia aktualność', next: 'Następna aktualność', neighbours: 'Więcej aktualności', related: 'Powiązane aktualności',
    highlight: 'Polecamy',
    loadingDetail: 'Wczytujemy aktualność…', notFoundTitle: 'Nie znaleziono aktualności', notFound: 'Ta aktualność już nie istnieje.',
    loadFailedDetail: 'Nie udało się wczytać aktualności.', offlineDetail: 'Ta aktualność nie jest jeszcze zapisana na urządzeniu. Spróbuj ponownie po połączeniu z siecią.',
  },
});

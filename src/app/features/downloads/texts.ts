import { addTexts } from '../../i18n/add-texts.ts';

addTexts('downloads', {
  cs: {
    loading: 'Načítáme soubory ke stažení…', found: 'Položek ke stažení: {{count}}', noResults: 'Zatím tu nejsou žádné soubory ke stažení.',
    loadFailed: 'Soubory ke stažení se nepodařilo načíst.', offline: 'Jste offline a tuto stránku jste ještě neotevřeli. Zkuste to znovu, až budete připojeni.', retry: 'Zkusit znovu',
    pastLastPage: 'Tato strana už neexistuje, seznam má stran: {{pages}}.', lastPage: 'Na poslední stranu',
    files_one: '{{count}} soubor', files_few: '{{count}} soubory', files_other: '{{count}} souborů', showFiles: 'Zobrazit soubory', showFilesOf: 'Zobrazit soubory: {{title}}',
    close: 'Zavřít', fileTitle: 'Název', format: 'Formát', size: 'Velikost', download: 'Stáhnout', downloadFile: 'Stáhnout {{title}}',
    category: { mapy: 'Mapy', katalogy: 'Katalogy', 'pro-media': 'Pro média' },
  },
  en: {
    loading: 'Loading downloads…', found: 'Downloads: {{count}}', noResults: 'There are no downloads yet.',
    loadFailed: 'The downloads could not be loaded.', offline: 'You are offline and have not opened this page before. Try again once you are connected.', retry: 'Try again',
    pastLastPage: 'This page no longer exists; the list has {{pages}} pages.', lastPage: 'Go to the last page',
    files_one: '{{count}} file', files_other: '{{count}} files', showFiles: 'Show files', showFilesOf: 'Show files: {{title}}',
    close: 'Close', fileTitle: 'Title', format: 'Format', size: 'Size', download: 'Download', downloadFile: 'Download {{title}}',
    category: { mapy: 'Maps', katalogy: 'Catalogues', 'pro-media': 'For the media' },
  },
  pl: {
    loading: 'Wczytujemy pliki do pobrania…', found: 'Pozycje do pobrania: {{count}}', noResults: 'Nie ma jeszcze plików do pobrania.',
    loadFailed: 'Nie udało się wczytać plików do pobrania.', offline: 'Jesteś offline i ta strona nie była jeszcze otwierana. Spróbuj ponownie po połączeniu.', retry: 'Spróbuj ponownie',
    pastLastPage: 'Ta strona już nie istnieje; lista ma stron: {{pages}}.', lastPage: 'Do ostatniej strony',
    files_one: '{{count}} plik', files_few: '{{count}} pliki', files_many: '{{count}} plików', files_other: '{{count}} pliku', showFiles: 'Pokaż pliki', showFilesOf: 'Pokaż pliki: {{title}}',
    close: 'Zamknij', fileTitle: 'Nazwa', format: 'Format', size: 'Rozmiar', download: 'Pobierz', downloadFile: 'Pobierz {{title}}',
    category: { mapy: 'Mapy', katalogy: 'Katalogi', 'pro-media': 'Dla mediów' },
  },
});

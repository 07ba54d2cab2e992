import { addTexts } from '../../i18n/add-texts.ts';

addTexts('encyclopedia', {
  cs: {
    loading: 'Načítáme…', loadFailed: 'Obsah se nepodařilo načíst.', offline: 'Jste offline. Obsah se načte, až budete online.', retry: 'Zkusit znovu',
    neighbours: 'Další články', previous: 'Předchozí', next: 'Další', previousTerm: 'Předchozí pojem', nextTerm: 'Další pojem',
    wines: 'Vína z odrůdy', winesEmpty: 'Z této odrůdy zatím nemáme hodnocené víno.',
    colours: { white: 'Bílá odrůda', red: 'Červená odrůda', pink: 'Růžová odrůda' },
    terms: 'Pojmy', pickTerm: 'Vyberte pojem ze seznamu.', termNotFound: 'Tento pojem ve slovníku nemáme.', notFound: 'Tento záznam už neexistuje.',
  },
  en: {
    loading: 'Loading…', loadFailed: 'The content could not be loaded.', offline: 'You are offline. The content loads when you are back online.', retry: 'Try again',
    neighbours: 'More articles', previous: 'Previous', next: 'Next', previousTerm: 'Previous term', nextTerm: 'Next term',
    wines: 'Wines of this variety', winesEmpty: 'We have no rated wine of this variety yet.',
    colours: { white: 'White variety', red: 'Red variety', pink: 'Rosé variety' },
    terms: 'Terms', pickTerm: 'Pick a term from the list.', termNotFound: 'This term is not in the dictionary.', notFound: 'This record no longer exists.',
  },
  pl: {
    loading: 'Ładowanie…', loadFailed: 'Nie udało się wczytać treści.', offline: 'Jesteś offline. Treść załaduje się po powrocie online.', retry: 'Spróbuj ponownie',
    neighbours: 'Więcej artykułów', previous: 'Poprzedni', next: 'Następny', previousTerm: 'Poprzednie pojęcie', nextTerm: 'Następne pojęcie',
    wines: 'Wina z tej odmiany', winesEmpty: 'Nie mamy jeszcze ocenionego wina z tej odmiany.',
    colours: { white: 'Odmiana biała', red: 'Odmiana czerwona', pink: 'Odmiana różowa' },
    terms: 'Pojęcia', pickTerm: 'Wybierz pojęcie z listy.', termNotFound: 'Tego pojęcia nie ma w słowniku.', notFound: 'Ten wpis już nie istnieje.',
  },
});

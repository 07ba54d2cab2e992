import { addTexts } from '../../i18n/add-texts.ts';

addTexts('encyclopediaSearch', {
  cs: {
    title: 'Hledání v encyklopedii', label: 'Co vás zajímá?', placeholder: 'Zadejte alespoň 3 znaky', close: 'Zavřít', mostWanted: 'Nejhledanější',
    topResults: 'Doporučujeme', loading: 'Hledáme…', failed: 'Hledání se nepodařilo.', retry: 'Zkusit znovu', noResults: 'Nenalezeno', found: 'Nalezeno: {{count}}',
    categories: { all: 'Vše', encyclopedia_article: 'Články', wine_variety: 'Odrůdy', dictionary: 'Slovník' },
    colours: { 1: 'bílá', 2: 'červená', 3: 'růžová' },
  },
  en: {
    title: 'Search the encyclopedia', label: 'What are you interested in?', placeholder: 'Type at least 3 characters', close: 'Close', mostWanted: 'Most wanted',
    topResults: 'Recommended', loading: 'Searching…', failed: 'The search failed.', retry: 'Try again', noResults: 'not found', found: 'found {{count}}',
    categories: { all: 'All', encyclopedia_article: 'Articles', wine_variety: 'Varieties', dictionary: 'Dictionary' },
    colours: { 1: 'white', 2: 'red', 3: 'rosé' },
  },
  pl: {
    title: 'Szukaj w encyklopedii', label: 'Co cię interesuje?', placeholder: 'Wpisz co najmniej 3 znaki', close: 'Zamknij', mostWanted: 'Najczęściej szukane',
    topResults: 'Polecamy', loading: 'Szukamy…', failed: 'Wyszukiwanie nie powiodło się.', retry: 'Spróbuj ponownie', noResults: 'Nie znaleziono', found: 'Znaleziono: {{count}}',
    categories: { all: 'Wszystko', encyclopedia_article: 'Artykuły', wine_variety: 'Odmiany', dictionary: 'Słownik' },
    colours: { 1: 'białe', 2: 'czerwone', 3: 'różowe' },
  },
});

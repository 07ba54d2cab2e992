import { addTexts } from '../../i18n/add-texts.ts';

addTexts('search', {
  cs: {
    title: 'Vyhledávání', label: 'Co hledáte?', placeholder: 'Zadejte alespoň 3 znaky', close: 'Zavřít', mostWanted: 'Nejhledanější', loadMore: 'Načíst další', mark: 'Označit', addToTrip: 'Přidat do výletu ({{count}})',
    loading: 'Hledáme…', noResults: 'Nenalezeno', found: 'Nalezeno: {{count}}', topEvent: 'Top akce', open: 'Hledat',
    categories: { all: 'Vše', event: 'Akce', news: 'Aktuality', podcast: 'Podcasty', winemaker: 'Vinaři', ml_wine: 'Vína', cellar: 'Sklepy', wine_shop: 'Vinotéky', restaurant: 'Restaurace', accommodation: 'Ubytování', encyclopedia: 'Encyklopedie', page: 'Ostatní' },
    groups: { other: 'Ostatní', event: 'Akce', news: 'Aktuality', podcast_episode: 'Epizody podcastů', podcast: 'Podcasty', winemaker: 'Vinaři', cellar: 'Sklepy', wine_shop: 'Vinotéky', restaurant: 'Restaurace', accommodation: 'Ubytování', ml_wine: 'Vína' },
  },
  en: {
    title: 'Search', label: 'What are you looking for?', placeholder: 'Type at least 3 characters', close: 'Close', mostWanted: 'Most wanted', loadMore: 'Load more', mark: 'Mark', addToTrip: 'Add to a trip ({{count}})',
    loading: 'Searching…', noResults: 'not found', found: 'found {{count}}', topEvent: 'Top event', open: 'Search',
    categories: { all: 'All', event: 'Events', news: 'News', podcast: 'Podcasts', winemaker: 'Winemakers', ml_wine: 'Wines', cellar: 'Cellars', wine_shop: 'Wine shops', restaurant: 'Restaurants', accommodation: 'Accommodation', encyclopedia: 'Encyclopedia', page: 'Other' },
    groups: { other: 'Other', event: 'Events', news: 'News', podcast_episode: 'Podcast episodes', podcast: 'Podcasts', winemaker: 'Winemakers', cellar: 'Cellars', wine_shop: 'Wine shops', restaurant: 'Restaurants', accommodation: 'Accommodation', ml_wine: 'Wines' },
  },
  pl: {
    title: 'Wyszukiwanie', label: 'Czego szukasz?', placeholder: 'Wpisz co najmniej 3 znaki', close: 'Zamknij', mostWanted: 'Najczęściej szukane', loadMore: 'Wczytaj więcej', mark: 'Zaznacz', addToTrip: 'Dodaj do wycieczki ({{count}})',
    loading: 'Szukamy…', noResults: 'Nie znaleziono', found: 'Znaleziono: {{count}}', topEvent: 'Top wydarzenie', open: 'Szukaj',
    categories: { all: 'Wszystko', event: 'Wydarzenia', news: 'Aktualności', podcast: 'Podcasty', winemaker: 'Winiarze', ml_wine: 'Wina', cellar: 'Piwnice', wine_shop: 'Sklepy z winem', restaurant: 'Restauracje', accommodation: 'Noclegi', encyclopedia: 'Encyklopedia', page: 'Inne' },
    groups: { other: 'Inne', event: 'Wydarzenia', news: 'Aktualności', podcast_episode: 'Odcinki podcastów', podcast: 'Podcasty', winemaker: 'Winiarze', cellar: 'Piwnice', wine_shop: 'Sklepy z winem', restaurant: 'Restauracje', accommodation: 'Noclegi', ml_wine: 'Wina' },
  },
});

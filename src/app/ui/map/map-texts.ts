import { addTexts } from '../../i18n/add-texts.ts';

addTexts('map', {
  cs: {
    loading: 'Načítáme mapu…',
    loadFailed: 'Mapu se nepodařilo načíst.',
    touchHint: 'Mapou pohybujte dvěma prsty.',
    close: 'Zavřít',
    tilesOffline: 'Podkladová mapa není dostupná',
    tilesOfflineDetail: 'Zobrazujeme obrys republiky a vinařských podoblastí.',
    hintClose: 'Rozumím',
    bubble: {
      detail: 'Detail',
      navigate: 'Navigovat',
      rating: '★ {{rating}} ({{votes}})',
    },
    cluster: '{{count}} míst',
    region: 'Mapa míst',
  },
  en: {
    loading: 'Loading the map…',
    loadFailed: 'The map could not be loaded.',
    touchHint: 'Move the map with two fingers.',
    close: 'Close',
    tilesOffline: 'Map tiles are unavailable',
    tilesOfflineDetail: 'Showing the outline of Czechia and its wine subregions.',
    hintClose: 'Got it',
    bubble: {
      detail: 'Detail',
      navigate: 'Directions',
      rating: '★ {{rating}} ({{votes}})',
    },
    cluster: '{{count}} places',
    region: 'Map of places',
  },
  pl: {
    loading: 'Ładowanie mapy…',
    loadFailed: 'Nie udało się wczytać mapy.',
    touchHint: 'Przesuwaj mapę dwoma palcami.',
    close: 'Zamknij',
    tilesOffline: 'Podkład mapy jest niedostępny',
    tilesOfflineDetail: 'Pokazujemy kontur Czech i podregionów winiarskich.',
    hintClose: 'Rozumiem',
    bubble: {
      detail: 'Szczegóły',
      navigate: 'Nawiguj',
      rating: '★ {{rating}} ({{votes}})',
    },
    cluster: '{{count}} miejsc',
    region: 'Mapa miejsc',
  },
});

import { addTexts } from '../../i18n/add-texts.ts';

addTexts('map', {
  cs: {
    loading: 'Načítáme mapu…',
    loadFailed: 'Mapu se nepodařilo načíst.',
    touchHint: 'Mapou pohybujte dvěma prsty.',
    close: 'Zavřít',
    tilesOffline: 'Podkladová mapa není dostupná, zobrazujeme obrys republiky a vinařských podoblastí.',
    cluster: '{{count}} míst',
    region: 'Mapa míst',
  },
  en: {
    loading: 'Loading the map…',
    loadFailed: 'The map could not be loaded.',
    touchHint: 'Move the map with two fingers.',
    close: 'Close',
    tilesOffline: 'Map tiles are unavailable; showing the outline of Czechia and its wine subregions.',
    cluster: '{{count}} places',
    region: 'Map of places',
  },
  pl: {
    loading: 'Ładowanie mapy…',
    loadFailed: 'Nie udało się wczytać mapy.',
    touchHint: 'Przesuwaj mapę dwoma palcami.',
    close: 'Zamknij',
    tilesOffline: 'Podkład mapy jest niedostępny; pokazujemy kontur Czech i podregionów winiarskich.',
    cluster: '{{count}} miejsc',
    region: 'Mapa miejsc',
  },
});

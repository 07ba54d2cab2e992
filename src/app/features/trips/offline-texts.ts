import { addTexts } from '../../i18n/add-texts.ts';

// "Available offline" beyond its first texts (trip.offline* in texts.ts): the tile source, waiting and skipped counts.
addTexts('tripOffline', {
  cs: {
    estimateViewed:
      'Uloží místa a data výletu: asi {{size}} MB. Mapa zůstane tam, kde jste si ji prohlédli (OpenStreetMap nedovoluje hromadné stahování mapy).',
    progress: 'Ukládám {{done}} / {{total}} ({{size}} MB)',
    waiting: 'Čekám na připojení… Uloženo {{done}} / {{total}}, po připojení se pokračuje.',
    skippedTiles_one: 'Uloženo bez {{count}} dlaždice mapy (server mapy neodpověděl).',
    skippedTiles_few: 'Uloženo bez {{count}} dlaždic mapy (server mapy neodpověděl).',
    skippedTiles_other: 'Uloženo bez {{count}} dlaždic mapy (server mapy neodpověděl).',
    skippedPlaces_one: 'Uloženo bez {{count}} místa (nepodařilo se ho načíst).',
    skippedPlaces_few: 'Uloženo bez {{count}} míst (nepodařilo se je načíst).',
    skippedPlaces_other: 'Uloženo bez {{count}} míst (nepodařilo se je načíst).',
    viewedTiles_one: 'Mapa: {{count}} prohlédnutá dlaždice.',
    viewedTiles_few: 'Mapa: {{count}} prohlédnuté dlaždice.',
    viewedTiles_other: 'Mapa: {{count}} prohlédnutých dlaždic.',
    noViewedTiles: 'Mapa: jen body a trasa; prohlédněte si mapu výletu, ať ji máte i offline.',
  },
  en: {
    estimateViewed:
      'Stores the places and the trip data: about {{size}} MB. The map stays where you have viewed it (OpenStreetMap does not allow bulk map downloads).',
    progress: 'Saving {{done}} / {{total}} ({{size}} MB)',
    waiting: 'Waiting for a connection… Saved {{done}} / {{total}}; it goes on once you are back online.',
    skippedTiles_one: 'Saved without {{count}} map tile (the map server did not answer).',
    skippedTiles_other: 'Saved without {{count}} map tiles (the map server did not answer).',
    skippedPlaces_one: 'Saved without {{count}} place (it could not be loaded).',
    skippedPlaces_other: 'Saved without {{count}} places (they could not be loaded).',
    viewedTiles_one: 'Map: {{count}} viewed tile.',
    viewedTiles_other: 'Map: {{count}} viewed tiles.',
    noViewedTiles: 'Map: the stops and the route only; view the trip’s map to have it offline too.',
  },
  pl: {
    estimateViewed:
      'Zapisze miejsca i dane wycieczki: około {{size}} MB. Mapa zostanie tam, gdzie ją oglądałeś (OpenStreetMap nie pozwala na masowe pobieranie mapy).',
    progress: 'Zapisuję {{done}} / {{total}} ({{size}} MB)',
    waiting: 'Czekam na połączenie… Zapisano {{done}} / {{total}}, po połączeniu zapis będzie kontynuowany.',
    skippedTiles_one: 'Zapisano bez {{count}} kafelka mapy (serwer mapy nie odpowiedział).',
    skippedTiles_few: 'Zapisano bez {{count}} kafelków mapy (serwer mapy nie odpowiedział).',
    skippedTiles_many: 'Zapisano bez {{count}} kafelków mapy (serwer mapy nie odpowiedział).',
    skippedTiles_other: 'Zapisano bez {{count}} kafelka mapy (serwer mapy nie odpowiedział).',
    skippedPlaces_one: 'Zapisano bez {{count}} miejsca (nie udało się go wczytać).',
    skippedPlaces_few: 'Zapisano bez {{count}} miejsc (nie udało się ich wczytać).',
    skippedPlaces_many: 'Zapisano bez {{count}} miejsc (nie udało się ich wczytać).',
    skippedPlaces_other: 'Zapisano bez {{count}} miejsca (nie udało się ich wczytać).',
    viewedTiles_one: 'Mapa: {{count}} obejrzany kafelek.',
    viewedTiles_few: 'Mapa: {{count}} obejrzane kafelki.',
    viewedTiles_many: 'Mapa: {{count}} obejrzanych kafelków.',
    viewedTiles_other: 'Mapa: {{count}} obejrzanego kafelka.',
    noViewedTiles: 'Mapa: tylko punkty i trasa; obejrzyj mapę wycieczki, aby mieć ją także offline.',
  },
});

import { addTexts } from '../../i18n/add-texts.ts';

addTexts('mapCanvas', {
  cs: {
    results: 'Výsledky na mapě',
    inView_one: '{{count}} místo na mapě',
    inView_few: '{{count}} místa na mapě',
    inView_many: '{{count}} míst na mapě',
    inView_other: '{{count}} míst na mapě',
    more: 'Zobrazeno prvních {{shown}}. Přibližte mapu pro další.',
    empty: 'V tomto výřezu mapy nic není. Posuňte nebo oddalte mapu.',
  },
  en: {
    results: 'Results on the map',
    inView_one: '{{count}} place on the map',
    inView_other: '{{count}} places on the map',
    more: 'Showing the first {{shown}}. Zoom in for more.',
    empty: 'Nothing in this part of the map. Move or zoom out.',
  },
  pl: {
    results: 'Wyniki na mapie',
    inView_one: '{{count}} miejsce na mapie',
    inView_few: '{{count}} miejsca na mapie',
    inView_many: '{{count}} miejsc na mapie',
    inView_other: '{{count}} miejsc na mapie',
    more: 'Pokazano pierwsze {{shown}}. Przybliż mapę, aby zobaczyć więcej.',
    empty: 'Brak miejsc w tym obszarze mapy. Przesuń lub oddal mapę.',
  },
});

import { addTexts } from '../../i18n/add-texts.ts';

addTexts('placeState', {
  cs: {
    visited: 'Navštíveno', wishlist: 'Chci navštívit', favorite: 'Oblíbené', score: 'Hodnocení', noScore: 'Bez hodnocení', ratings: '{{count}}×', close: 'Zavřít', toggles: 'Moje místa',
    note: 'Moje poznámka', notePlaceholder: 'Jen pro vás: co ochutnat, kde zaparkovat…', saveNote: 'Uložit poznámku', noteSaved: 'Poznámka uložena.', rateTitle: 'Ohodnoťte místo', yourRating: 'Vaše hodnocení: {{value}} z 5', notRatedByYou: 'Místo jste zatím nehodnotili.', clearRating: 'Zrušit moje hodnocení',
    stars_one: '{{count}} hvězdička', stars_few: '{{count}} hvězdičky', stars_other: '{{count}} hvězdiček',
  },
  en: {
    visited: 'Visited', wishlist: 'Want to visit', favorite: 'Favourite', score: 'Rating', noScore: 'Not rated yet', ratings: '{{count}}×', close: 'Close', toggles: 'My places',
    note: 'My note', notePlaceholder: 'Only for you: what to taste, where to park…', saveNote: 'Save note', noteSaved: 'Note saved.', rateTitle: 'Rate this place', yourRating: 'Your rating: {{value}} of 5', notRatedByYou: 'You have not rated this place yet.', clearRating: 'Remove my rating',
    stars_one: '{{count}} star', stars_other: '{{count}} stars',
  },
  pl: {
    visited: 'Odwiedzone', wishlist: 'Chcę odwiedzić', favorite: 'Ulubione', score: 'Ocena', noScore: 'Brak ocen', ratings: '{{count}}×', close: 'Zamknij', toggles: 'Moje miejsca',
    note: 'Moja notatka', notePlaceholder: 'Tylko dla ciebie: co spróbować, gdzie zaparkować…', saveNote: 'Zapisz notatkę', noteSaved: 'Notatka zapisana.', rateTitle: 'Oceń miejsce', yourRating: 'Twoja ocena: {{value}} z 5', notRatedByYou: 'Nie oceniłeś jeszcze tego miejsca.', clearRating: 'Usuń moją ocenę',
    stars_one: '{{count}} gwiazdka', stars_few: '{{count}} gwiazdki', stars_many: '{{count}} gwiazdek', stars_other: '{{count}} gwiazdek',
  },
});

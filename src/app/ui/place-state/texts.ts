import { addTexts } from '../../i18n/add-texts.ts';

addTexts('placeState', {
  cs: { visited: 'Navštíveno', wishlist: 'Chci navštívit', favorite: 'Oblíbené', score: 'Hodnocení', noScore: 'Bez hodnocení', ratings: '{{count}}×', close: 'Zavřít', toggles: 'Moje místa', soon: 'Přidání do výletu připravujeme' },
  en: { visited: 'Visited', wishlist: 'Want to visit', favorite: 'Favourite', score: 'Rating', noScore: 'Not rated yet', ratings: '{{count}}×', close: 'Close', toggles: 'My places', soon: 'Adding to a trip is coming soon' },
  pl: { visited: 'Odwiedzone', wishlist: 'Chcę odwiedzić', favorite: 'Ulubione', score: 'Ocena', noScore: 'Brak ocen', ratings: '{{count}}×', close: 'Zamknij', toggles: 'Moje miejsca', soon: 'Dodawanie do wycieczki wkrótce' },
});

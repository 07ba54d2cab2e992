import { addTexts } from '../../i18n/add-texts.ts';

addTexts('placeState', {
  cs: { visited: 'Navštíveno', wishlist: 'Chci navštívit', favorite: 'Oblíbené', score: 'Hodnocení', noScore: 'Bez hodnocení', ratings: '{{count}}×', signInTitle: 'Přihlaste se', signInText: 'Abyste si mohli ukládat navštívená a oblíbená místa a hodnotit je, přihlaste se.', close: 'Zavřít', toggles: 'Moje místa' },
  en: { visited: 'Visited', wishlist: 'Want to visit', favorite: 'Favourite', score: 'Rating', noScore: 'Not rated yet', ratings: '{{count}}×', signInTitle: 'Sign in', signInText: 'Sign in to keep visited and favourite places and to rate them.', close: 'Close', toggles: 'My places' },
  pl: { visited: 'Odwiedzone', wishlist: 'Chcę odwiedzić', favorite: 'Ulubione', score: 'Ocena', noScore: 'Brak ocen', ratings: '{{count}}×', signInTitle: 'Zaloguj się', signInText: 'Zaloguj się, aby zapisywać odwiedzone i ulubione miejsca oraz je oceniać.', close: 'Zamknij', toggles: 'Moje miejsca' },
});

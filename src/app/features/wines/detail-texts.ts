import { addTexts } from '../../i18n/add-texts.ts';

// The wine page's own texts; the labels it shares with the wine list (colour, vintage, region…) stay under `wines.`.
addTexts('wineDetail', {
  cs: {
    loadingDetail: 'Načítáme víno…',
    notFoundTitle: 'Víno nenalezeno',
    notFound: 'Toto víno už v nabídce není.',
    loadFailedDetail: 'Víno se nepodařilo načíst.',
    offlineDetail: 'Toto víno zatím nemáte uložené. Zkuste to znovu, až budete online.',
    facts: 'O víně',
    varieties: 'Odrůdy',
    producer: 'Vinař',
    otherWines: 'Další vína vinaře {{title}}',
  },
  en: {
    loadingDetail: 'Loading the wine…',
    notFoundTitle: 'Wine not found',
    notFound: 'This wine is no longer listed.',
    loadFailedDetail: 'The wine could not be loaded.',
    offlineDetail: 'This wine is not saved on your device yet. Try again when you are online.',
    facts: 'About the wine',
    varieties: 'Varieties',
    producer: 'Winemaker',
    otherWines: 'More wines from {{title}}',
  },
  pl: {
    loadingDetail: 'Wczytujemy wino…',
    notFoundTitle: 'Nie znaleziono wina',
    notFound: 'Tego wina już nie ma w ofercie.',
    loadFailedDetail: 'Nie udało się wczytać wina.',
    offlineDetail: 'To wino nie jest jeszcze zapisane na urządzeniu. Spróbuj ponownie po połączeniu z siecią.',
    facts: 'O winie',
    varieties: 'Odmiany',
    producer: 'Winiarz',
    otherWines: 'Więcej win od {{title}}',
  },
});

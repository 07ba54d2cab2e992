import { addTexts } from '../../i18n/add-texts.ts';

// The wine page's own texts; the labels it shares with the wine list (colour, vintage, region…) stay under `wines.`.
addTexts('wineDetail', {
  cs: {
    loadingDetail: 'Načítáme víno…', notFoundTitle: 'Víno nenalezeno', notFound: 'Toto víno už v nabídce není.', home: 'Na úvodní stránku',
    errorTitle: 'Něco se pokazilo', loadFailedDetail: 'Víno se nepodařilo načíst.', offlineTitle: 'Jste offline',
    offlineDetail: 'Toto víno zatím nemáte uložené. Zkuste to znovu, až budete online.', retry: 'Zkusit znovu',
    facts: 'O víně', varieties: 'Odrůdy', producer: 'Vinař', otherWines: 'Další vína vinaře {{title}}',
  },
  en: {
    loadingDetail: 'Loading the wine…', notFoundTitle: 'Wine not found', notFound: 'This wine is no longer listed.', home: 'To the home page',
    errorTitle: 'Something went wrong', loadFailedDetail: 'The wine could not be loaded.', offlineTitle: 'You are offline',
    offlineDetail: 'This wine is not saved on your device yet. Try again when you are online.', retry: 'Try again',
    facts: 'About the wine', varieties: 'Varieties', producer: 'Winemaker', otherWines: 'More wines from {{title}}',
  },
  pl: {
    loadingDetail: 'Wczytujemy wino…', notFoundTitle: 'Nie znaleziono wina', notFound: 'Tego wina już nie ma w ofercie.', home: 'Na stronę główną',
    errorTitle: 'Coś poszło nie tak', loadFailedDetail: 'Nie udało się wczytać wina.', offlineTitle: 'Jesteś offline',
    offlineDetail: 'To wino nie jest jeszcze zapisane na urządzeniu. Spróbuj ponownie po połączeniu z siecią.', retry: 'Spróbuj ponownie',
    facts: 'O winie', varieties: 'Odmiany', producer: 'Winiarz', otherWines: 'Więcej win od {{title}}',
  },
});

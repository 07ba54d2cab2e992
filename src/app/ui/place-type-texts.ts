import { addTexts } from '../i18n/add-texts.ts';

/** What each kind of place is called on cards, related places and map bubbles: `placeTypes.{type}`. */
addTexts('placeTypes', {
  cs: {
    winemaker: 'Vinař',
    cellar: 'Sklep',
    wine_bar: 'Vinárna',
    wine_shop: 'Vinotéka',
    accommodation: 'Ubytování',
    restaurant: 'Restaurace',
    eshop: 'E-shop',
    event: 'Akce',
    location: 'Místo',
  },
  en: {
    winemaker: 'Winemaker',
    cellar: 'Cellar',
    wine_bar: 'Wine bar',
    wine_shop: 'Wine shop',
    accommodation: 'Accommodation',
    restaurant: 'Restaurant',
    eshop: 'E-shop',
    event: 'Event',
    location: 'Place',
  },
  pl: {
    winemaker: 'Winiarz',
    cellar: 'Piwnica',
    wine_bar: 'Winiarnia',
    wine_shop: 'Sklep z winem',
    accommodation: 'Noclegi',
    restaurant: 'Restauracja',
    eshop: 'E-sklep',
    event: 'Wydarzenie',
    location: 'Miejsce',
  },
});

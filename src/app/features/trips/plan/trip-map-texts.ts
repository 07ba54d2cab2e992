import { addTexts } from '../../../i18n/add-texts.ts';

addTexts('tripMap', {
  cs: {
    legend: 'Barvy dnů na mapě',
    showInItinerary: 'Ukázat v itineráři',
  },
  en: {
    legend: 'Day colours on the map',
    showInItinerary: 'Show in itinerary',
  },
  pl: {
    legend: 'Kolory dni na mapie',
    showInItinerary: 'Pokaż w planie',
  },
});

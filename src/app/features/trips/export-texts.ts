import { addTexts } from '../../i18n/add-texts.ts';

// The words written into the GPX and ICS files of a trip in days (the same words as the planner's).
addTexts('tripExport', {
  cs: {
    day: 'Den {{number}}',
    dayDated: 'Den {{number}} – {{date}}',
    unplanned: 'Nezařazená místa',
    tasted: 'Ochutnáno',
    bought: 'Koupeno',
    price: '{{price}} Kč',
  },
  en: {
    day: 'Day {{number}}',
    dayDated: 'Day {{number}} – {{date}}',
    unplanned: 'Places without a day',
    tasted: 'Tasted',
    bought: 'Bought',
    price: '{{price}} CZK',
  },
  pl: {
    day: 'Dzień {{number}}',
    dayDated: 'Dzień {{number}} – {{date}}',
    unplanned: 'Miejsca bez dnia',
    tasted: 'Degustowane',
    bought: 'Kupione',
    price: '{{price}} Kč',
  },
});

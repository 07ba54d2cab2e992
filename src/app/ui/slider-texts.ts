import { addTexts } from '../i18n/add-texts.ts';

addTexts('slider', {
  cs: { previous: 'Posunout zpět', next: 'Posunout dál' },
  en: { previous: 'Scroll back', next: 'Scroll on' },
  pl: { previous: 'Przewiń wstecz', next: 'Przewiń dalej' },
});

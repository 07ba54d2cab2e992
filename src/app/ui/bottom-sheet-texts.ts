import { addTexts } from '../i18n/add-texts.ts';

addTexts('bottomSheet', {
  cs: {
    handle: 'Výška panelu: {{state}}. Změnit',
    peek: 'sbalený',
    half: 'do poloviny',
    full: 'celý',
  },
  en: {
    handle: 'Panel height: {{state}}. Change',
    peek: 'collapsed',
    half: 'half',
    full: 'full',
  },
  pl: {
    handle: 'Wysokość panelu: {{state}}. Zmień',
    peek: 'zwinięty',
    half: 'do połowy',
    full: 'pełny',
  },
});

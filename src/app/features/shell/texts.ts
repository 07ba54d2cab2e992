import { addTexts } from '../../i18n/add-texts.ts';

// The header's own texts: they come with every page.
addTexts('shell', {
  cs: { search: 'Hledat', more: 'Více' },
  en: { search: 'Search', more: 'More' },
  pl: { search: 'Szukaj', more: 'Więcej' },
});

import { addTexts } from '../../i18n/add-texts.ts';

// The top banners' text comes with every page; the blocks' texts (texts.ts) with their blocks.
addTexts('cmsBlocks', {
  cs: { closeBanner: 'Zavřít oznámení' },
  en: { closeBanner: 'Close the notice' },
  pl: { closeBanner: 'Zamknij komunikat' },
});

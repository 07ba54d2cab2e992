import { addTexts } from '../../i18n/add-texts.ts';

addTexts('detailActions', {
  cs: {
    bar: 'Akce s místem',
    share: 'Sdílet',
    copied: 'Odkaz zkopírován.',
    copyFailed: 'Odkaz se nepodařilo zkopírovat.',
    navigate: 'Navigovat',
    mapy: 'Mapy.cz',
    google: 'Google Maps',
  },
  en: {
    bar: 'Place actions',
    share: 'Share',
    copied: 'Link copied.',
    copyFailed: 'The link could not be copied.',
    navigate: 'Navigate',
    mapy: 'Mapy.cz',
    google: 'Google Maps',
  },
  pl: {
    bar: 'Działania dla miejsca',
    share: 'Udostępnij',
    copied: 'Link skopiowany.',
    copyFailed: 'Nie udało się skopiować linku.',
    navigate: 'Nawiguj',
    mapy: 'Mapy.cz',
    google: 'Google Maps',
  },
});

import { addTexts } from '../../i18n/add-texts.ts';

addTexts('cmsBlocks', {
  cs: {
    sliderLoading: 'Načítáme…', sliderFailed: 'Obsah se nepodařilo načíst.', sliderEmpty: 'Zatím tu nic není.', retry: 'Zkusit znovu',
    videoPlay: 'Přehrát video: {{title}}', videoRemember: 'Pamatovat si volbu a přehrávat videa rovnou', videoOffline: 'Video potřebuje připojení k internetu.', videoNotice: 'Video se načte ze služby {{provider}}.', videoAt: 'Otevřít na {{provider}}', videoUnavailable: 'Toto video nelze přehrát.',
    gallery: 'Galerie', previous: 'Předchozí', next: 'Další', close: 'Zavřít', openImage: 'Otevřít obrázek',
    subpagesEmpty: 'Zatím zde nejsou žádné stránky.', closeBanner: 'Zavřít oznámení',
  },
  en: {
    sliderLoading: 'Loading…', sliderFailed: 'The content could not be loaded.', sliderEmpty: 'Nothing here yet.', retry: 'Try again',
    videoPlay: 'Play video: {{title}}', videoRemember: 'Remember my choice and play videos straight away', videoOffline: 'The video needs an internet connection.', videoNotice: 'The video is loaded from {{provider}}.', videoAt: 'Open on {{provider}}', videoUnavailable: 'This video cannot be played.',
    gallery: 'Gallery', previous: 'Previous', next: 'Next', close: 'Close', openImage: 'Open image',
    subpagesEmpty: 'There are no pages here yet.', closeBanner: 'Close the notice',
  },
  pl: {
    sliderLoading: 'Ładowanie…', sliderFailed: 'Nie udało się wczytać treści.', sliderEmpty: 'Na razie nic tu nie ma.', retry: 'Spróbuj ponownie',
    videoPlay: 'Odtwórz wideo: {{title}}', videoRemember: 'Zapamiętaj wybór i odtwarzaj wideo od razu', videoOffline: 'Wideo wymaga połączenia z internetem.', videoNotice: 'Wideo zostanie wczytane z serwisu {{provider}}.', videoAt: 'Otwórz w serwisie {{provider}}', videoUnavailable: 'Tego wideo nie można odtworzyć.',
    gallery: 'Galeria', previous: 'Poprzednie', next: 'Następne', close: 'Zamknij', openImage: 'Otwórz zdjęcie',
    subpagesEmpty: 'Na razie nie ma tu żadnych stron.', closeBanner: 'Zamknij komunikat',
  },
});

import { addTexts } from '../../i18n/add-texts.ts';

const URL_HINT_CS = 'Zadejte celou adresu včetně https://, např. https://www.vinarstvi-example.cz.';
const URL_HINT_EN = 'Enter the full address including https://, e.g. https://www.winery-example.cz.';

const cs = {
  sections: {
    event: 'Akce', place: 'Místo konání', contacts: 'Kontakty', media: 'Obrázky a dokumenty', authority: 'Kontakt pro redakci', eshop: 'E-shop',
    restaurant: 'Restaurace', address: 'Adresa', offer: 'Nabídka a služby', related: 'Související místa',
  },
  event: {
    eventType: 'Typ akce', title: 'Název akce', titleHint: 'Nejvýše 60 znaků.', subtitle: 'Podtitul', perex: 'Krátký popis (perex)', text: 'Podrobný popis',
    url: 'Webová stránka akce', urlHint: URL_HINT_CS, dateFrom: 'Datum od', dateTo: 'Datum do', dateHint: 'Ve formátu RRRR-MM-DD.',
    isSouthMoravianRegionEvent: 'Akce se koná v Jihomoravském kraji', city: 'Město nebo obec', jmkMunicipality: 'Obec v Jihomoravském kraji',
    placeDescription: 'Popis místa konání', connectedTo: 'Akce je spojená s', connections: { Lokalita: 'lokalitou', Obec: 'obcí', Vinař: 'vinařem' },
    location: 'Poloha lokality', municipality: 'Obec, se kterou je akce spojená', winemaker: 'Vinař, se kterým je akce spojená',
    winemakers: 'Zúčastnění vinaři', winemakersHint: 'Akce typu Otevřené sklepy musí mít alespoň 6 vinařství.', entryFee: 'Vstupné',
    isSaintMartinEvent: 'Svatomartinská akce', isPinkEvent: 'Akce s růžovými víny', isTopEvent: 'Top akce',
    contactsHint: 'Vyplňte alespoň telefon, nebo e-mail.', contactPerson: 'Kontaktní osoba', phone1: 'Telefon', phone2: 'Další telefon', email: 'E-mail',
    image: 'Hlavní obrázek', imageHint: 'Obrázek ve formátu JPEG nebo PNG.', gallery: 'Fotogalerie', documents: 'Dokumenty',
    authorityEmail: 'E-mail pro redakci', authorityPhone: 'Telefon pro redakci',
  },
  eshop: {
    title: 'Název e-shopu', operator: 'Provozovatel', url: 'Adresa e-shopu', urlHint: URL_HINT_CS,
    hasCardPayment: 'Lze platit kartou', description: 'Popis', descriptionHint: 'E-shop musí nabízet alespoň 40 druhů lahvových vín, převážně z České republiky.',
    logo: 'Logo', logoHint: 'Logo v poměru stran 800 × 500 px s okrajem alespoň 80 px, ve formátu JPEG nebo PNG.', image: 'Obrázek',
    authorityEmail: 'E-mail pro redakci', authorityPhone: 'Telefon pro redakci',
  },
  restaurant: {
    title: 'Název restaurace', description: 'Popis', streetWithNumber: 'Ulice a číslo popisné', city: 'Město nebo obec', zip: 'PSČ', zipHint: 'Např. 691 42.',
    location: 'Poloha na mapě', contactPerson: 'Kontaktní osoba', phone: 'Telefon', email: 'E-mail', web: 'Webové stránky', facebook: 'Facebook', instagram: 'Instagram',
    urlHint: URL_HINT_CS,
    offerSaintMartinsWine: 'Nabízíme svatomartinské víno', offerSaintMartinsMenu: 'Nabízíme svatomartinské menu', hasCardPayment: 'Lze platit kartou',
    isDisabledFriendly: 'Bezbariérový přístup', hasServingWindow: 'Výdejní okénko', offerDelivery: 'Rozvážíme jídlo', deliveryUrl: 'Adresa pro objednání rozvozu',
    image: 'Hlavní obrázek', gallery: 'Fotogalerie', relatedEntities: 'Související vinařství a restaurace', languageCompetences: 'Domluvíte se s námi',
    openingHours: 'Otevírací doba', authorityName: 'Jméno a příjmení', authorityEmail: 'E-mail pro redakci', authorityPhone: 'Telefon pro redakci',
  },
};

const en: typeof cs = {
  sections: {
    event: 'Event', place: 'Venue', contacts: 'Contacts', media: 'Images and documents', authority: 'Contact for the editors', eshop: 'E-shop',
    restaurant: 'Restaurant', address: 'Address', offer: 'Offer and services', related: 'Related places',
  },
  event: {
    eventType: 'Event type', title: 'Event name', titleHint: 'At most 60 characters.', subtitle: 'Subtitle', perex: 'Short description', text: 'Full description',
    url: 'Event website', urlHint: URL_HINT_EN, dateFrom: 'Date from', dateTo: 'Date to', dateHint: 'As YYYY-MM-DD.',
    isSouthMoravianRegionEvent: 'The event takes place in the South Moravian Region', city: 'Town or village', jmkMunicipality: 'Municipality in the South Moravian Region',
    placeDescription: 'Venue description', connectedTo: 'The event is tied to', connections: { Lokalita: 'a location', Obec: 'a municipality', Vinař: 'a winemaker' },
    location: 'Location', municipality: 'Municipality the event is tied to', winemaker: 'Winemaker the event is tied to',
    winemakers: 'Participating winemakers', winemakersHint: 'An open-cellars event needs at least 6 wineries.', entryFee: 'Entry fee',
    isSaintMartinEvent: "St Martin's event", isPinkEvent: 'Rosé wine event', isTopEvent: 'Top event',
    contactsHint: 'Fill in at least a phone or an e-mail.', contactPerson: 'Contact person', phone1: 'Phone', phone2: 'Another phone', email: 'E-mail',
    image: 'Main image', imageHint: 'A JPEG or PNG image.', gallery: 'Photo gallery', documents: 'Documents',
    authorityEmail: 'E-mail for the editors', authorityPhone: 'Phone for the editors',
  },
  eshop: {
    title: 'E-shop name', operator: 'Operator', url: 'E-shop address', urlHint: URL_HINT_EN,
    hasCardPayment: 'Card payments accepted', description: 'Description', descriptionHint: 'An e-shop must offer at least 40 kinds of bottled wine, mostly from the Czech Republic.',
    logo: 'Logo', logoHint: 'A logo with an aspect ratio of 800 × 500 px and a margin of at least 80 px, as JPEG or PNG.', image: 'Image',
    authorityEmail: 'E-mail for the editors', authorityPhone: 'Phone for the editors',
  },
  restaurant: {
    title: 'Restaurant name', description: 'Description', streetWithNumber: 'Street and number', city: 'Town or village', zip: 'Postcode', zipHint: 'E.g. 691 42.',
    location: 'Location on the map', contactPerson: 'Contact person', phone: 'Phone', email: 'E-mail', web: 'Website', facebook: 'Facebook', instagram: 'Instagram',
    urlHint: URL_HINT_EN,
    offerSaintMartinsWine: "We offer St Martin's wine", offerSaintMartinsMenu: "We offer a St Martin's menu", hasCardPayment: 'Card payments accepted',
    isDisabledFriendly: 'Wheelchair accessible', hasServingWindow: 'Serving window', offerDelivery: 'We deliver food', deliveryUrl: 'Address for delivery orders',
    image: 'Main image', gallery: 'Photo gallery', relatedEntities: 'Related wineries and restaurants', languageCompetences: 'Languages we speak',
    openingHours: 'Opening hours', authorityName: 'Full name', authorityEmail: 'E-mail for the editors', authorityPhone: 'Phone for the editors',
  },
};

// Request forms are offered in the Czech version only (spec 02 §2); Polish falls back to Czech.
addTexts('requestFields', { cs, en, pl: {} });

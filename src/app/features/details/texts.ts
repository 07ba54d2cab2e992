import { addTexts } from '../../i18n/add-texts.ts';

addTexts('details', {
  cs: {
    about: 'O nás', eshop: 'E-shop', services: 'Služby', moreServices: '+{{count}} další', allServices: 'Všechny služby', contacts: 'Kontakty', phone: 'Telefon', email: 'E-mail', web: 'Web', address: 'Adresa',
    openingHours: 'Otevírací doba', summer: 'Léto', winter: 'Zima', closed: 'Zavřeno', information: 'Informace', languages: 'Jazyky', subregion: 'Podoblast', varieties: 'Odrůdy', tags: 'Štítky', gallery: 'Galerie',
    production: 'Produkce', vineyards: 'Vinice: {{size}} ha', annual: 'Roční produkce: {{count}} l', prices: 'Ceny vín: {{from}}–{{to}} Kč', previous: 'Předchozí', next: 'Další', close: 'Zavřít', openImage: 'Otevřít obrázek',
    delivery: 'Objednat rozvoz', addRestaurant: 'Přidat restauraci', editRestaurant: 'Upravit restauraci', missingRestaurant: 'Chybí vám zde vaše akce?', fixRestaurant: 'Potřebujete upravit údaje u této restaurace?',
    loading: 'Načítáme…', notFound: 'Tento záznam už neexistuje.', addWinemaker: 'Přidat vinaře', editWinemaker: 'Upravit vinaře', missingWinemaker: 'Chybí vám zde vaše vinařství?', fixWinemaker: 'Potřebujete upravit údaje u tohoto vinaře?',
    weekdays: { monday: 'Pondělí', tuesday: 'Úterý', wednesday: 'Středa', thursday: 'Čtvrtek', friday: 'Pátek', saturday: 'Sobota', sunday: 'Neděle' },
    restaurantChoices: { offerSaintMartinsWine: 'Svatomartinské víno', offerSaintMartinsMenu: 'Svatomartinské menu', hasServingWindow: 'Výdejní okénko', offerDelivery: 'Rozvoz', hasCardPayment: 'Platba kartou', isDisabledFriendly: 'Bezbariérový přístup' },
    programmes: { certified: 'Certifikované', touristPrograms: 'Turistické programy', regularOpen: 'Pravidelně otevřeno', accomodation: 'Ubytování', card: 'Platba kartou', disabled: 'Bezbariérový přístup', hasEshop: 'E-shop', refreshment: 'Občerstvení', rosewines: 'Růžová vína', stmartins: 'Svatomartinská vína' },
  },
  en: {
    about: 'About', eshop: 'E-shop', services: 'Services', moreServices: '+{{count}} more', allServices: 'All services', contacts: 'Contacts', phone: 'Phone', email: 'E-mail', web: 'Website', address: 'Address',
    openingHours: 'Opening hours', summer: 'Summer', winter: 'Winter', closed: 'Closed', information: 'Information', languages: 'Languages', subregion: 'Subregion', varieties: 'Varieties', tags: 'Tags', gallery: 'Gallery',
    production: 'Production', vineyards: 'Vineyards: {{size}} ha', annual: 'Annual production: {{count}} l', prices: 'Wine prices: CZK {{from}}–{{to}}', previous: 'Previous', next: 'Next', close: 'Close', openImage: 'Open image',
    delivery: 'Order delivery',
    loading: 'Loading…', notFound: 'This record no longer exists.',
    weekdays: { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' },
    restaurantChoices: { offerSaintMartinsWine: 'St. Martin’s wine', offerSaintMartinsMenu: 'St. Martin’s menu', hasServingWindow: 'Serving window', offerDelivery: 'Delivery', hasCardPayment: 'Card payment', isDisabledFriendly: 'Wheelchair access' },
    programmes: { certified: 'Certified', touristPrograms: 'Tourist programmes', regularOpen: 'Regularly open', accomodation: 'Accommodation', card: 'Card payment', disabled: 'Wheelchair access', hasEshop: 'E-shop', refreshment: 'Refreshments', rosewines: 'Rosé wines', stmartins: 'St. Martin’s wines' },
  },
  pl: {
    about: 'O nas', eshop: 'E-sklep', services: 'Usługi', moreServices: '+{{count}} więcej', allServices: 'Wszystkie usługi', contacts: 'Kontakt', phone: 'Telefon', email: 'E-mail', web: 'Strona', address: 'Adres',
    openingHours: 'Godziny otwarcia', summer: 'Lato', winter: 'Zima', closed: 'Zamknięte', information: 'Informacje', languages: 'Języki', subregion: 'Podregion', varieties: 'Odmiany', tags: 'Tagi', gallery: 'Galeria',
    production: 'Produkcja', vineyards: 'Winnice: {{size}} ha', annual: 'Roczna produkcja: {{count}} l', prices: 'Ceny win: {{from}}–{{to}} CZK', previous: 'Poprzednie', next: 'Następne', close: 'Zamknij', openImage: 'Otwórz zdjęcie',
    delivery: 'Zamów dostawę',
    loading: 'Ładowanie…', notFound: 'Ten wpis już nie istnieje.',
    weekdays: { monday: 'Poniedziałek', tuesday: 'Wtorek', wednesday: 'Środa', thursday: 'Czwartek', friday: 'Piątek', saturday: 'Sobota', sunday: 'Niedziela' },
    restaurantChoices: { offerSaintMartinsWine: 'Wino św. Marcina', offerSaintMartinsMenu: 'Menu św. Marcina', hasServingWindow: 'Okienko wydawcze', offerDelivery: 'Dowóz', hasCardPayment: 'Płatność kartą', isDisabledFriendly: 'Dostęp dla niepełnosprawnych' },
    programmes: { certified: 'Certyfikowane', touristPrograms: 'Programy turystyczne', regularOpen: 'Regularnie otwarte', accomodation: 'Noclegi', card: 'Płatność kartą', disabled: 'Dostęp dla niepełnosprawnych', hasEshop: 'E-sklep', refreshment: 'Poczęstunek', rosewines: 'Wina różowe', stmartins: 'Wina św. Marcina' },
  },
});

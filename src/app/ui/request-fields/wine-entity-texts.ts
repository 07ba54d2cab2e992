import { addTexts } from '../../i18n/add-texts.ts';

const cs = {
  sections: {
    basic: 'Základní údaje', offer: 'Nabídka vín', address: 'Adresa', companyAddress: 'Adresa společnosti', contacts: 'Kontakty',
    authority: 'Odpovědná osoba', openingHours: 'Otevírací doba', properties: 'Vybavení', gustation: 'Degustace',
    programs: 'Turistické programy', cellarServices: 'Služby sklepa', kitchen: 'Kuchyně', rooms: 'Místnosti',
    sanitary: 'Sociální zařízení', accommodation: 'Ubytování', production: 'Výroba', related: 'Související místa',
    photos: 'Fotografie', certification: 'Certifikace a doporučení',
  },
  basic: {
    title: 'Název', slug: 'Adresa stránky', slugHint: 'Jen malá písmena bez diakritiky, číslice a pomlčky, např. vinarstvi-u-sklepa.',
    wineEntityTypes: 'Typ podniku', companyId: 'IČO', perex: 'Krátký popis', perexEn: 'Krátký popis anglicky', description: 'Podrobný popis',
  },
  offer: {
    wineCategories: 'Kategorie vín', whiteWineVarieties: 'Bílé odrůdy', redWineVarieties: 'Červené odrůdy',
    assortmentSpecialities: 'Speciality sortimentu', awards: 'Ocenění a certifikáty', additionalOffer: 'Další nabídka',
    hasEshop: 'Prodáváme víno přes e-shop', eshopUrl: 'Adresa e-shopu',
    eshopUrlHint: 'Zadejte celou adresu e-shopu včetně https://, např. https://www.vinarstvi-example.cz/eshop.',
  },
  address: {
    wineSubregion: 'Vinařská podoblast', chooseSubregion: 'Vyberte podoblast', outsideSubregions: 'Mimo vinařské podoblasti',
    municipality: 'Vinařská obec', chooseMunicipality: 'Vyberte obec', city: 'Obec', street: 'Ulice',
    streetHint: 'Pokud ulice nemá název, napište sem znovu název obce.', houseNumber: 'Číslo popisné', zip: 'PSČ',
    location: 'Poloha na mapě', altitude: 'Nadmořská výška (m n. m.)', routeDescription: 'Jak se k vám dostat',
    companyAddressDifferent: 'Sídlo společnosti je na jiné adrese',
  },
  contacts: {
    phoneShop: 'Telefon do provozovny', phoneShopAlt: 'Další telefon do provozovny', phoneCompany: 'Telefon do společnosti',
    email: 'E-mail', url: 'Webové stránky', urlHint: 'Zadejte celou adresu včetně https://, např. https://www.vinarstvi-example.cz.',
  },
  authority: {
    hint: 'Osoba, která za podnik požadavek podává.',
    firstName: 'Jméno', lastName: 'Příjmení', cityOrg: 'Obec nebo organizace', phone: 'Telefon', email: 'E-mail',
  },
  properties: {
    hasWifi: 'Wi-Fi pro hosty', hasCardPayment: 'Platba kartou', isDisabledFriendly: 'Bezbariérový přístup',
    parkingCarPlaces: 'Parkovací místa pro auta', parkingBusPlaces: 'Parkovací místa pro autobusy',
    parkingHint: 'Počítají se místa do vzdálenosti 100 m.', bicycleStoragePlaces: 'Místa pro uložení kol',
    languageCompetences: 'Domluvíte se s námi',
  },
  gustation: {
    hasGustationRegular: 'Pravidelná degustace', gustationRegularDays: 'Dny a časy pravidelné degustace',
    hasGustationOnOrder: 'Degustace na objednávku', hasOfferOfOwnWines: 'Nabízíme vlastní vína', hasOfferOfPurchasedWines: 'Nabízíme i nakoupená vína',
  },
  programs: {
    hasProductionTour: 'Prohlídka výroby', hasVineyardsVisit: 'Návštěva vinic',
    item: 'Program {{number}}', none: 'Zatím jste nepřidali žádný program.', add: 'Přidat program', remove: 'Odebrat program {{number}}',
    title: 'Název programu', description: 'Popis programu',
    participantsNumberMin: 'Nejmenší počet účastníků', participantsNumberMax: 'Největší počet účastníků',
    priceWithMinimumParticipants: 'Cena při nejmenším počtu účastníků (Kč)', priceWithMaximumParticipants: 'Cena při největším počtu účastníků (Kč)',
    languages: 'Jazyky programu', additionalLanguages: 'Další jazyky',
  },
  cellarServices: {
    hasRecordedMusic: 'Reprodukovaná hudba', hasLiveMusicRegular: 'Živá hudba pravidelně', hasLiveMusicOnOrder: 'Živá hudba na objednávku',
    hasDancePerformancesRegular: 'Taneční vystoupení pravidelně', hasDancePerformancesOnOrder: 'Taneční vystoupení na objednávku',
  },
  kitchen: {
    hint: 'Teplou i studenou kuchyni a jen studenou kuchyni nelze zaškrtnout zároveň.',
    hasKitchenHotAndCold: 'Teplá i studená kuchyně', hasKitchenHotAndColdOnOrder: 'Teplá i studená kuchyně na objednávku',
    hasKitchenColdOnly: 'Jen studená kuchyně', hasKitchenColdOnOrder: 'Studená kuchyně na objednávku', hasCatering: 'Catering',
  },
  rooms: {
    item: 'Místnost {{number}}', none: 'Zatím jste nepřidali žádnou místnost.', add: 'Přidat místnost', remove: 'Odebrat místnost {{number}}',
    title: 'Název místnosti', tablesCapacity: 'Počet míst u stolů', gustationCapacity: 'Počet míst pro degustaci',
  },
  sanitary: {
    hasSocialFacilitiesInTheBuilding: 'Toalety v budově', hasSanitaryDisabledFriendly: 'Bezbariérové toalety',
    hasSocialFacilitiesNearTheBuilding: 'Veřejné toalety v blízkosti', nearHint: 'Do 5 minut chůze (nejvýše 500 m).',
  },
  accommodation: {
    hasAccommodationInFacility: 'Nabízíme ubytování v objektu', accommodationType: 'Typ ubytování', capacity: 'Počet lůžek',
    pricePerBed: 'Cena za lůžko a noc (Kč)', roomsCount: 'Počet pokojů',
    roomsHint: 'Pokoj má nejvýše čtyři lůžka a jednu společnou koupelnu sdílejí nejvýše dva pokoje.',
    meals: 'Stravování', hasBreakfast: 'Snídaně', hasLunch: 'Oběd', hasDinner: 'Večeře', description: 'Popis ubytování',
  },
  production: {
    vineyardsSize: 'Rozloha vinic (ha)', annualProduction: 'Roční produkce (l)', priceFrom: 'Cena lahve od (Kč)', priceTo: 'Cena lahve do (Kč)',
  },
  related: { relatedEntities: 'Související vinařství a restaurace' },
  photos: {
    image: 'Hlavní obrázek', imageHint: 'Doporučená velikost je 1920 × 1024 px.', logo: 'Logo', gallery: 'Fotogalerie',
  },
  certification: {
    certifiedWinemaker: 'Certifikovaný vinař', certifiedWineCellar: 'Certifikovaný vinný sklep', certifiedWineshop: 'Certifikovaná vinotéka',
    certifiedWineBar: 'Certifikovaný vinný bar', certifiedAccomodation: 'Certifikované ubytování', certifiedRestaurant: 'Certifikovaná restaurace',
    recommended: 'Doporučený podnik',
  },
};

// Request forms are offered in the Czech version only (spec 02 §2), so other locales fall back to these texts.
addTexts('wineRequest', { cs, en: {}, pl: {} });

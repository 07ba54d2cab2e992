import type { EshopRequestInput } from './eshop-request.ts';
import type { EventRequestInput } from './event-request.ts';
import { emptyOpeningHours, type OpeningHoursValues } from './opening-hours.ts';
import type { RestaurantRequestInput } from './restaurant-request.ts';
import type { WineEntityRequestInput } from './wine-entity-request.ts';

const image = (n: number) => ({ id: `5f0c7a2e-3b1d-4c8e-9a6f-0d2b4e6f8a1${n}`, url: `/uploads/images/sklep-${n}.jpg` });

/** Open Friday to Sunday, in summer and winter alike. */
function weekendHours(): OpeningHoursValues {
  const hours = emptyOpeningHours();
  hours.hasOpeningHoursRegular = true;
  hours.summer = {
    ...hours.summer,
    friday: { from: '14:00', to: '22:00', notice: '' },
    saturday: { from: '10:00', to: '22:00', notice: '' },
    sunday: { from: '10:00', to: '18:00', notice: 'Po domluvě i déle' },
  };
  return hours;
}

export const VALID_EVENT: EventRequestInput = {
  id: 0,
  eventType: '1',
  title: 'Jarní degustace na Pálavě',
  subtitle: 'Ryzlinky a Pálavy z loňského ročníku',
  perex: 'Ochutnejte mladá vína přímo u vinařů ve sklepní uličce pod Svatým kopečkem.',
  text: 'Vstupné zahrnuje degustační skleničku a katalog vín. Program doplní cimbálová muzika.',
  url: 'https://www.mikulov.cz/akce/jarni-degustace',
  dateFrom: '2026-05-15',
  dateTo: '2026-05-17',
  image: image(1),
  city: 'Mikulov',
  placeDescription: 'Sklepní ulička pod Svatým kopečkem',
  connectedTo: 'Obec',
  municipality: '101',
  jmkMunicipality: '',
  location: { latitude: 48.8056, longitude: 16.6378 },
  winemaker: '',
  isSouthMoravianRegionEvent: false,
  entryFee: '350 Kč',
  isSaintMartinEvent: false,
  isPinkEvent: 'true',
  isTopEvent: false,
  winemakers: ['1001', 1002],
  gallery: [image(2)],
  documents: [],
  contacts: {
    contactPerson: 'Jana Nováková',
    dialCode1: '+420',
    phone1: '602 123 456',
    dialCode2: '+420',
    phone2: '',
    email: 'akce@mikulov.cz',
  },
  authorityEmail: 'kultura@mikulov.cz',
  authorityPhone: '519444555',
};

export const VALID_ESHOP: EshopRequestInput = {
  id: 0,
  title: 'Moravské víno online',
  operator: 'Vinotéka U Sklepa s.r.o.',
  url: 'https://www.moravske-vino-online.cz',
  hasCardPayment: true,
  description: 'Přes 120 druhů lahvových vín, většinou z Moravy.',
  logo: image(3),
  image: null,
  authorityEmail: 'majitel@moravske-vino-online.cz',
  authorityPhone: '777123456',
};

export const VALID_RESTAURANT: RestaurantRequestInput = {
  id: 0,
  title: 'Restaurace U Révy',
  description: 'Moravská kuchyně a vína z okolních sklepů.',
  streetWithNumber: 'Náměstí 12',
  city: 'Valtice',
  zip: '691 42',
  location: { latitude: 48.7408, longitude: 16.755 },
  contactPerson: 'Petr Dvořák',
  phone: '602987654',
  email: 'info@urevy.cz',
  web: 'https://www.urevy.cz',
  facebook: 'https://www.facebook.com/urevy',
  instagram: '',
  openingHours: weekendHours(),
  offerSaintMartinsWine: true,
  offerSaintMartinsMenu: 'on',
  hasCardPayment: true,
  isDisabledFriendly: false,
  hasServingWindow: false,
  offerDelivery: true,
  deliveryUrl: 'https://www.urevy.cz/rozvoz',
  image: image(4),
  gallery: [],
  authorityName: 'Petr Dvořák',
  authorityEmail: 'petr.dvorak@urevy.cz',
  authorityPhone: '602987654',
  relatedEntities: ['1001'],
  languageCompetences: [1, '8'],
};

export const VALID_WINE_ENTITY: WineEntityRequestInput = {
  id: 0,
  title: 'Vinařství Horák',
  slug: 'vinarstvi-horak',
  perex: 'Rodinné vinařství v srdci Pálavy.',
  perexEn: 'A family winery in the heart of Pálava.',
  description: 'Hospodaříme na 12 hektarech vinic pod Děvínem.',
  wineEntityTypes: ['1', 2],
  wineCategories: [1],
  whiteWineVarieties: ['1', '5'],
  redWineVarieties: [23],
  wineVarieties: [],
  assortmentSpecialities: 'Slámová vína',
  awards: 'Salon vín České republiky 2025',
  additionalOffer: 'Prodej hroznů',
  routeDescription: 'Z náměstí 200 m po Vinařské ulici.',
  altitude: '240',
  hasEshop: true,
  eshopUrl: 'https://www.vinarstvi-horak.cz/eshop',
  companyId: '12345678',
  companyAddressDifferent: false,
  hasProductionTour: true,
  hasVineyardsVisit: true,
  recommended: false,
  relatedEntities: [],
  languageCompetences: ['1', '8'],
  gallery: [image(5)],
  image: image(6),
  logo: null,
  address: [
    {
      wineSubregion: '1',
      city: '',
      municipality: '101',
      street: 'Vinařská',
      houseNumber: '12',
      zip: '692 01',
      location: { latitude: 48.806, longitude: 16.64 },
    },
  ],
  companyAddress: [
    { wineSubregion: null, city: '', municipality: '', street: '', houseNumber: '', zip: '', location: null },
  ],
  contacts: [
    {
      phoneShop: '+420 602 111 222',
      phoneShopAlt: '',
      phoneCompany: '519 512 345',
      email: 'info@vinarstvi-horak.cz',
      url: 'https://www.vinarstvi-horak.cz',
    },
  ],
  authority: [
    {
      firstName: 'Tomáš',
      lastName: 'Horák',
      cityOrg: 'Mikulov',
      phone: '602111222',
      email: 'tomas@vinarstvi-horak.cz',
    },
  ],
  openingHours: [weekendHours()],
  properties: [
    {
      hasWifi: true,
      hasCardPayment: true,
      isDisabledFriendly: false,
      parkingCarPlaces: '8',
      parkingBusPlaces: '1',
      bicycleStoragePlaces: '',
    },
  ],
  gustation: [
    {
      hasGustationRegular: true,
      gustationRegularDays: 'pátek, sobota',
      hasGustationOnOrder: true,
      hasOfferOfOwnWines: true,
      hasOfferOfPurchasedWines: false,
    },
  ],
  touristPrograms: [
    {
      title: 'Řízená degustace ve sklepě',
      description: 'Šest vín s výkladem vinaře.',
      participantsNumberMin: '6',
      participantsNumberMax: '30',
      priceWithMinimumParticipants: '450',
      priceWithMaximumParticipants: '350',
      languages: ['1', '9'],
      additionalLanguages: '',
    },
  ],
  cellarServices: [
    {
      hasRecordedMusic: true,
      hasLiveMusicRegular: false,
      hasLiveMusicOnOrder: true,
      hasDancePerformancesRegular: false,
      hasDancePerformancesOnOrder: false,
    },
  ],
  kitchen: [
    {
      hasKitchenHotAndCold: false,
      hasKitchenHotAndColdOnOrder: false,
      hasKitchenColdOnly: true,
      hasKitchenColdOnOrder: false,
      hasCatering: false,
    },
  ],
  rooms: [{ title: 'Degustační sklep', tablesCapacity: '40', gustationCapacity: '30' }],
  sanitaryInfo: [
    {
      hasSocialFacilitiesInTheBuilding: true,
      hasSanitaryDisabledFriendly: false,
      hasSocialFacilitiesNearTheBuilding: false,
    },
  ],
  accomodation: [
    {
      hasAccommodationInFacility: false,
      accommodationType: '',
      capacity: '',
      pricePerBed: '',
      roomsCount: '',
      hasBreakfast: false,
      hasLunch: false,
      hasDinner: false,
      description: '',
    },
  ],
  productionInfo: [{ vineyardsSize: '12.5', annualProduction: '45000', priceFrom: '150', priceTo: '690' }],
  certifiedWinemaker: true,
  certifiedWineCellar: false,
  certifiedWineshop: false,
  certifiedWineBar: false,
  certifiedAccomodation: false,
  certifiedRestaurant: false,
};

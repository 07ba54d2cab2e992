import { describe, expect, it } from 'vitest';
import type { Image } from '../../../shared/api/common.ts';
import { everyDay } from '../../../../tests/support/opening-hours.ts';
import {
  eshopStructuredData,
  eventStructuredData,
  jsonLdText,
  openingHoursSpecification,
  restaurantStructuredData,
  seasonPeriod,
  wineEntityStructuredData,
} from './structured-data.ts';

type WineEntity = Parameters<typeof wineEntityStructuredData>[0];
type Restaurant = Parameters<typeof restaurantStructuredData>[0];
type Eshop = Parameters<typeof eshopStructuredData>[0];
type Event = Parameters<typeof eventStructuredData>[0];

const context = { origin: 'https://vinarskamapa.example', today: '2026-11-26' };

const image = (url: string): Image => ({
  id: url,
  url,
  width: 1600,
  height: 900,
  alt: null,
  title: null,
  focalPoint: null,
  blurUpThumb: null,
});

const certifications = {
  certifiedWinemaker: false,
  certifiedWineCellar: false,
  certifiedWineshop: false,
  certifiedWineBar: false,
  certifiedAccomodation: false,
  certifiedRestaurant: false,
};

const winemaker = (changes: Partial<WineEntity> = {}): WineEntity => ({
  id: 1185,
  title: 'Bartoš & syn',
  slug: 'bartos-syn',
  url: '/cs/vinari/1185-bartos-syn',
  city: 'Starovičky',
  image: image('/media/seed/vineyard-1.svg'),
  location: { latitude: 48.91, longitude: 16.77 },
  rating: 5,
  ratingCount: 23,
  address: [{ city: 'Starovičky', municipality: { id: 1, title: 'Starovičky' } }],
  logo: image('/media/seed/logo-1.svg'),
  perex: 'Rodinné vinařství.',
  eshopUrl: null,
  hasEshop: false,
  wineEntityTypes: ['winemaker'],
  programmes: [],
  openingHours: null,
  ...certifications,
  description: 'Hospodaříme na 2 hektarech vinic.',
  gallery: [],
  street: 'Hlavní',
  houseNumber: '208',
  zip: '693 01',
  subregion: null,
  languages: [],
  sections: {
    contacts: { url: 'https://www.bartos-syn.cz', email: 'info@bartos-syn.cz', phoneCompany: '608334396' },
    openingHours: {
      hasOpeningHoursRegular: true,
      hasSummerWinterDifferent: false,
      summer: {
        ...everyDay(null, null),
        friday: { from: '14:00', to: '20:00' },
        saturday: { from: '10:00', to: '22:00' },
      },
    },
  },
  tags: [],
  relatedEntities: [],
  ...changes,
});

const restaurant = (changes: Partial<Restaurant> = {}): Restaurant => ({
  id: 50088,
  title: 'Bistro Brandýs',
  slug: 'bistro-brandys',
  url: '/cs/restaurace/50088-bistro-brandys',
  city: 'Brandýs nad Labem',
  image: image('/media/seed/food.svg'),
  location: { latitude: 50.18, longitude: 14.67 },
  rating: null,
  ratingCount: 0,
  streetWithNumber: 'Husova 277',
  zip: '250 01',
  choices: [],
  description: 'Regionální kuchyně.',
  gallery: [],
  phone: '775409736',
  email: 'rezervace@bistro.cz',
  web: 'https://www.bistro.cz',
  facebook: 'https://facebook.com/bistro',
  instagram: null,
  deliveryUrl: null,
  languageCompetences: [],
  openingHours: { hasOpeningHoursRegular: false, notice: 'Po telefonické domluvě.' },
  tags: [],
  subregion: null,
  relatedEntities: [],
  ...changes,
});

const eshop = (changes: Partial<Eshop> = {}): Eshop => ({
  id: 60047,
  slug: 'moravska-vina-online',
  title: 'Moravská vína online',
  url: '/cs/vinoteky-a-eshopy/60047-moravska-vina-online',
  logo: image('/media/seed/logo-7.svg'),
  eshopUrl: 'https://www.moravska-vina-online.cz',
  operator: 'Beneš s.r.o.',
  description: 'Přes 40 druhů vín.',
  hasCardPayment: true,
  image: null,
  tags: [],
  ...changes,
});

const event = (changes: Partial<Event> = {}): Event => ({
  id: 70257,
  slug: 'festival',
  title: 'Festival Dolní Věstonice',
  url: '/cs/kalendar-akci/70257-festival',
  dateFrom: '2026-11-26',
  dateTo: '2026-11-28',
  image: image('/media/seed/event.svg'),
  city: 'Dolní Věstonice',
  municipality: 'Dolní Věstonice',
  venue: 'Obecní vinný sklep',
  eventType: { id: 5, title: 'Festival' },
  isTopEvent: false,
  isSaintMartinEvent: false,
  isPinkEvent: false,
  location: { latitude: 48.88, longitude: 16.64 },
  subtitle: null,
  perex: 'Přijďte na festival.',
  text: '<p>Program</p>',
  web: 'https://festival.example',
  placeDescription: '',
  entryFee: null,
  gallery: [],
  contacts: {},
  winemakers: [],
  selectedEvents: [],
  rating: null,
  ratingCount: 0,
  ...changes,
});

describe('structured data of a wine entity', () => {
  it('describes a winemaker as a Winery with address, geo, contacts, hours and rating', () => {
    expect(wineEntityStructuredData(winemaker(), context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Winery',
      '@id': 'https://vinarskamapa.example/cs/vinari/1185-bartos-syn',
      name: 'Bartoš & syn',
      url: 'https://www.bartos-syn.cz',
      image: 'https://vinarskamapa.example/media/seed/vineyard-1.svg',
      logo: 'https://vinarskamapa.example/media/seed/logo-1.svg',
      description: 'Hospodaříme na 2 hektarech vinic.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Hlavní 208',
        postalCode: '693 01',
        addressLocality: 'Starovičky',
        addressCountry: 'CZ',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 48.91, longitude: 16.77 },
      telephone: '+420 608 334 396',
      email: 'info@bartos-syn.cz',
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '14:00', closes: '20:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '22:00' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, ratingCount: 23, bestRating: 5, worstRating: 1 },
    });
  });

  it('gives each kind of place its type: cellar and wine bar are wineries, a shop a LiquorStore, lodging a LodgingBusiness', () => {
    const typeOf = (types: WineEntity['wineEntityTypes']) =>
      wineEntityStructuredData(winemaker({ wineEntityTypes: types }), context)['@type'];
    expect(typeOf(['cellar', 'wine_bar'])).toBe('Winery');
    expect(typeOf(['wine_shop'])).toBe('LiquorStore');
    expect(typeOf(['accommodation'])).toBe('LodgingBusiness');
    expect(typeOf(['winemaker', 'wine_shop', 'accommodation'])).toEqual(['Winery', 'LiquorStore', 'LodgingBusiness']);
    expect(typeOf([])).toBe('LocalBusiness');
  });

  it('leaves out what the record lacks and falls back to the page address and the perex', () => {
    const data = wineEntityStructuredData(
      winemaker({
        image: null,
        logo: null,
        location: null,
        rating: null,
        ratingCount: 0,
        description: ' ',
        street: '',
        houseNumber: '',
        sections: { contacts: { phoneCompany: null, email: '' } },
      }),
      context,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Winery',
      '@id': 'https://vinarskamapa.example/cs/vinari/1185-bartos-syn',
      name: 'Bartoš & syn',
      url: 'https://vinarskamapa.example/cs/vinari/1185-bartos-syn',
      description: 'Rodinné vinařství.',
      address: { '@type': 'PostalAddress', postalCode: '693 01', addressLocality: 'Starovičky', addressCountry: 'CZ' },
    });
  });
});

describe('opening hours as schema.org', () => {
  const seasonal = {
    hasOpeningHoursRegular: true,
    hasSummerWinterDifferent: true,
    summerMonthFrom: 4,
    summerMonthTo: 10,
    winterMonthFrom: 11,
    winterMonthTo: 3,
    summer: everyDay('10:00', '22:00'),
    winter: { ...everyDay(null, null), friday: { from: '15:00', to: '19:00' } },
  };

  it('groups the days open at the same times', () => {
    expect(openingHoursSpecification(seasonal, '2026-06-01')[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '10:00',
      closes: '22:00',
      validFrom: '2026-04-01',
      validThrough: '2026-10-31',
    });
  });

  it('gives both seasons with the dates of the season periods around the day', () => {
    const periods = (today: string) =>
      openingHoursSpecification(seasonal, today).map(
        (spec) => `${String(spec.validFrom)}/${String(spec.validThrough)}`,
      );
    expect(periods('2026-11-26')).toEqual(['2027-04-01/2027-10-31', '2026-11-01/2027-03-31']);
    expect(periods('2026-02-10')).toEqual(['2026-04-01/2026-10-31', '2025-11-01/2026-03-31']);
    expect(periods('2026-06-01')).toEqual(['2026-04-01/2026-10-31', '2026-11-01/2027-03-31']);
  });

  it('ends a season on its month’s last day, leap years too', () => {
    expect(seasonPeriod({ from: 11, to: 2 }, '2027-12-01')).toEqual({
      validFrom: '2027-11-01',
      validThrough: '2028-02-29',
    });
  });

  it('leaves out a season whose months are unknown, and hours that are not regular', () => {
    const summerOnly = openingHoursSpecification({ ...seasonal, winterMonthFrom: null }, '2026-06-01');
    expect(summerOnly.map((spec) => spec.opens)).toEqual(['10:00']);
    expect(openingHoursSpecification({ hasOpeningHoursRegular: false, notice: 'Po domluvě' }, '2026-06-01')).toEqual(
      [],
    );
    expect(openingHoursSpecification(null, '2026-06-01')).toEqual([]);
  });
});

describe('structured data of a restaurant, an e-shop and an event', () => {
  it('describes a restaurant with its web, social links and no hours or rating it does not have', () => {
    expect(restaurantStructuredData(restaurant(), context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://vinarskamapa.example/cs/restaurace/50088-bistro-brandys',
      name: 'Bistro Brandýs',
      url: 'https://www.bistro.cz',
      image: 'https://vinarskamapa.example/media/seed/food.svg',
      description: 'Regionální kuchyně.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Husova 277',
        postalCode: '250 01',
        addressLocality: 'Brandýs nad Labem',
        addressCountry: 'CZ',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 50.18, longitude: 14.67 },
      telephone: '+420 775 409 736',
      email: 'rezervace@bistro.cz',
      sameAs: ['https://facebook.com/bistro'],
    });
    const bare = restaurantStructuredData(
      restaurant({ phone: null, email: null, web: null, facebook: null, image: null, location: null }),
      context,
    );
    expect(Object.keys(bare)).toEqual(['@context', '@type', '@id', 'name', 'url', 'description', 'address']);
  });

  it('describes an e-shop as an OnlineStore run by its operator', () => {
    expect(eshopStructuredData(eshop(), context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'OnlineStore',
      '@id': 'https://vinarskamapa.example/cs/vinoteky-a-eshopy/60047-moravska-vina-online',
      name: 'Moravská vína online',
      url: 'https://www.moravska-vina-online.cz',
      image: 'https://vinarskamapa.example/media/seed/logo-7.svg',
      logo: 'https://vinarskamapa.example/media/seed/logo-7.svg',
      description: 'Přes 40 druhů vín.',
      legalName: 'Beneš s.r.o.',
    });
    expect(eshopStructuredData(eshop({ logo: null, operator: '', description: '' }), context)).not.toHaveProperty(
      'legalName',
    );
  });

  it('describes an event with its dates and its venue as the location', () => {
    expect(eventStructuredData(event(), context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      '@id': 'https://vinarskamapa.example/cs/kalendar-akci/70257-festival',
      name: 'Festival Dolní Věstonice',
      url: 'https://vinarskamapa.example/cs/kalendar-akci/70257-festival',
      image: 'https://vinarskamapa.example/media/seed/event.svg',
      description: 'Přijďte na festival.',
      startDate: '2026-11-26',
      endDate: '2026-11-28',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Obecní vinný sklep',
        address: { '@type': 'PostalAddress', addressLocality: 'Dolní Věstonice', addressCountry: 'CZ' },
        geo: { '@type': 'GeoCoordinates', latitude: 48.88, longitude: 16.64 },
      },
      sameAs: 'https://festival.example',
    });
    const bare = eventStructuredData(
      event({ venue: null, location: null, web: null, image: null, dateTo: '' }),
      context,
    );
    expect(bare.location).toEqual({
      '@type': 'Place',
      name: 'Dolní Věstonice',
      address: { '@type': 'PostalAddress', addressLocality: 'Dolní Věstonice', addressCountry: 'CZ' },
    });
    expect(bare).not.toHaveProperty('endDate');
    expect(bare).not.toHaveProperty('sameAs');
    expect(bare).not.toHaveProperty('image');
  });
});

describe('JSON-LD text', () => {
  it('cannot close its script element, and reads back as the same data', () => {
    const data = { name: '</script><script>alert(1)</script>' };
    const json = jsonLdText(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});

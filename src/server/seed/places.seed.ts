import {
  WINE_MUNICIPALITIES,
  WINE_REGIONS,
  WINE_SUBREGIONS,
  type WineMunicipality,
} from '../../shared/constants/geography.ts';
import {
  LANGUAGES,
  PROGRAMME_CHOICES,
  RESTAURANT_CHOICES,
  type WineEntityType,
} from '../../shared/constants/places.ts';
import { ROUTED_LOCALES } from '../../shared/constants/locales.ts';
import { WINE_ENTITY_TYPE_SECTION, detailPath, slugify } from '../../shared/constants/sections.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { tagDocuments, upsertSearchDocuments, type DocType, type SearchDocument } from '../lib/search-index.ts';
import { GRAPES, STREETS, SURNAMES, WINE_ENTITY_NAME_PATTERNS, FIRST_NAMES } from './czech-names.ts';
import { generateOpeningHours, phoneNumber } from './opening-hours.ts';
import type { Random } from './random.ts';
import type { MediaKind, SeedMedia } from './seed-media.ts';
import type { Image } from '../../shared/api/common.ts';
import { scaled, type SeedContext } from './seed-context.ts';
import { TAGS } from './tags-data.ts';

const PRIMARY_COUNTS: Record<WineEntityType, number> = {
  winemaker: 765,
  wine_shop: 671,
  cellar: 184,
  wine_bar: 90,
  accommodation: 120,
};
const EXTRA_TYPES: Partial<Record<WineEntityType, [WineEntityType, number][]>> = {
  winemaker: [
    ['cellar', 0.12],
    ['accommodation', 0.08],
    ['wine_shop', 0.1],
  ],
  cellar: [['wine_bar', 0.15]],
  wine_bar: [['wine_shop', 0.2]],
};

/** What a place's picture shows, by what the place mainly is. */
const PICTURE_OF: Record<WineEntityType, MediaKind> = {
  winemaker: 'vineyard',
  cellar: 'cellar',
  wine_shop: 'wine',
  wine_bar: 'wine',
  accommodation: 'village',
};

/**
 * Three more pictures of other subjects for a detail's gallery, from a small shared set: only the main picture has
 * to be the place's own, and a file per gallery picture would triple the seed's files.
 */
function galleryOf(media: SeedMedia, main: MediaKind, id: number): Image[] {
  return (['vineyard', 'cellar', 'wine', 'village', 'food'] as const)
    .filter((kind) => kind !== main)
    .slice(0, 3)
    .map((kind) => media.image(kind, id % GALLERY_POOL));
}
const GALLERY_POOL = 60;

const urls = (section: keyof typeof WINE_ENTITY_TYPE_SECTION, id: number, slug: string) =>
  Object.fromEntries(ROUTED_LOCALES.map((l) => [l, detailPath(WINE_ENTITY_TYPE_SECTION[section], l, id, slug)]));

function placeIn(random: Random, municipality: WineMunicipality) {
  return {
    latitude: municipality.latitude + random.float(-0.008, 0.008),
    longitude: municipality.longitude + random.float(-0.012, 0.012),
  };
}

function perex(kind: string, title: string, city: string, grapes: string[]) {
  return {
    cs: `${title} v obci ${city} nabízí ${kind === 'accommodation' ? 'ubytování mezi vinohrady a' : ''} ochutnávky vín ${grapes.join(', ')}.`,
    en: `${title} in ${city} offers ${kind === 'accommodation' ? 'a stay among the vineyards and' : ''} tastings of ${grapes.join(', ')}.`,
    pl: `${title} w miejscowości ${city} oferuje ${kind === 'accommodation' ? 'nocleg wśród winnic i' : ''} degustacje win ${grapes.join(', ')}.`,
  };
}

export async function seedPlaces(ctx: SeedContext): Promise<void> {
  const random = ctx.random.fork('places');
  const { db, media } = ctx;
  await bulkInsert(
    db,
    'wine_regions',
    WINE_REGIONS.map((r) => ({ id: r.id, code: r.code, title: r.title })),
  );
  await bulkInsert(
    db,
    'wine_subregions',
    WINE_SUBREGIONS.map((s) => ({ id: s.id, region_id: s.regionId, slug: s.slug, title: s.title })),
  );
  await bulkInsert(
    db,
    'wine_municipalities',
    WINE_MUNICIPALITIES.map((m) => ({
      id: m.id,
      subregion_id: m.subregionId,
      title: m.title,
      zip: m.zip,
      latitude: m.latitude,
      longitude: m.longitude,
    })),
  );
  await bulkInsert(
    db,
    'languages',
    LANGUAGES.map((l) => ({ id: l.id, codename: l.codename, title: l.title })),
  );
  await bulkInsert(
    db,
    'tags',
    TAGS.map((t, i) => ({
      id: i + 1,
      slug: slugify(t.cs),
      title: t,
      color: ['#A01435', '#FFC800', '#39BFBF', '#EC4060', '#B8D000'][i % 5],
    })),
  );

  const entities: Record<string, unknown>[] = [];
  const documents: SearchDocument[] = [];
  const tagLinks: { tag_id: number; doc_type: DocType; entity_id: number }[] = [];
  let id = 1000;
  for (const [primary, count] of Object.entries(PRIMARY_COUNTS) as [WineEntityType, number][]) {
    for (let n = 0; n < scaled(ctx, count); n += 1) {
      id += 1;
      const municipality = random.pick(WINE_MUNICIPALITIES);
      const surname = random.pick(SURNAMES);
      const title = random
        .pick(WINE_ENTITY_NAME_PATTERNS[primary] ?? ['{s}'])
        .replace('{s}', surname)
        .replace('{m}', municipality.title);
      const slug = slugify(title);
      const types: WineEntityType[] = [
        primary,
        ...(EXTRA_TYPES[primary] ?? []).filter(([, p]) => random.chance(p)).map(([t]) => t),
      ];
      const programmes = PROGRAMME_CHOICES.filter(() => random.chance(0.3));
      if (types.includes('accommodation') && !programmes.includes('accomodation')) programmes.push('accomodation');
      const hasEshop = programmes.includes('hasEshop');
      const grapes = random.sample(GRAPES, 3);
      const point = placeIn(random, municipality);
      const image = media.image(PICTURE_OF[primary], id, title);
      const ratingCount = random.int(0, 40);
      entities.push({
        id,
        slug,
        title,
        types,
        perex: perex(primary, title, municipality.title, grapes),
        description: {
          cs: `${title} hospodaří na ${random.int(2, 40)} hektarech vinic. Pěstujeme odrůdy ${grapes.join(', ')}.`,
          en: `${title} farms ${random.int(2, 40)} hectares of vineyards.`,
          pl: `${title} uprawia winnice w miejscowości ${municipality.title}.`,
        },
        image,
        logo: media.logo(title),
        gallery: galleryOf(media, PICTURE_OF[primary], id),
        subregion_id: municipality.subregionId,
        municipality_id: municipality.id,
        city: municipality.title,
        street: random.pick(STREETS),
        house_number: String(random.int(1, 450)),
        zip: municipality.zip,
        latitude: point.latitude,
        longitude: point.longitude,
        eshop_url: hasEshop ? `https://www.${slug}.cz/eshop` : null,
        has_eshop: hasEshop,
        programmes,
        language_ids: [1, ...random.sample([8, 9, 6, 2], random.int(0, 2))],
        certified: programmes.includes('certified'),
        certification: {
          certifiedWinemaker: types.includes('winemaker') && random.chance(0.2),
          certifiedWineCellar: types.includes('cellar') && random.chance(0.2),
          certifiedWineshop: types.includes('wine_shop') && random.chance(0.2),
          certifiedWineBar: types.includes('wine_bar') && random.chance(0.2),
          certifiedAccomodation: types.includes('accommodation') && random.chance(0.2),
          certifiedRestaurant: false,
        },
        sections: wineEntitySections(random, types, title, slug, grapes),
        related_ids: [],
        rating_sum: ((ratingCount * random.int(60, 100)) / 20) | 0,
        rating_count: ratingCount,
      });
      for (const type of types) {
        documents.push({
          doc_type: type,
          entity_id: id,
          place_type: 'wine_entity',
          title: { cs: title },
          slug,
          url: urls(types[0] ?? primary, id, slug),
          perex: perex(primary, title, municipality.title, grapes),
          image,
          latitude: point.latitude,
          longitude: point.longitude,
          city: municipality.title,
          municipality_id: municipality.id,
          subregion_id: municipality.subregionId,
          date_from: null,
          date_to: null,
          is_top_event: false,
          color_id: null,
          category: null,
          keywords: grapes.join(' '),
          popularity: ratingCount,
          locales: ['cs', 'en', 'pl'],
        });
        if (random.chance(0.4)) tagLinks.push({ tag_id: random.int(1, TAGS.length), doc_type: type, entity_id: id });
      }
    }
  }
  await bulkInsert(db, 'wine_entities', entities);
  await seedRestaurants(ctx, random, documents, tagLinks);
  await seedEshops(ctx, random, documents);
  await upsertSearchDocuments(db, documents);
  const unique = new Map(tagLinks.map((l) => [`${l.tag_id}:${l.doc_type}:${l.entity_id}`, l]));
  await tagDocuments(db, [...unique.values()]);
}

/** At most one kind of kitchen: hot-and-cold and cold-only exclude each other (spec 02 §4). Draws as many numbers as ever. */
function seedKitchen(random: Random) {
  const hasKitchenHotAndCold = random.chance(0.3);
  const coldOnly = random.chance(0.4);
  return {
    hasKitchenHotAndCold,
    hasKitchenHotAndColdOnOrder: false,
    hasKitchenColdOnly: coldOnly && !hasKitchenHotAndCold,
    hasKitchenColdOnOrder: false,
    hasCatering: random.chance(0.2),
  };
}

function wineEntitySections(random: Random, types: WineEntityType[], title: string, slug: string, grapes: string[]) {
  const programs = random.chance(0.3)
    ? [
        {
          title: 'Řízená degustace ve sklepě',
          description: `Ochutnávka šesti vín (${grapes.join(', ')}) s výkladem vinaře.`,
          participantsNumberMin: 6,
          participantsNumberMax: 30,
          priceWithMinimumParticipants: 450,
          priceWithMaximumParticipants: 350,
          languages: [1, 9],
          additionalLanguages: '',
        },
      ]
    : [];
  return {
    contacts: {
      phoneShop: phoneNumber(random),
      phoneShopAlt: null,
      phoneCompany: phoneNumber(random),
      email: `info@${slug}.cz`,
      url: `https://www.${slug}.cz`,
    },
    authority: {
      firstName: random.pick(FIRST_NAMES),
      lastName: random.pick(SURNAMES),
      cityOrg: title,
      phone: phoneNumber(random),
      email: `majitel@${slug}.cz`,
    },
    openingHours: generateOpeningHours(random),
    properties: {
      hasWifi: random.chance(0.6),
      hasCardPayment: random.chance(0.7),
      isDisabledFriendly: random.chance(0.3),
      parkingCarPlaces: random.int(0, 30),
      parkingBusPlaces: random.int(0, 3),
      bicycleStoragePlaces: random.int(0, 20),
    },
    gustation: {
      hasGustationRegular: random.chance(0.5),
      gustationRegularDays: 'pátek, sobota',
      hasGustationOnOrder: random.chance(0.8),
      hasOfferOfOwnWines: true,
      hasOfferOfPurchasedWines: random.chance(0.3),
    },
    touristPrograms: programs,
    cellarServices: types.includes('cellar')
      ? {
          hasRecordedMusic: random.chance(0.5),
          hasLiveMusicRegular: random.chance(0.2),
          hasLiveMusicOnOrder: random.chance(0.5),
          hasDancePerformancesRegular: false,
          hasDancePerformancesOnOrder: random.chance(0.2),
        }
      : null,
    kitchen: seedKitchen(random),
    rooms: random.chance(0.4)
      ? [{ title: 'Degustační sklep', tablesCapacity: random.int(10, 60), gustationCapacity: random.int(10, 60) }]
      : [],
    sanitaryInfo: {
      hasSocialFacilitiesInTheBuilding: true,
      hasSanitaryDisabledFriendly: random.chance(0.3),
      hasSocialFacilitiesNearTheBuilding: false,
    },
    accomodation: types.includes('accommodation')
      ? {
          hasAccommodationInFacility: true,
          accommodationType: random.pick(['penzion', 'private', 'hotel']),
          capacity: random.int(4, 40),
          pricePerBed: random.int(400, 1200),
          roomsCount: random.int(2, 15),
          hasBreakfast: random.chance(0.7),
          hasLunch: false,
          hasDinner: random.chance(0.3),
          description: 'Pokoje s výhledem na vinice.',
        }
      : null,
    productionInfo: types.includes('winemaker')
      ? {
          vineyardsSize: random.int(100, 4000) / 100,
          annualProduction: random.int(2, 300) * 1000,
          priceFrom: random.int(120, 250),
          priceTo: random.int(300, 900),
        }
      : null,
    wineCategories: random.sample(['tiché', 'šumivé', 'růžové', 'přívlastková', 'slámové'], 2),
    wineVarieties: grapes,
    awards: random.chance(0.3) ? ['Salon vín České republiky', 'Valtické vinné trhy'] : [],
  };
}

async function seedRestaurants(
  ctx: SeedContext,
  random: Random,
  documents: SearchDocument[],
  tagLinks: { tag_id: number; doc_type: DocType; entity_id: number }[],
) {
  const rows: Record<string, unknown>[] = [];
  for (let n = 0; n < scaled(ctx, 111); n += 1) {
    const id = 50_000 + n;
    const municipality = random.pick(WINE_MUNICIPALITIES);
    const title = random
      .pick(['Restaurace {s}', 'Hostinec U {s}ů', 'Bistro {m}', 'Restaurace Vinný sklep {m}', 'Krčma {s}'])
      .replace('{s}', random.pick(SURNAMES))
      .replace('{m}', municipality.title);
    const slug = slugify(title);
    const point = placeIn(random, municipality);
    const choices = RESTAURANT_CHOICES.filter(() => random.chance(0.35));
    const image = ctx.media.image('food', id, title);
    rows.push({
      id,
      slug,
      title,
      description: {
        cs: `${title} vaří regionální kuchyni k místním vínům.`,
        en: `${title} serves regional food with local wines.`,
        pl: `${title} serwuje regionalną kuchnię do lokalnych win.`,
      },
      image,
      gallery: galleryOf(ctx.media, 'food', id),
      subregion_id: municipality.subregionId,
      municipality_id: municipality.id,
      city: municipality.title,
      street_with_number: `${random.pick(STREETS)} ${random.int(1, 300)}`,
      zip: municipality.zip,
      latitude: point.latitude,
      longitude: point.longitude,
      phone: phoneNumber(random),
      email: `rezervace@${slug}.cz`,
      web: `https://www.${slug}.cz`,
      facebook: null,
      instagram: null,
      delivery_url: choices.includes('offerDelivery') ? `https://www.${slug}.cz/rozvoz` : null,
      language_ids: [1, 8, 9],
      choices,
      opening_hours: generateOpeningHours(random),
      related_ids: [],
      rating_sum: 0,
      rating_count: 0,
    });
    documents.push({
      doc_type: 'restaurant',
      entity_id: id,
      place_type: 'restaurant',
      title: { cs: title },
      slug,
      url: Object.fromEntries(ROUTED_LOCALES.map((l) => [l, detailPath('restaurants', l, id, slug)])),
      perex: null,
      image,
      latitude: point.latitude,
      longitude: point.longitude,
      city: municipality.title,
      municipality_id: municipality.id,
      subregion_id: municipality.subregionId,
      date_from: null,
      date_to: null,
      is_top_event: false,
      color_id: null,
      category: null,
      keywords: 'restaurace jídlo',
      popularity: 0,
      locales: ['cs', 'en', 'pl'],
    });
    if (random.chance(0.3))
      tagLinks.push({ tag_id: random.int(1, TAGS.length), doc_type: 'restaurant', entity_id: id });
  }
  await bulkInsert(ctx.db, 'restaurants', rows);
}

async function seedEshops(ctx: SeedContext, random: Random, documents: SearchDocument[]) {
  const rows: Record<string, unknown>[] = [];
  for (let n = 0; n < scaled(ctx, 60); n += 1) {
    const id = 60_000 + n;
    const surname = random.pick(SURNAMES);
    const title = random
      .pick(['Víno {s} e-shop', 'Moravská vína online – {s}', 'Vinný sklad {s}'])
      .replace('{s}', surname);
    const slug = slugify(title);
    rows.push({
      id,
      slug,
      title,
      operator: `${surname} s.r.o.`,
      url: `https://www.${slug}.cz`,
      has_card_payment: random.chance(0.8),
      description: {
        cs: 'Nabízíme přes 40 druhů lahvových vín převážně z Česka.',
        en: 'Over 40 kinds of bottled wine, mostly Czech.',
        pl: 'Ponad 40 rodzajów win butelkowych, głównie czeskich.',
      },
      logo: ctx.media.logo(title),
      image: ctx.media.image('wine', id),
    });
    documents.push({
      doc_type: 'eshop',
      entity_id: id,
      place_type: 'eshop',
      title: { cs: title },
      slug,
      url: Object.fromEntries(ROUTED_LOCALES.map((l) => [l, detailPath('wine_shops', l, id, slug)])),
      perex: null,
      image: ctx.media.image('wine', id),
      latitude: null,
      longitude: null,
      city: null,
      municipality_id: null,
      subregion_id: null,
      date_from: null,
      date_to: null,
      is_top_event: false,
      color_id: null,
      category: null,
      keywords: 'eshop e-shop',
      popularity: 0,
      locales: ['cs', 'en', 'pl'],
    });
  }
  await bulkInsert(ctx.db, 'eshops', rows);
}

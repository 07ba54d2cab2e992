import { WINE_MUNICIPALITIES, WINE_SUBREGIONS } from '../../shared/constants/geography.ts';
import { ROUTED_LOCALES } from '../../shared/constants/locales.ts';
import { detailPath, sectionPath, slugify } from '../../shared/constants/sections.ts';
import { EPITHETS, SWEETNESS, WINE_COLOR_IDS, type WineColor } from '../../shared/constants/wines.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { searchDocument, tagDocuments, upsertSearchDocuments, type SearchDocument } from '../lib/search-index.ts';
import { FIRST_NAMES, SURNAMES } from './czech-names.ts';
import { phoneNumber } from './opening-hours.ts';
import { scaled, type SeedContext } from './seed-context.ts';
import { EVENT_TYPES, VARIETIES } from './varieties-data.ts';

const DAY = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const perLocale = (make: (locale: 'cs' | 'en' | 'pl') => string) =>
  Object.fromEntries(ROUTED_LOCALES.map((l) => [l, make(l)]));

export async function seedEventsAndWines(ctx: SeedContext): Promise<void> {
  const random = ctx.random.fork('events-wines');
  const { db, media } = ctx;
  await bulkInsert(
    db,
    'event_types',
    EVENT_TYPES.map((t, i) => ({ id: i + 1, slug: t.slug, title: { cs: t.cs, en: t.en, pl: t.pl } })),
  );
  await bulkInsert(
    db,
    'wine_varieties',
    VARIETIES.map((v, i) => ({
      id: i + 1,
      slug: slugify(v.cs),
      title: { cs: v.cs, en: v.en, pl: v.cs },
      color: v.color,
      description: {
        cs: `${v.cs} patří k odrůdám pěstovaným na Moravě i v Čechách.`,
        en: `${v.en} is grown in Moravia and Bohemia.`,
      },
      image: media.image('wine', i),
    })),
  );
  const documents: SearchDocument[] = VARIETIES.map((v, i) =>
    searchDocument({
      doc_type: 'wine_variety',
      entity_id: i + 1,
      title: { cs: v.cs, en: v.en, pl: v.cs },
      slug: slugify(v.cs),
      url: perLocale(
        (l) =>
          `${sectionPath('encyclopedia', l)}/${v.color === 'red' ? 'cervene-odrudy' : v.color === 'pink' ? 'ruzove-odrudy' : 'bile-odrudy'}/${i + 1}-${slugify(v.cs)}`,
      ),
      image: media.image('wine', i),
      color_id: WINE_COLOR_IDS[v.color],
      keywords: 'odrůda',
    }),
  );

  const winemakers = await db.query<{ id: number; title: string; subregion_id: number }>(
    'SELECT id, title, subregion_id FROM wine_entities WHERE types @> \'["winemaker"]\'::jsonb ORDER BY id',
  );
  const events: Record<string, unknown>[] = [];
  const tagLinks: { tag_id: number; doc_type: 'event'; entity_id: number }[] = [];
  for (let n = 0; n < scaled(ctx, 1200); n += 1) {
    const id = 70_000 + n;
    const typeIndex = random.int(0, EVENT_TYPES.length - 1);
    const type = EVENT_TYPES[typeIndex] ?? EVENT_TYPES[0];
    let start = addDays(ctx.today, random.int(0, 364));
    const month = Number(start.slice(5, 7));
    // Each draw is made whatever the date, so the catalogue seeded is the same on every day; only its dates move.
    const novemberDraw = random.chance(0.3);
    const saintMartin = type?.slug === 'svatomartinske' || (month === 11 && novemberDraw);
    if (type?.slug === 'svatomartinske')
      start = `${Number(ctx.today.slice(0, 4)) + (ctx.today.slice(5) > '11-11' ? 1 : 0)}-11-${String(random.int(8, 14)).padStart(2, '0')}`;
    const municipality = random.pick(WINE_MUNICIPALITIES);
    const duration = random.chance(0.7) ? 0 : random.int(1, 3);
    const name = `${type?.cs ?? 'Akce'} ${municipality.title}${random.chance(0.3) ? ` ${start.slice(0, 4)}` : ''}`;
    const slug = slugify(name);
    const image = media.image('event', id, name);
    const isTop = random.chance(0.08);
    const summerDraw = random.chance(0.1);
    const isPink = type?.slug === 'ruzove' || (month >= 4 && month <= 8 && summerDraw);
    events.push({
      id,
      event_type_id: typeIndex + 1,
      slug,
      title: {
        cs: name,
        en: `${type?.en ?? 'Event'} ${municipality.title}`,
        pl: `${type?.pl ?? 'Wydarzenie'} ${municipality.title}`,
      },
      subtitle: null,
      perex: {
        cs: `Přijďte na ${type?.cs.toLowerCase() ?? 'akci'} do obce ${municipality.title}.`,
        en: `Join the ${type?.en.toLowerCase() ?? 'event'} in ${municipality.title}.`,
        pl: `Zapraszamy na wydarzenie w ${municipality.title}.`,
      },
      text: { cs: `<p>Program: ochutnávky místních vín, cimbálová muzika a regionální kuchyně.</p>` },
      url: random.chance(0.5) ? `https://www.${slugify(municipality.title)}.cz/akce` : null,
      date_from: start,
      date_to: addDays(start, duration),
      image,
      gallery: [],
      documents: [],
      city: municipality.title,
      venue: random.pick(['Sklepní ulička', 'Kulturní dům', 'Náměstí', 'Zámecký park', 'Obecní vinný sklep']),
      place_description: 'Areál je přístupný pěšky od parkoviště u obecního úřadu.',
      connected_to: 'Obec',
      municipality_id: municipality.id,
      latitude: municipality.latitude + random.float(-0.004, 0.004),
      longitude: municipality.longitude + random.float(-0.006, 0.006),
      is_south_moravian_region_event: municipality.subregionId <= 4,
      entry_fee: random.chance(0.5) ? `${random.int(1, 8) * 50} Kč` : null,
      is_saint_martin_event: saintMartin,
      is_pink_event: isPink,
      is_top_event: isTop,
      winemaker_ids: random
        .sample(
          winemakers.filter((w) => w.subregion_id === municipality.subregionId),
          type?.slug === 'otevrene-sklepy' ? 8 : 2,
        )
        .map((w) => w.id),
      contacts: {
        contactPerson: `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`,
        dialCode1: '+420',
        phone1: phoneNumber(random),
        dialCode2: null,
        phone2: null,
        email: `akce@${slugify(municipality.title)}.cz`,
      },
      authority_email: `starosta@${slugify(municipality.title)}.cz`,
      authority_phone: phoneNumber(random),
    });
    documents.push(
      searchDocument({
        doc_type: 'event',
        entity_id: id,
        place_type: 'event',
        title: {
          cs: name,
          en: `${type?.en ?? 'Event'} ${municipality.title}`,
          pl: `${type?.pl ?? 'Wydarzenie'} ${municipality.title}`,
        },
        slug,
        url: perLocale((l) => detailPath('event_calendar', l, id, slug)),
        image,
        latitude: municipality.latitude,
        longitude: municipality.longitude,
        city: municipality.title,
        municipality_id: municipality.id,
        subregion_id: municipality.subregionId,
        date_from: start,
        date_to: addDays(start, duration),
        is_top_event: isTop,
        keywords: `${type?.cs ?? ''} akce`,
        popularity: isTop ? 10 : 0,
      }),
    );
    if (random.chance(0.3)) tagLinks.push({ tag_id: random.int(1, 30), doc_type: 'event', entity_id: id });
  }
  await bulkInsert(db, 'events', events);

  const wines: Record<string, unknown>[] = [];
  // Bottles share a few hundred still lifes of their own (a picture for each of 3 000 wines would double the seed's
  // files); neighbours in a list still differ.
  const WINE_PICTURES = 300;
  const WINE_PICTURES_FROM = 3500;
  const year = Number(ctx.today.slice(0, 4));
  for (let n = 0; n < scaled(ctx, 3000); n += 1) {
    const id = 90_000 + n;
    const varietyIndex = random.int(0, VARIETIES.length - 1);
    const variety = VARIETIES[varietyIndex] ?? VARIETIES[0];
    const color: WineColor = variety?.color ?? 'white';
    const maker = random.pick(winemakers);
    const subregion = WINE_SUBREGIONS.find((s) => s.id === maker.subregion_id) ?? WINE_SUBREGIONS[0];
    const epithet = random.pick(EPITHETS);
    const vintage = year - random.int(0, 4);
    const title = `${variety?.cs ?? 'Víno'} ${vintage}, ${epithet}`;
    const slug = slugify(`${title} ${maker.title}`);
    wines.push({
      id,
      slug,
      title,
      year: vintage,
      color,
      variety_ids: [varietyIndex + 1],
      region_id: subregion.regionId,
      subregion_id: subregion.id,
      epithet,
      sweetness: random.pick(SWEETNESS),
      wine_entity_id: maker.id,
      points: random.int(78, 96),
      image: media.image('wine', WINE_PICTURES_FROM + (n % WINE_PICTURES)),
      fruitable: random.int(10, 100),
      corpus: random.int(10, 100),
      tannins: color === 'red' ? random.int(30, 100) : random.int(0, 30),
      acid: random.int(20, 100),
    });
    documents.push(
      searchDocument({
        doc_type: 'ml_wine',
        entity_id: id,
        title: { cs: title },
        slug,
        url: perLocale((l) => detailPath('wines', l, id, slug)),
        image: media.image('wine', WINE_PICTURES_FROM + (n % WINE_PICTURES)),
        subregion_id: subregion.id,
        color_id: WINE_COLOR_IDS[color],
        keywords: `${maker.title} ${variety?.en ?? ''}`,
      }),
    );
  }
  await bulkInsert(db, 'ml_wines', wines);
  await upsertSearchDocuments(db, documents);
  await tagDocuments(db, [...new Map(tagLinks.map((l) => [`${l.tag_id}:${l.entity_id}`, l])).values()]);
}

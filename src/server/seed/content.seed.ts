import { DEFAULT_NEWS_COLOR, NEWS_CATEGORY_COLORS } from '../../shared/constants/content.ts';
import { WINE_MUNICIPALITIES } from '../../shared/constants/geography.ts';
import { ROUTED_LOCALES } from '../../shared/constants/locales.ts';
import { detailPath, sectionPath, slugify } from '../../shared/constants/sections.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import {
  searchDocument,
  tagDocuments,
  upsertSearchDocuments,
  type DocType,
  type SearchDocument,
  type Translated,
} from '../lib/search-index.ts';
import {
  DICTIONARY_TERMS,
  ENCYCLOPEDIA_SECTIONS,
  MEAL_TYPES,
  NEWS_CATEGORIES,
  NEWS_HEADLINES,
  PODCAST_SHOWS,
  RECIPES,
  SEARCH_PHRASES,
} from './content-data.ts';
import { FIRST_NAMES, GRAPES, SURNAMES } from './czech-names.ts';
import { scaled, type SeedContext } from './seed-context.ts';
import { seedEpisodeAudio } from './podcast-audio.ts';

const DAY = 86_400_000;
const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
const perLocale = (make: (locale: 'cs' | 'en' | 'pl') => string): Translated =>
  Object.fromEntries(ROUTED_LOCALES.map((l) => [l, make(l)]));
const richText = (html: string) => [{ id: 'b1', type: 'rich_text', html }];

export async function seedContent(ctx: SeedContext): Promise<void> {
  const random = ctx.random.fork('content');
  const { db, media } = ctx;
  const documents: SearchDocument[] = [];
  const tagLinks: { tag_id: number; doc_type: DocType; entity_id: number }[] = [];

  await bulkInsert(
    db,
    'news_categories',
    NEWS_CATEGORIES.map((c, i) => ({
      id: i + 1,
      slug: c.slug,
      title: { cs: c.cs, en: c.en, pl: c.pl },
      color: NEWS_CATEGORY_COLORS[i]?.color ?? DEFAULT_NEWS_COLOR,
    })),
  );
  const news = Array.from({ length: scaled(ctx, 150) }, (_, n) => {
    const id = 100_000 + n;
    const [cs, en, pl] = random.pick(NEWS_HEADLINES);
    const m = random.pick(WINE_MUNICIPALITIES).title;
    const date = daysBefore(ctx.today, random.int(0, 730));
    const fill = (text: string) => text.replace('{y}', date.slice(0, 4)).replace('{m}', m);
    const title = { cs: fill(cs), en: fill(en), pl: fill(pl) };
    const categoryId = random.int(1, NEWS_CATEGORIES.length);
    const slug = `${slugify(title.cs)}-${n}`;
    const trade = categoryId === 5;
    const image = media.image(random.pick(['vineyard', 'cellar', 'event', 'wine'] as const), id);
    documents.push(
      searchDocument({
        doc_type: 'news',
        entity_id: id,
        title,
        slug,
        url: perLocale((l) => detailPath(trade && l === 'cs' ? 'trade_news' : 'news', l, id, slug)),
        perex: {
          cs: `${title.cs}. Přinášíme podrobnosti.`,
          en: `${title.en}. The details.`,
          pl: `${title.pl}. Szczegóły.`,
        },
        image,
        date_from: date,
        category: {
          title: { cs: NEWS_CATEGORIES[categoryId - 1]?.cs ?? '' },
          color: NEWS_CATEGORY_COLORS[categoryId - 1]?.color ?? DEFAULT_NEWS_COLOR,
        },
        popularity: random.int(0, 100),
      }),
    );
    if (random.chance(0.4)) tagLinks.push({ tag_id: random.int(1, 30), doc_type: 'news', entity_id: id });
    return {
      id,
      slug,
      title,
      perex: {
        cs: `${title.cs}. Přinášíme podrobnosti z vinařského světa.`,
        en: `${title.en}. The details from the wine world.`,
        pl: `${title.pl}. Szczegóły ze świata wina.`,
      },
      image,
      category_id: categoryId,
      date_from: date,
      highlight: random.chance(0.1),
      dont_crop: false,
      trade,
      blocks: {
        cs: richText(
          `<h1>${title.cs}</h1><p>Vinaři z obce ${m} hlásí dobrou úrodu odrůd ${random.sample(GRAPES, 2).join(' a ')}.</p>`,
        ),
        en: richText(`<p>Winemakers from ${m} report a good crop.</p>`),
      },
      related_ids: [],
    };
  });
  await bulkInsert(db, 'news', news);

  await bulkInsert(
    db,
    'meal_types',
    MEAL_TYPES.map((t, i) => ({ id: i + 1, title: t })),
  );
  await bulkInsert(
    db,
    'recipes',
    Array.from({ length: scaled(ctx, 60) }, (_, n) => {
      const id = 110_000 + n;
      const base = RECIPES[n % RECIPES.length] ?? RECIPES[0];
      const name = n < RECIPES.length ? base : `${base} podle ${random.pick(SURNAMES)}ových`;
      const slug = slugify(name);
      documents.push(
        searchDocument({
          doc_type: 'recipe',
          entity_id: id,
          title: { cs: name },
          slug,
          url: perLocale((l) => detailPath('recipes', l, id, slug)),
          image: media.image('food', id),
          keywords: 'recept',
        }),
      );
      return {
        id,
        slug,
        title: { cs: name },
        image: media.image('food', id),
        meal_type_id: random.int(1, MEAL_TYPES.length),
        ingredients: { cs: ['500 g masa', '1 cibule', '2 dl bílého vína', 'sůl, pepř', 'máslo'] },
        preparation: { cs: '<p>Maso osolíme, opečeme na másle, podlijeme vínem a dusíme doměkka.</p>' },
        wine_recommendations: { cs: random.sample(GRAPES, 2) },
      };
    }),
  );

  await bulkInsert(
    db,
    'downloads',
    Array.from({ length: scaled(ctx, 30) }, (_, n) => {
      const id = 120_000 + n;
      const title = random.pick([
        'Mapa vinařských stezek',
        'Katalog vinařství',
        'Kalendář akcí',
        'Průvodce po sklepech',
        'Logo pro partnery',
        'Tisková zpráva',
      ]);
      documents.push(
        searchDocument({
          doc_type: 'download',
          entity_id: id,
          title: { cs: `${title} ${n + 1}` },
          slug: slugify(`${title} ${n + 1}`),
          url: perLocale((l) => `${sectionPath('encyclopedia', l)}/ke-stazeni#${id}`),
        }),
      );
      return {
        id,
        title: { cs: `${title} ${n + 1}`, en: `Download ${n + 1}` },
        category: random.pick(['mapy', 'katalogy', 'pro-media']),
        files: [
          {
            title: `${title} (PDF)`,
            basename: `${slugify(title)}-${n + 1}.pdf`,
            format: 'pdf',
            size: random.int(200, 9000) * 1024,
            url: `/media/seed/${slugify(title)}-${n + 1}.pdf`,
          },
        ],
      };
    }),
  );

  const shows = PODCAST_SHOWS.map((title, i) => ({
    id: 130_000 + i,
    slug: slugify(title),
    simplecast_id: `show-${i + 1}`,
    title,
    publish_date: daysBefore(ctx.today, 900 - i * 60),
    image_url: media.image('podcast', i).url,
    description: `${title}: rozhovory o víně, vinařích a krajině.`,
    authors: `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`,
    keywords: 'víno, podcast, vinaři',
  }));
  await bulkInsert(db, 'podcasts', shows);
  for (const show of shows)
    documents.push(
      searchDocument({
        doc_type: 'podcast',
        entity_id: show.id,
        title: { cs: show.title },
        slug: show.slug,
        url: perLocale((l) => `/${l}/podcast?show=${show.id}-${show.slug}`),
        keywords: show.keywords,
      }),
    );
  await bulkInsert(
    db,
    'podcast_episodes',
    Array.from({ length: scaled(ctx, 200) }, (_, n) => {
      const id = 140_000 + n;
      const show = shows[n % shows.length] ?? shows[0];
      const guest = `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`;
      const title = `${random.pick(['Rozhovor', 'Návštěva', 'Příběh', 'Ochutnávka'])}: ${guest} (${random.pick(WINE_MUNICIPALITIES).title})`;
      const slug = `${slugify(title)}-${n}`;
      documents.push(
        searchDocument({
          doc_type: 'podcast_episode',
          entity_id: id,
          title: { cs: title },
          slug,
          url: perLocale((l) => `/${l}/podcast/${id}-${slug}`),
          image: media.image('podcast', n),
          date_from: daysBefore(ctx.today, n * 4),
        }),
      );
      return {
        id,
        podcast_id: show?.id ?? 130_000,
        slug,
        simplecast_id: `episode-${n + 1}`,
        title,
        publish_date: daysBefore(ctx.today, n * 4),
        duration: seedEpisodeAudio(n).seconds,
        image_url: media.image('podcast', n).url,
        audio_file_url: seedEpisodeAudio(n).url,
        description: `Host: ${guest}.`,
        long_description: `V této epizodě mluvíme s hostem ${guest} o vinohradech, ročníku a plánech.`,
        keywords: 'víno, rozhovor',
        authors: show?.authors ?? '',
      };
    }),
  );

  await bulkInsert(
    db,
    'encyclopedia_articles',
    Array.from({ length: scaled(ctx, 120) }, (_, n) => {
      const id = 150_000 + n;
      const section = ENCYCLOPEDIA_SECTIONS[n % ENCYCLOPEDIA_SECTIONS.length] ?? ENCYCLOPEDIA_SECTIONS[0];
      const grape = random.pick(GRAPES);
      const title = {
        cs: `${section.cs}: ${grape} a ${random.pick(WINE_MUNICIPALITIES).title} (${n + 1})`,
        en: `${section.en}: ${grape} (${n + 1})`,
        pl: `${section.pl}: ${grape} (${n + 1})`,
      };
      const slug = slugify(title.cs);
      documents.push(
        searchDocument({
          doc_type: 'encyclopedia',
          entity_id: id,
          title,
          slug,
          url: perLocale((l) => `${sectionPath('encyclopedia', l)}/${section.slug}/${id}-${slug}`),
          image: media.image('vineyard', id),
          keywords: grape,
        }),
      );
      return {
        id,
        slug,
        section: section.slug,
        title,
        perex: { cs: `Vše podstatné o tématu ${grape}.`, en: `All about ${grape}.` },
        image: media.image('vineyard', id),
        blocks: { cs: richText(`<h2>${title.cs}</h2><p>Text článku.</p>`) },
        position: n,
      };
    }),
  );

  const terms = Array.from({ length: scaled(ctx, 300) }, (_, n) => {
    const [term, description] = DICTIONARY_TERMS[n % DICTIONARY_TERMS.length] ?? DICTIONARY_TERMS[0];
    const round = Math.floor(n / DICTIONARY_TERMS.length);
    const qualifier =
      ['', ' (Morava)', ' (Čechy)', ' (Slovácko)', ' (Znojemsko)', ' (Mikulovsko)', ' (Mělnicko)'][round % 7] ?? '';
    return { id: 160_000 + n, title: { cs: `${term}${qualifier}` }, description: { cs: description }, position: n };
  });
  await bulkInsert(db, 'dictionary_terms', terms);
  for (const term of terms) {
    documents.push(
      searchDocument({
        doc_type: 'dictionary',
        entity_id: term.id,
        title: term.title,
        slug: slugify(term.title.cs),
        url: perLocale((l) => `${sectionPath('encyclopedia', l)}/slovnik#d=${term.id}`),
      }),
    );
  }
  await bulkInsert(
    db,
    'search_phrases',
    SEARCH_PHRASES.map((query, i) => ({ query, count: 500 - i * 25 + random.int(0, 20), locale: 'cs' })),
  );
  await upsertSearchDocuments(db, documents);
  await tagDocuments(db, [...new Map(tagLinks.map((l) => [`${l.tag_id}:${l.entity_id}`, l])).values()]);
}

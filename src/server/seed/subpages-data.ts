import { WINE_SUBREGIONS } from '../../shared/constants/geography.ts';
import type { RoutedLocale } from '../../shared/constants/locales.ts';
import { slugify } from '../../shared/constants/sections.ts';

type Texts = Readonly<Record<RoutedLocale, string>>;

/** A child page of a subpage list (spec 02 §3): a short static page whose card the list shows. */
export interface SubpageSeed {
  readonly parent: string;
  readonly slug: Texts;
  readonly title: Texts;
  readonly perex: Texts;
  readonly text: Texts;
}

/** How each seeded subpage list shows its children: the regions as picture cards, the trails as a plain list in the editor's order. */
export const SUBPAGE_LISTS: Readonly<
  Record<string, { showImages: boolean; perPage: number; sortAlphabetically: boolean; heading: Texts | null }>
> = {
  regions: {
    showImages: true,
    perPage: 4,
    sortAlphabetically: true,
    heading: { cs: 'Vinařské podoblasti', en: 'Wine subregions', pl: 'Podregiony winiarskie' },
  },
  wine_trails: { showImages: false, perPage: 10, sortAlphabetically: false, heading: null },
};

const SUBREGION_TEXTS: Readonly<Record<(typeof WINE_SUBREGIONS)[number]['slug'], { perex: Texts; text: Texts }>> = {
  mikulovska: {
    perex: {
      cs: 'Vápencové kopce Pálavy a bílá vína s minerálním tónem.',
      en: 'The limestone Pálava hills and white wines with a mineral edge.',
      pl: 'Wapienne wzgórza Pálavy i białe wina o mineralnym charakterze.',
    },
    text: {
      cs: 'Nejjižnější podoblast Moravy leží pod Pálavou, kolem Mikulova a Valtic.',
      en: 'The southernmost subregion of Moravia lies below the Pálava hills, around Mikulov and Valtice.',
      pl: 'Najbardziej wysunięty na południe podregion Moraw leży pod Pálavą, wokół Mikulova i Valtic.',
    },
  },
  slovacka: {
    perex: {
      cs: 'Nejvíce vinařských obcí, sklepní uličky a folklor.',
      en: 'The most wine villages, cellar lanes and folk tradition.',
      pl: 'Najwięcej winiarskich wsi, uliczki piwnic i folklor.',
    },
    text: {
      cs: 'Slovácko se táhne podél řeky Moravy od Mutěnic po Uherské Hradiště.',
      en: 'Slovácko stretches along the Morava river from Mutěnice to Uherské Hradiště.',
      pl: 'Slovácko ciągnie się wzdłuż rzeki Morawy od Mutěnic po Uherské Hradiště.',
    },
  },
  velkopavlovicka: {
    perex: {
      cs: 'Teplé svahy a červená vína: Frankovka, Modrý Portugal, Svatovavřinecké.',
      en: 'Warm slopes and red wines: Blaufränkisch, Blauer Portugieser, St. Laurent.',
      pl: 'Ciepłe stoki i czerwone wina: Frankovka, Portugal, Svatovavřinecké.',
    },
    text: {
      cs: 'Srdce podoblasti tvoří Velké Pavlovice a Hustopeče.',
      en: 'Velké Pavlovice and Hustopeče are the heart of the subregion.',
      pl: 'Sercem podregionu są Velké Pavlovice i Hustopeče.',
    },
  },
  znojemska: {
    perex: {
      cs: 'Údolí Dyje a aromatická bílá vína.',
      en: 'The Dyje valley and aromatic white wines.',
      pl: 'Dolina Dyi i aromatyczne białe wina.',
    },
    text: {
      cs: 'Vinice kolem Znojma sahají až k národnímu parku Podyjí.',
      en: 'The vineyards around Znojmo reach as far as the Podyjí national park.',
      pl: 'Winnice wokół Znojma sięgają aż do parku narodowego Podyjí.',
    },
  },
  melnicka: {
    perex: {
      cs: 'Soutok Labe a Vltavy a tradice Rulandského modrého.',
      en: 'Where the Elbe meets the Vltava, with a long Pinot Noir tradition.',
      pl: 'Ujście Wełtawy do Łaby i tradycja Pinot Noir.',
    },
    text: {
      cs: 'Mělnické vinice patří k nejsevernějším v Evropě.',
      en: 'The vineyards of Mělník are among the northernmost in Europe.',
      pl: 'Winnice Mělníka należą do najdalej wysuniętych na północ w Europie.',
    },
  },
  litomericka: {
    perex: {
      cs: 'Vinice v Českém středohoří nad údolím Labe.',
      en: 'Vineyards in the Bohemian Central Uplands above the Elbe valley.',
      pl: 'Winnice w Czeskim Średniogórzu nad doliną Łaby.',
    },
    text: {
      cs: 'Sopečné půdy kolem Žernosek a Litoměřic dávají vínům svěžest.',
      en: 'The volcanic soils around Žernoseky and Litoměřice give the wines their freshness.',
      pl: 'Wulkaniczne gleby wokół Žernosek i Litoměřic nadają winom świeżość.',
    },
  },
};

/** The six wine subregions (spec 01 §3) as the regions page's children. */
const SUBREGION_PAGES: readonly SubpageSeed[] = WINE_SUBREGIONS.map((subregion) => ({
  parent: 'regions',
  slug: { cs: subregion.slug, en: slugify(subregion.title.en), pl: subregion.slug },
  title: {
    cs: `${subregion.title.cs} podoblast`,
    en: `${subregion.title.en} subregion`,
    pl: `Podregion ${subregion.title.pl}`,
  },
  ...SUBREGION_TEXTS[subregion.slug],
}));

/** The Moravian wine trails, in the order the editor lists them (the main trail first). */
const TRAILS: readonly { slug: string; cs: string; en: string; pl: string }[] = [
  { slug: 'moravska-vinna-stezka', cs: 'Moravská vinná stezka', en: 'Moravian Wine Trail', pl: 'Morawski Szlak Wina' },
  { slug: 'brnenska', cs: 'Brněnská vinařská stezka', en: 'Brno Wine Trail', pl: 'Szlak winiarski Brno' },
  { slug: 'mikulovska', cs: 'Mikulovská vinařská stezka', en: 'Mikulov Wine Trail', pl: 'Szlak winiarski Mikulov' },
  { slug: 'znojemska', cs: 'Znojemská vinařská stezka', en: 'Znojmo Wine Trail', pl: 'Szlak winiarski Znojmo' },
  {
    slug: 'velkopavlovicka',
    cs: 'Velkopavlovická vinařská stezka',
    en: 'Velké Pavlovice Wine Trail',
    pl: 'Szlak winiarski Velké Pavlovice',
  },
  { slug: 'modra', cs: 'Modrá vinařská stezka', en: 'Blue Wine Trail', pl: 'Niebieski szlak winiarski' },
  { slug: 'kyjovska', cs: 'Kyjovská vinařská stezka', en: 'Kyjov Wine Trail', pl: 'Szlak winiarski Kyjov' },
  { slug: 'mutenicka', cs: 'Mutěnická vinařská stezka', en: 'Mutěnice Wine Trail', pl: 'Szlak winiarski Mutěnice' },
  { slug: 'podluzi', cs: 'Vinařská stezka Podluží', en: 'Podluží Wine Trail', pl: 'Szlak winiarski Podluží' },
  { slug: 'straznicka', cs: 'Strážnická vinařská stezka', en: 'Strážnice Wine Trail', pl: 'Szlak winiarski Strážnice' },
  {
    slug: 'uherskohradistska',
    cs: 'Uherskohradišťská vinařská stezka',
    en: 'Uherské Hradiště Wine Trail',
    pl: 'Szlak winiarski Uherské Hradiště',
  },
];

const TRAIL_PEREX: Texts = {
  cs: 'Značená cyklotrasa mezi vinicemi, sklepy a vinařskými obcemi.',
  en: 'A waymarked cycle route through vineyards, cellars and wine villages.',
  pl: 'Oznakowana trasa rowerowa wśród winnic, piwnic i winiarskich wsi.',
};
const TRAIL_TEXT: Texts = {
  cs: 'Po cestě zastavte u vinařů, kteří mají otevřeno, a naplánujte si výlet i s nocí ve sklepě.',
  en: 'Stop on the way at the winemakers who are open, and plan a trip with a night in a cellar.',
  pl: 'Po drodze zatrzymaj się u winiarzy, którzy mają otwarte, i zaplanuj wycieczkę z noclegiem w piwnicy.',
};

const TRAIL_PAGES: readonly SubpageSeed[] = TRAILS.map((trail) => ({
  parent: 'wine_trails',
  slug: { cs: trail.slug, en: slugify(trail.en), pl: slugify(trail.pl) },
  title: { cs: trail.cs, en: trail.en, pl: trail.pl },
  perex: TRAIL_PEREX,
  text: TRAIL_TEXT,
}));

export const SUBPAGES: readonly SubpageSeed[] = [...SUBREGION_PAGES, ...TRAIL_PAGES];

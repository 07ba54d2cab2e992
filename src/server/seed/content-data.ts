/** Word lists for the editorial seed: real Czech wine terms, news headlines, recipes and podcasts. */
export const NEWS_CATEGORIES = [
  { slug: 'z-vinic', cs: 'Z vinic', en: 'From the vineyards', pl: 'Z winnic' },
  { slug: 'akce', cs: 'Akce', en: 'Events', pl: 'Wydarzenia' },
  { slug: 'rozhovory', cs: 'Rozhovory', en: 'Interviews', pl: 'Wywiady' },
  { slug: 'gastronomie', cs: 'Víno a gastronomie', en: 'Wine and food', pl: 'Wino i gastronomia' },
  { slug: 'pro-vinare', cs: 'Pro vinaře', en: 'For winemakers', pl: 'Dla winiarzy' },
] as const;

export const NEWS_HEADLINES = [
  ['Sklizeň {y} slibuje výjimečný ročník', 'The {y} harvest promises an exceptional vintage', 'Zbiory {y} zapowiadają wyjątkowy rocznik'],
  ['Svatomartinská vína {y} jsou tu', 'The {y} St. Martin wines are here', 'Wina świętomarcińskie {y} już są'],
  ['Otevřené sklepy na Znojemsku', 'Open cellars in the Znojmo region', 'Otwarte piwnice na Znojemsku'],
  ['Salon vín vyhlásil stovku nejlepších', 'The Wine Salon names its top hundred', 'Salon Win ogłosił setkę najlepszych'],
  ['Rozhovor s mladým vinařem z {m}', 'An interview with a young winemaker from {m}', 'Wywiad z młodym winiarzem z {m}'],
  ['Jak párovat Pálavu s jídlem', 'How to pair Pálava with food', 'Jak łączyć Pálavę z jedzeniem'],
  ['Nová cyklostezka mezi vinicemi u {m}', 'A new cycle trail through the vineyards near {m}', 'Nowa ścieżka rowerowa wśród winnic koło {m}'],
  ['Vinobraní v {m} láká tisíce návštěvníků', 'The harvest festival in {m} draws thousands', 'Winobranie w {m} przyciąga tysiące gości'],
  ['Dotace pro vinaře na rok {y}', 'Grants for winemakers in {y}', 'Dotacje dla winiarzy na rok {y}'],
  ['Růžová vína pro letní večery', 'Rosé wines for summer evenings', 'Wina różowe na letnie wieczory'],
] as const;

export const MEAL_TYPES = [
  { cs: 'Předkrmy', en: 'Starters', pl: 'Przystawki' }, { cs: 'Polévky', en: 'Soups', pl: 'Zupy' },
  { cs: 'Hlavní jídla', en: 'Main courses', pl: 'Dania główne' }, { cs: 'Dezerty', en: 'Desserts', pl: 'Desery' },
] as const;

export const RECIPES = [
  'Svatomartinská husa s červeným zelím', 'Pečená kachna na víně', 'Kuřecí stehna na Ryzlinku', 'Bramboráky se zelím', 'Kulajda s vejcem',
  'Hovězí líčka na Frankovce', 'Pstruh na másle s mandlemi', 'Sýrová mísa k vínu', 'Vinný krém s piškoty', 'Švestkové knedlíky',
  'Tatarák z hovězí svíčkové', 'Risotto s hříbky a Rulandským šedým', 'Guláš na Svatovavřineckém', 'Pečená žebra s medem', 'Jablečný štrúdl',
] as const;

export const PODCAST_SHOWS = [
  'Vinařský podcast', 'Sklepní rozhovory', 'Víno na cestách', 'Z vinice do sklenky', 'Sommeliérské minuty', 'Moravské vinařské příběhy', 'Víno a jídlo', 'Mladí vinaři',
] as const;

export const DICTIONARY_TERMS = [
  ['Acidita', 'Kyselost vína; dodává svěžest a délku.'], ['Barrique', 'Dubový sud o objemu 225 litrů.'], ['Botrytida', 'Ušlechtilá plíseň šedá, základ výběrů z bobulí.'],
  ['Burčák', 'Částečně zkvašený hroznový mošt.'], ['Cuvée', 'Směs vín z více odrůd nebo sudů.'], ['Degustace', 'Odborné ochutnávání vína.'],
  ['Dekantace', 'Přelití vína do karafy kvůli usazenině nebo provzdušnění.'], ['Extrakt', 'Nekvasitelné látky vína; tělo vína.'], ['Kabinetní víno', 'Přívlastkové víno z hroznů s cukernatostí nejméně 19 °NM.'],
  ['Kvasinky', 'Mikroorganismy přeměňující cukr na alkohol.'], ['Ledové víno', 'Víno z hroznů sklizených zmrzlých při −7 °C a nižších.'], ['Mošt', 'Šťáva z vylisovaných hroznů.'],
  ['Normalizovaný moštoměr', 'Stupnice cukernatosti moštu (°NM).'], ['Pozdní sběr', 'Přívlastkové víno z hroznů s cukernatostí nejméně 21 °NM.'], ['Přívlastek', 'Označení jakosti podle cukernatosti hroznů.'],
  ['Rmut', 'Rozdrcené hrozny před lisováním.'], ['Sekt', 'Šumivé víno vyrobené druhotným kvašením.'], ['Slámové víno', 'Víno z hroznů sušených na slámě nebo rákosu.'],
  ['Sulfity', 'Siřičitany chránící víno před oxidací.'], ['Taniny', 'Třísloviny dodávající červenému vínu strukturu.'], ['Terroir', 'Souhrn půdy, klimatu a polohy vinice.'],
  ['Výběr z hroznů', 'Přívlastkové víno z hroznů s cukernatostí nejméně 24 °NM.'], ['Výběr z bobulí', 'Přívlastkové víno z hroznů s cukernatostí nejméně 27 °NM.'], ['Zrání na kvasnicích', 'Ponechání vína na jemných kalech (sur lie).'],
  ['Apelace', 'Vymezená oblast původu vína.'], ['Assemblage', 'Scelování vín do konečné směsi.'], ['Bouquet', 'Vůně vína vzniklá zráním.'], ['Claret', 'Světlé červené víno.'],
  ['Demi-sec', 'Polosuché šumivé víno.'], ['Frizzante', 'Perlivé víno s nižším tlakem oxidu uhličitého.'], ['Hektolitr', 'Sto litrů, jednotka výroby vína.'], ['Jakostní víno', 'Víno z hroznů vypěstovaných v jedné vinařské oblasti.'],
  ['Karafa', 'Skleněná nádoba pro dekantaci.'], ['Klaret', 'Bílé víno z modrých hroznů.'], ['Malolaktická fermentace', 'Přeměna kyseliny jablečné na mléčnou.'], ['Mladé víno', 'Víno uvedené na trh brzy po sklizni.'],
  ['Oxidace', 'Reakce vína s kyslíkem.'], ['Perlení', 'Unikání bublinek oxidu uhličitého.'], ['Remuáž', 'Setřásání kalů do hrdla lahve u sektu.'], ['Rosé', 'Růžové víno z modrých hroznů s krátkou macerací.'],
  ['Sommeliér', 'Odborník na víno a jeho servis.'], ['Školka', 'Vinice s mladými sazenicemi révy.'], ['Tramín', 'Aromatická odrůda s kořenitou vůní.'], ['Víno originální certifikace', 'Víno s označením VOC z vymezené oblasti.'],
  ['Vinařská podoblast', 'Část vinařské oblasti, např. Mikulovská.'], ['Viniční trať', 'Pojmenovaná část vinice.'], ['Zelené sklizeň', 'Odstranění části hroznů kvůli kvalitě.'], ['Zbytkový cukr', 'Cukr, který nezkvasil.'],
] as const;

export const ENCYCLOPEDIA_SECTIONS = [
  { slug: 'historie', cs: 'Historie vína', en: 'History of wine', pl: 'Historia wina' },
  { slug: 'vinarske-oblasti', cs: 'Vinařské oblasti', en: 'Wine regions', pl: 'Regiony winiarskie' },
  { slug: 'vyroba', cs: 'Výroba vína', en: 'Winemaking', pl: 'Produkcja wina' },
  { slug: 'jak-si-vychutnat-vino', cs: 'Jak si vychutnat víno', en: 'How to enjoy wine', pl: 'Jak cieszyć się winem' },
] as const;

export const SEARCH_PHRASES = ['vinařství', 'sklep', 'pálava', 'mikulov', 'svatomartinské víno', 'ryzlink', 'valtice', 'ubytování', 'degustace', 'otevřené sklepy', 'frankovka', 'znojmo', 'vinobraní', 'velké pavlovice', 'rosé'] as const;

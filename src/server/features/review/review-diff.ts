import type { RequestOptions } from '../../../shared/api/calls/requests.ts';
import type { ReviewDiffEntry } from '../../../shared/api/calls/review.ts';
import { isRecord, isUploadRef, type Json } from '../../lib/requests/payload-read.ts';
import { ACCOMMODATION_TYPE_CODES, MONTH_TITLES } from '../../lib/requests/request-codes.ts';
import { LIST_OF_FIELD } from '../../lib/requests/reference-check.ts';

/** Fields that only repeat others (the merged variety list, the fixed item type) or are not the submitter's to change. */
const SKIPPED = new Set(['id', 'itemType', 'wineVarieties', 'slug']);
const MONTH_FIELDS = new Set(['summerMonthFrom', 'summerMonthTo', 'winterMonthFrom', 'winterMonthTo']);

/** Czech names of the form fields (by the last name in a path), so the review reads like the form. */
const LABELS: Readonly<Record<string, string>> = {
  title: 'Název', subtitle: 'Podtitul', perex: 'Perex', perexEn: 'Perex anglicky', text: 'Text', description: 'Popis', url: 'WWW adresa',
  eventType: 'Typ akce', dateFrom: 'Datum od', dateTo: 'Datum do', image: 'Hlavní obrázek', logo: 'Logo', gallery: 'Galerie', documents: 'Dokumenty',
  city: 'Obec / město', placeDescription: 'Popis místa', connectedTo: 'Vázáno na', municipality: 'Vinařská obec', jmkMunicipality: 'Obec v Jihomoravském kraji',
  location: 'Poloha (GPS)', winemaker: 'Vinař', winemakers: 'Vinaři', isSouthMoravianRegionEvent: 'Akce v Jihomoravském kraji', entryFee: 'Vstupné',
  isSaintMartinEvent: 'Svatomartinská akce', isPinkEvent: 'Růžová akce', isTopEvent: 'Top akce', contactPerson: 'Kontaktní osoba', phone1: 'Telefon',
  phone2: 'Telefon 2', dialCode1: 'Předvolba', dialCode2: 'Předvolba 2', email: 'E-mail', authorityEmail: 'E-mail oprávněné osoby',
  authorityPhone: 'Telefon oprávněné osoby', authorityName: 'Oprávněná osoba', operator: 'Provozovatel', hasCardPayment: 'Platba kartou',
  streetWithNumber: 'Ulice a číslo', street: 'Ulice', houseNumber: 'Číslo domu', zip: 'PSČ', phone: 'Telefon', web: 'Web', facebook: 'Facebook',
  instagram: 'Instagram', deliveryUrl: 'Adresa rozvozu', offerDelivery: 'Rozvoz', relatedEntities: 'Související místa', languageCompetences: 'Jazyky',
  wineEntityTypes: 'Typ', wineCategories: 'Kategorie vín', whiteWineVarieties: 'Bílé odrůdy', redWineVarieties: 'Červené odrůdy', wineSubregion: 'Podoblast',
  hasEshop: 'E-shop', eshopUrl: 'Adresa e-shopu', awards: 'Ocenění', address: 'Adresa', companyAddress: 'Adresa firmy', contacts: 'Kontakty',
  authority: 'Oprávněná osoba', openingHours: 'Otevírací doba', properties: 'Vybavení', gustation: 'Degustace', touristPrograms: 'Turistické programy',
  cellarServices: 'Služby sklepa', kitchen: 'Kuchyně', rooms: 'Místnosti', sanitaryInfo: 'Sociální zařízení', accomodation: 'Ubytování',
  productionInfo: 'Produkce', accommodationType: 'Typ ubytování', phoneShop: 'Telefon provozovny', firstName: 'Jméno', lastName: 'Příjmení',
  companyId: 'IČO', companyAddressDifferent: 'Sídlo na jiné adrese', altitude: 'Nadmořská výška', routeDescription: 'Jak se k vám dostat',
  latitude: 'Zeměpisná šířka', longitude: 'Zeměpisná délka', cityOrg: 'Obec nebo organizace', phoneShopAlt: 'Další telefon provozovny',
  phoneCompany: 'Telefon společnosti', assortmentSpecialities: 'Speciality sortimentu', additionalOffer: 'Další nabídka',
  hasWifi: 'Wi-Fi pro hosty', isDisabledFriendly: 'Bezbariérový přístup', parkingCarPlaces: 'Parkovací místa pro auta',
  parkingBusPlaces: 'Parkovací místa pro autobusy', bicycleStoragePlaces: 'Místa pro uložení kol',
  hasGustationRegular: 'Pravidelná degustace', gustationRegularDays: 'Dny pravidelné degustace', hasGustationOnOrder: 'Degustace na objednávku',
  hasOfferOfOwnWines: 'Vlastní vína', hasOfferOfPurchasedWines: 'Nakoupená vína', hasProductionTour: 'Prohlídka výroby', hasVineyardsVisit: 'Návštěva vinic',
  participantsNumberMin: 'Nejmenší počet účastníků', participantsNumberMax: 'Největší počet účastníků',
  priceWithMinimumParticipants: 'Cena při nejmenším počtu', priceWithMaximumParticipants: 'Cena při největším počtu', languages: 'Jazyky',
  additionalLanguages: 'Další jazyky', hasRecordedMusic: 'Reprodukovaná hudba', hasLiveMusicRegular: 'Živá hudba pravidelně',
  hasLiveMusicOnOrder: 'Živá hudba na objednávku', hasDancePerformancesRegular: 'Taneční vystoupení pravidelně',
  hasDancePerformancesOnOrder: 'Taneční vystoupení na objednávku', hasKitchenHotAndCold: 'Teplá i studená kuchyně',
  hasKitchenHotAndColdOnOrder: 'Teplá i studená kuchyně na objednávku', hasKitchenColdOnly: 'Jen studená kuchyně',
  hasKitchenColdOnOrder: 'Studená kuchyně na objednávku', hasCatering: 'Catering', tablesCapacity: 'Míst u stolů', gustationCapacity: 'Míst pro degustaci',
  hasSocialFacilitiesInTheBuilding: 'Toalety v budově', hasSanitaryDisabledFriendly: 'Bezbariérové toalety',
  hasSocialFacilitiesNearTheBuilding: 'Veřejné toalety v blízkosti', hasAccommodationInFacility: 'Ubytování v objektu', capacity: 'Počet lůžek',
  pricePerBed: 'Cena za lůžko', roomsCount: 'Počet pokojů', hasBreakfast: 'Snídaně', hasLunch: 'Oběd', hasDinner: 'Večeře',
  vineyardsSize: 'Rozloha vinic (ha)', annualProduction: 'Roční produkce (l)', priceFrom: 'Cena lahve od', priceTo: 'Cena lahve do',
  certifiedWinemaker: 'Certifikovaný vinař', certifiedWineCellar: 'Certifikovaný vinný sklep', certifiedWineshop: 'Certifikovaná vinotéka',
  certifiedWineBar: 'Certifikovaný vinný bar', certifiedAccomodation: 'Certifikované ubytování', certifiedRestaurant: 'Certifikovaná restaurace',
  recommended: 'Doporučený podnik', hasServingWindow: 'Výdejní okénko', offerSaintMartinsMenu: 'Svatomartinské menu',
  offerSaintMartinsWine: 'Svatomartinské víno', hasOpeningHoursRegular: 'Pravidelná otevírací doba', hasSummerWinterDifferent: 'Jiná v létě a v zimě',
  summer: 'Léto', winter: 'Zima', summerMonthFrom: 'Léto od měsíce', summerMonthTo: 'Léto do měsíce', winterMonthFrom: 'Zima od měsíce',
  winterMonthTo: 'Zima do měsíce', monday: 'Pondělí', tuesday: 'Úterý', wednesday: 'Středa', thursday: 'Čtvrtek', friday: 'Pátek',
  saturday: 'Sobota', sunday: 'Neděle', from: 'od', to: 'do', notice: 'Poznámka',
};

type Titles = ReadonlyMap<string, ReadonlyMap<number, string>>;

/** Option titles by list name, for showing chosen ids as the names the submitter picked. */
export function optionTitles(options: RequestOptions): Titles {
  const lists: Record<string, readonly { id: number; title: string }[]> = {
    ...options, varieties: [...options.whiteVarieties, ...options.redVarieties],
  };
  return new Map(Object.entries(lists).map(([name, list]) => [name, new Map(list.map((option) => [option.id, option.title]))]));
}

function label(path: string[]): string | undefined {
  const names = path.filter((part) => !/^\d+$/.test(part)).map((part) => LABELS[part]).filter((name): name is string => name !== undefined);
  return names.length > 0 ? names.join(' – ') : undefined;
}

function shown(key: string, value: unknown, titles: Titles): string | null {
  const list = titles.get(LIST_OF_FIELD[key] ?? '');
  const title = (item: unknown) => (typeof item === 'number' && list?.get(item)) || String(item);
  if (value === true) return 'ano';
  if (value === false || value === null || value === undefined || value === '') return null;
  if (MONTH_FIELDS.has(key) && typeof value === 'number') return MONTH_TITLES[value - 1] ?? String(value);
  if (key === 'accommodationType') return ACCOMMODATION_TYPE_CODES.find((type) => type.code === value)?.title ?? String(value);
  if (Array.isArray(value)) return value.length > 0 ? value.map((item) => (isUploadRef(item) ? item.url : title(item))).join(', ') : null;
  if (isUploadRef(value)) return value.url;
  if (isRecord(value) && typeof value.latitude === 'number' && typeof value.longitude === 'number') return `${value.latitude}, ${value.longitude}`;
  return title(value);
}

/** Every leaf of a form value with its dot path (`address.0.city`), as the review shows it. */
function flatten(value: unknown, titles: Titles, path: string[] = [], into = new Map<string, { path: string[]; text: string | null }>()) {
  const key = path.at(-1) ?? '';
  // Lists of uploads (a gallery) read as one field, so a removed image shows as a change of the list.
  const leaf = !isRecord(value) && !(Array.isArray(value) && value.some((item) => isRecord(item) && !isUploadRef(item)));
  if (leaf || isUploadRef(value) || (isRecord(value) && 'latitude' in value)) {
    into.set(path.join('.'), { path, text: shown(key, value, titles) });
    return into;
  }
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value as Json);
  for (const [name, item] of entries) {
    if (path.length === 0 && SKIPPED.has(name)) continue;
    flatten(item, titles, [...path, name], into);
  }
  return into;
}

/**
 * What a request changes: for an edit, each field whose shown value differs from the current record (mapped into the
 * same form fields); for a new record, every filled field with no value before. A ticked box reads 'ano', an unticked
 * one counts as empty, ids read as their titles.
 */
export function requestDiff(payload: Json, current: Json | null, titles: Titles): ReviewDiffEntry[] {
  const after = flatten(payload, titles);
  const before = current ? flatten(current, titles) : new Map<string, { path: string[]; text: string | null }>();
  const fields = [...new Set([...after.keys(), ...before.keys()])];
  return fields.flatMap((field) => {
    const a = after.get(field);
    const b = before.get(field);
    const afterText = a?.text ?? null;
    const beforeText = b?.text ?? null;
    // Fields the form does not have (the catalogue keeps more) are not the request's to change.
    if (afterText === beforeText || (!a && !Object.hasOwn(payload, field.split('.')[0] ?? ''))) return [];
    const name = label((a ?? b)?.path ?? []);
    return [{ field, ...(name ? { label: name } : {}), before: beforeText, after: afterText }];
  });
}

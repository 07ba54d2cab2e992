import type { TextsStore } from '../../i18n/texts-store.ts';
import type { RequestKind } from '../../../shared/api/calls/review.ts';
import '../form/texts.ts';
import './texts.ts';
import './wine-entity-texts.ts';

type TextsReader = Pick<TextsStore, 't' | 'exists'>;
/** A label made of text keys read in order, joined as the form nests them („Adresa – Vinařská obec“). */
type Part = { key: string; values?: Record<string, unknown> };

const FORM_GROUP = {
  event: 'requestFields.event',
  eshop: 'requestFields.eshop',
  restaurant: 'requestFields.restaurant',
} as const;
const WINE = 'wineRequest';
const HOURS = 'formKit.openingHours';

/** The wine-entity form's sections by the request's field names, with the text group their fields are labelled from. */
const WINE_SECTIONS: Readonly<Record<string, { group: string; legend: string; items?: true }>> = {
  address: { group: 'address', legend: 'address' },
  companyAddress: { group: 'address', legend: 'companyAddress' },
  contacts: { group: 'contacts', legend: 'contacts' },
  authority: { group: 'authority', legend: 'authority' },
  properties: { group: 'properties', legend: 'properties' },
  gustation: { group: 'gustation', legend: 'gustation' },
  cellarServices: { group: 'cellarServices', legend: 'cellarServices' },
  kitchen: { group: 'kitchen', legend: 'kitchen' },
  sanitaryInfo: { group: 'sanitary', legend: 'sanitary' },
  accomodation: { group: 'accommodation', legend: 'accommodation' },
  productionInfo: { group: 'production', legend: 'production' },
  touristPrograms: { group: 'programs', legend: 'programs', items: true },
  rooms: { group: 'rooms', legend: 'rooms', items: true },
};
/** The text groups of the wine-entity sections that also hold top-level fields, in the form's order. */
const WINE_TOP_LEVEL_GROUPS = [
  'basic',
  'offer',
  'address',
  'properties',
  'programs',
  'related',
  'photos',
  'certification',
];

/** A field of the opening hours (`summer.monday.from`, `winterMonthTo`, …) as the hours table labels it. */
function openingHoursParts([first, day, time]: string[]): Part[] | undefined {
  if (first === 'hasOpeningHoursRegular') return [{ key: `${HOURS}.regular` }];
  if (first === 'hasSummerWinterDifferent') return [{ key: `${HOURS}.seasons` }];
  if (first === 'notice') return [{ key: `${HOURS}.notice` }];
  const month = /^(summer|winter)Month(From|To)$/.exec(first ?? '');
  if (month) return [{ key: `${HOURS}.${month[1]}` }, { key: `${HOURS}.month${month[2]}` }];
  if ((first === 'summer' || first === 'winter') && day && time) {
    return [{ key: `${HOURS}.${first}` }, { key: `${HOURS}.days.${day}` }, { key: `${HOURS}.${time}` }];
  }
  return undefined;
}

function formParts(kind: keyof typeof FORM_GROUP, [first, ...rest]: string[]): Part[] | undefined {
  const group = FORM_GROUP[kind];
  if (first === 'openingHours') {
    const hours = rest.length === 0 ? [] : openingHoursParts(rest);
    return hours && [{ key: `${group}.openingHours` }, ...hours];
  }
  if (first === 'contacts' && rest.length === 1) {
    const dialCode = /^dialCode(\d)$/.exec(rest[0] ?? '');
    const field = dialCode
      ? [{ key: `${group}.phone${dialCode[1]}` }, { key: 'formKit.dialCode' }]
      : [{ key: `${group}.${rest[0]}` }];
    return [{ key: 'requestFields.sections.contacts' }, ...field];
  }
  return rest.length === 0 ? [{ key: `${group}.${first}` }] : undefined;
}

function wineParts(texts: TextsReader, [first, index, ...rest]: string[]): Part[] | undefined {
  if (first === undefined) return undefined;
  if (index === undefined) {
    const group = WINE_TOP_LEVEL_GROUPS.find((name) => texts.exists(`${WINE}.${name}.${first}`));
    return group ? [{ key: `${WINE}.${group}.${first}` }] : undefined;
  }
  if (first === 'openingHours') {
    const hours = openingHoursParts(rest);
    return hours && [{ key: `${WINE}.sections.openingHours` }, ...hours];
  }
  const section = WINE_SECTIONS[first];
  if (!section || rest.length === 0) return undefined;
  const heading = section.items
    ? { key: `${WINE}.${section.group}.item`, values: { number: Number(index) + 1 } }
    : { key: `${WINE}.sections.${section.legend}` };
  return [heading, { key: `${WINE}.${section.group}.${rest.join('.')}` }];
}

/**
 * The label of a request field (its dot path, `address.0.municipality`) in the texts its form shows, so the review
 * reads like the form; undefined when the form has no text for it.
 */
export function requestFieldLabel(texts: TextsReader, kind: RequestKind, field: string): string | undefined {
  const path = field.split('.');
  const parts = kind === 'wine_entity' ? wineParts(texts, path) : formParts(kind, path);
  if (!parts || parts.some((part) => !texts.exists(part.key))) return undefined;
  return parts.map((part) => texts.t(part.key, part.values)).join(' – ');
}

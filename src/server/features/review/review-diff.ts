import type { RequestOptions } from '../../../shared/api/calls/requests.ts';
import type { ReviewDiffEntry } from '../../../shared/api/calls/review.ts';
import { isRecord, isUploadRef, type Json } from '../../lib/requests/payload-read.ts';
import { ACCOMMODATION_TYPE_CODES, MONTH_TITLES } from '../../lib/requests/request-codes.ts';
import { LIST_OF_FIELD } from '../../lib/requests/reference-check.ts';

/** Fields that only repeat others (the merged variety list, the fixed item type) or are not the submitter's to change. */
const SKIPPED = new Set(['id', 'itemType', 'wineVarieties', 'slug']);
const MONTH_FIELDS = new Set(['summerMonthFrom', 'summerMonthTo', 'winterMonthFrom', 'winterMonthTo']);

type Titles = ReadonlyMap<string, ReadonlyMap<number, string>>;

/** Option titles by list name, for showing chosen ids as the names the submitter picked. */
export function optionTitles(options: RequestOptions): Titles {
  const lists: Record<string, readonly { id: number; title: string }[]> = {
    ...options,
    varieties: [...options.whiteVarieties, ...options.redVarieties],
  };
  return new Map(
    Object.entries(lists).map(([name, list]) => [name, new Map(list.map((option) => [option.id, option.title]))]),
  );
}

function shown(key: string, value: unknown, titles: Titles): string | null {
  const list = titles.get(LIST_OF_FIELD[key] ?? '');
  const title = (item: unknown) => (typeof item === 'number' && list?.get(item)) || String(item);
  if (value === true) return 'ano';
  if (value === false || value === null || value === undefined || value === '') return null;
  if (MONTH_FIELDS.has(key) && typeof value === 'number') return MONTH_TITLES[value - 1] ?? String(value);
  if (key === 'accommodationType')
    return ACCOMMODATION_TYPE_CODES.find((type) => type.code === value)?.title ?? String(value);
  if (Array.isArray(value))
    return value.length > 0 ? value.map((item) => (isUploadRef(item) ? item.url : title(item))).join(', ') : null;
  if (isUploadRef(value)) return value.url;
  if (isRecord(value) && typeof value.latitude === 'number' && typeof value.longitude === 'number')
    return `${value.latitude}, ${value.longitude}`;
  return title(value);
}

/** Every leaf of a form value with its dot path (`address.0.city`), as the review shows it. */
function flatten(value: unknown, titles: Titles, path: string[] = [], into = new Map<string, string | null>()) {
  const key = path.at(-1) ?? '';
  // Lists of uploads (a gallery) read as one field, so a removed image shows as a change of the list.
  const leaf =
    !isRecord(value) && !(Array.isArray(value) && value.some((item) => isRecord(item) && !isUploadRef(item)));
  if (leaf || isUploadRef(value) || (isRecord(value) && 'latitude' in value)) {
    into.set(path.join('.'), shown(key, value, titles));
    return into;
  }
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : Object.entries(value as Json);
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
  const before = current ? flatten(current, titles) : new Map<string, string | null>();
  const fields = [...new Set([...after.keys(), ...before.keys()])];
  return fields.flatMap((field) => {
    const afterText = after.get(field) ?? null;
    const beforeText = before.get(field) ?? null;
    // Fields the form does not have (the catalogue keeps more) are not the request's to change.
    if (afterText === beforeText || (!after.has(field) && !Object.hasOwn(payload, field.split('.')[0] ?? '')))
      return [];
    return [{ field, before: beforeText, after: afterText }];
  });
}

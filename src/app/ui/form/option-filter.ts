import type { Option } from './field-props.ts';
import { sameId } from './selected-ids.ts';

/** Lower case without diacritics, so "mikulov" finds "Mikulov" and "zidlochovice" finds "Židlochovice". */
export const searchKey = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The options matching a typed query, leaving out those already picked: titles that start with the query first,
 * then those containing it, each group in the list's own order, at most `limit` of them.
 */
export function filterOptions(
  options: readonly Option[],
  query: string,
  picked: readonly Option['id'][],
  limit: number,
): Option[] {
  const key = searchKey(query);
  const starts: Option[] = [];
  const contains: Option[] = [];
  for (const option of options) {
    if (picked.some((id) => sameId(id, option.id))) continue;
    const title = searchKey(option.title);
    if (key === '' || title.startsWith(key)) starts.push(option);
    else if (title.includes(key)) contains.push(option);
  }
  return [...starts, ...contains].slice(0, limit);
}

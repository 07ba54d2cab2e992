/** Letters NFD does not split into a base letter and a mark, spelled as PostgreSQL's unaccent spells them. */
const UNSPLIT: Record<string, string> = { ł: 'l', Ł: 'L', ß: 'ss', đ: 'd', Đ: 'D', ø: 'o', Ø: 'O', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE' };

/** The JavaScript twin of SQL `search_norm` (migration 001): lower case without diacritics. */
export function searchNorm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁßđĐøØæÆœŒ]/g, (letter) => UNSPLIT[letter] ?? letter)
    .toLowerCase();
}

/** The words of a query as search matches them: normalised, split on white space, at most 8. */
export function queryWords(text: string | undefined): string[] {
  return searchNorm(text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
}

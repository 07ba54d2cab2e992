import type { Hono } from 'hono';
import { answerKey } from '../../../shared/domain/answer-key.ts';
import type { Page } from '../../../shared/api/calls/pages.ts';
import { LIST_PAGE_CALLS } from '../../../shared/constants/list-pages.ts';
import type { PageType } from '../../../shared/constants/page-types.ts';
import { LIST_PAGE_SIZE } from '../../../shared/constants/places.ts';

/** The record call each detail page type's screen makes first. */
const DETAIL_CALLS: Partial<Record<PageType, string>> = {
  wine_entity: '/api/wineEntityDetail',
  restaurant: '/api/restaurantDetail',
  eshop: '/api/eshopDetail',
  event: '/api/eventDetail',
};

/**
 * The public GET calls the app makes first for this page, with the inputs it sends: a list page without filters in
 * its path reads its first page and its filter options, a detail page its record. Other pages read nothing more.
 */
export function firstCallsOf(page: Page, requestedPath: string): string[] {
  const { locale } = page;
  const list = LIST_PAGE_CALLS[page.type];
  if (list) {
    // Filters in the path (or the hash, which never reaches the server) ask for another read than the plain list's.
    if (requestedPath.replace(/\/+$/, '') !== page.path.replace(/\/+$/, '')) return [];
    const paging = { locale, offset: '0', limit: String(LIST_PAGE_SIZE) };
    const records = list.call === 'wineEntity'
      ? answerKey('/api/wineEntity', new URLSearchParams({ ...paging, t: list.entityType }))
      : answerKey('/api/restaurant', new URLSearchParams(paging));
    return [records, answerKey('/api/others', new URLSearchParams({ type: list.optionsType, locale }))];
  }
  const detail = DETAIL_CALLS[page.type];
  const id = page.entity?.id;
  return detail && id !== undefined ? [answerKey(detail, new URLSearchParams({ locale, id: String(id) }))] : [];
}

export interface PageAnswers {
  /** The answers by their answer key, as JSON text of one object. */
  readonly json: string;
  /** The address of the image the page shows largest first (the first card's, the header's), to fetch with the HTML. */
  readonly leadImage: string | null;
}

const imageUrlOf = (value: unknown): string | null => {
  const image = (value as { image?: { url?: unknown } | null } | null)?.image;
  return typeof image?.url === 'string' ? image.url : null;
};

/** Reads the page's first calls through the app's own routes (validation, answer cache); a failed read is left out. */
export async function readPageAnswers(app: Hono, page: Page, requestedPath: string): Promise<PageAnswers | undefined> {
  const calls = firstCallsOf(page, requestedPath);
  if (calls.length === 0) return undefined;
  const answers: Record<string, unknown> = {};
  await Promise.all(calls.map(async (key) => {
    try {
      const answer = await app.request(key);
      if (answer.ok) answers[key] = await answer.json();
    } catch {
      // The app fetches what is missing itself.
    }
  }));
  const first = answers[calls[0] ?? ''];
  if (first === undefined) return undefined;
  const items = (first as { items?: unknown[] }).items;
  const leadImage = Array.isArray(items) ? imageUrlOf(items[0]) : imageUrlOf(first);
  return { json: JSON.stringify(answers), leadImage };
}

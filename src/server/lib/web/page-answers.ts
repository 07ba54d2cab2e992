import type { Hono } from 'hono';
import { answerKey } from '../../../shared/domain/answer-key.ts';
import type { Page } from '../../../shared/api/calls/pages.ts';
import { LIST_PAGE_CALLS } from '../../../shared/constants/list-pages.ts';
import type { PageType } from '../../../shared/constants/page-types.ts';
import { LIST_PAGE_SIZE } from '../../../shared/constants/places.ts';

/** The record call each detail page type's screen makes first, and whether the screen opens with the record's header. */
const DETAIL_CALLS: Partial<Record<PageType, { path: string; header: boolean }>> = {
  wine_entity: { path: '/api/wineEntityDetail', header: true },
  restaurant: { path: '/api/restaurantDetail', header: true },
  eshop: { path: '/api/eshopDetail', header: false },
  event: { path: '/api/eventDetail', header: true },
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
  return detail && id !== undefined ? [answerKey(detail.path, new URLSearchParams({ locale, id: String(id) }))] : [];
}

/** A list's first page or a detail's record, as much of it as the first HTML draws. */
export interface ListCard { readonly title: string; readonly url: string; readonly city: string | null; readonly perex: string; readonly image: { url: string; alt: string | null } | null }
export type FirstScreen =
  | { readonly kind: 'list'; readonly cards: ListCard[] }
  | { readonly kind: 'record'; readonly header: boolean; readonly title: string; readonly image: string | null };

export interface PageAnswers {
  /** The answers by their answer key, as JSON text of one object. */
  readonly json: string;
  /** The address of the image the page shows largest first (the first card's, the header's), to fetch with the HTML. */
  readonly leadImage: string | null;
  readonly firstScreen: FirstScreen;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const imageOf = (value: unknown): { url: string; alt: string | null } | null => {
  const image = (value as { image?: { url?: unknown; alt?: unknown } | null } | null)?.image;
  const url = text(image?.url);
  return url === null ? null : { url, alt: text(image?.alt) };
};

/** The first screen's content from the first call's answer: a list answer has items, a record answer is the record. */
function firstScreenOf(answer: unknown, page: Page): FirstScreen {
  const items = (answer as { items?: unknown }).items;
  if (Array.isArray(items)) {
    return {
      kind: 'list',
      cards: items.map((item: unknown) => {
        const fields = item as Record<string, unknown>;
        return { title: text(fields.title) ?? '', url: text(fields.url) ?? '', city: text(fields.city), perex: text(fields.perex) ?? '', image: imageOf(item) };
      }),
    };
  }
  const header = DETAIL_CALLS[page.type]?.header ?? false;
  return { kind: 'record', header, title: text((answer as Record<string, unknown>).title) ?? '', image: imageOf(answer)?.url ?? null };
}

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
  const firstScreen = firstScreenOf(first, page);
  const leadImage = firstScreen.kind === 'list' ? (firstScreen.cards[0]?.image?.url ?? null) : firstScreen.header ? firstScreen.image : null;
  return { json: JSON.stringify(answers), leadImage, firstScreen };
}

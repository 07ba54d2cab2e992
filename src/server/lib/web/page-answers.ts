import type { Hono } from 'hono';
import { answerKey } from '../../../shared/domain/answer-key.ts';
import type { Page } from '../../../shared/api/calls/pages.ts';
import { LIST_PAGE_CALLS } from '../../../shared/constants/list-pages.ts';
import { DETAIL_PAGE_CALLS, isDetailPageType, type DetailPageType } from '../../../shared/constants/detail-pages.ts';
import { LIST_PAGE_SIZE } from '../../../shared/constants/places.ts';

/** Whether a detail page type's screen opens with the record's header (image behind the title); the e-shop's does not. */
const OPENS_WITH_HEADER: Readonly<Record<DetailPageType, boolean>> = {
  wine_entity: true,
  restaurant: true,
  eshop: false,
  event: true,
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
    const records =
      list.call === 'wineEntity'
        ? answerKey('/api/wineEntity', new URLSearchParams({ ...paging, t: list.entityType }))
        : answerKey('/api/restaurant', new URLSearchParams(paging));
    return [records, answerKey('/api/others', new URLSearchParams({ type: list.optionsType, locale }))];
  }
  const id = page.entity?.id;
  return isDetailPageType(page.type) && id !== undefined
    ? [answerKey(DETAIL_PAGE_CALLS[page.type], new URLSearchParams({ locale, id: String(id) }))]
    : [];
}

/** A list's first page or a detail's record, as much of it as the first HTML draws. */
export interface ListCard {
  readonly title: string;
  readonly url: string;
  readonly city: string | null;
  readonly perex: string;
  readonly image: { url: string; alt: string | null } | null;
}
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
        return {
          title: text(fields.title) ?? '',
          url: text(fields.url) ?? '',
          city: text(fields.city),
          perex: text(fields.perex) ?? '',
          image: imageOf(item),
        };
      }),
    };
  }
  const header = isDetailPageType(page.type) && OPENS_WITH_HEADER[page.type];
  return {
    kind: 'record',
    header,
    title: text((answer as Record<string, unknown>).title) ?? '',
    image: imageOf(answer)?.url ?? null,
  };
}

/**
 * A public GET answered through the app's own routes (validation, answer cache), as JSON text and parsed; undefined
 * when it fails, and the app then reads it itself.
 */
export async function readAnswer<T>(app: Hono, url: string): Promise<{ json: string; value: T } | undefined> {
  try {
    const answer = await app.request(url);
    if (!answer.ok) return undefined;
    const json = await answer.text();
    return { json, value: JSON.parse(json) as T };
  } catch {
    return undefined;
  }
}

/** Reads the page's first calls; a failed read is left out. */
export async function readPageAnswers(app: Hono, page: Page, requestedPath: string): Promise<PageAnswers | undefined> {
  const calls = firstCallsOf(page, requestedPath);
  if (calls.length === 0) return undefined;
  const answers: Record<string, unknown> = {};
  await Promise.all(
    calls.map(async (key) => {
      const answer = await readAnswer<unknown>(app, key);
      if (answer) answers[key] = answer.value;
    }),
  );
  const first = answers[calls[0] ?? ''];
  if (first === undefined) return undefined;
  const firstScreen = firstScreenOf(first, page);
  const leadImage =
    firstScreen.kind === 'list'
      ? (firstScreen.cards[0]?.image?.url ?? null)
      : firstScreen.header
        ? firstScreen.image
        : null;
  return { json: JSON.stringify(answers), leadImage, firstScreen };
}

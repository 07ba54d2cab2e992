import type { Page } from '../../../shared/api/calls/pages.ts';
import { escapeHtml, jsonForScript } from './html-escape.ts';
import { FIRST_PAINT_ATTRIBUTE, pageHeadTags } from './page-head-tags.ts';

/** The element the app seeds its page query from (`/api/page`'s answer, as the app would have fetched it). */
export const PAGE_DATA_ID = 'page-data';

const MAIN = '<main id="main"></main>';

/**
 * The readable page as the app's generic page screen lays it out: breadcrumbs, title, perex and the rich text
 * (already sanitised by the page resolver). Only shown until the app renders the page itself.
 */
export function pageArticleHtml(page: Page): string {
  const link = (crumb: { title: string; path: string }) => `<li><a href="${escapeHtml(crumb.path)}">${escapeHtml(crumb.title)}</a></li>`;
  const crumbs = page.breadcrumbs.length > 0 ? `<nav class="breadcrumbs"><ol>${page.breadcrumbs.map(link).join('')}</ol></nav>` : '';
  const perex = page.perex ? `<p class="page__perex">${escapeHtml(page.perex)}</p>` : '';
  const text = page.blocks.flatMap((block) => (block.type === 'rich_text' ? [`<div class="rich-text">${block.html}</div>`] : [])).join('');
  return `<article class="page page--${escapeHtml(page.type)}" data-page-type="${escapeHtml(page.type)}" ${FIRST_PAINT_ATTRIBUTE}>${crumbs}<header class="page__header"><h1>${escapeHtml(page.title)}</h1>${perex}</header>${text}</article>`;
}

export interface FirstPaint {
  readonly page: Page;
  /** The `/api/page` answer's JSON text, embedded as it came. */
  readonly answerJson: string;
  /** The page query's key: the locale and the path after it, without slashes at the ends. */
  readonly locale: string;
  readonly path: string;
  readonly publicUrl: string;
}

/** The app shell (index.html) with a page's title, head tags, readable content and data already in it. */
export function withFirstPaint(shell: string, { page, answerJson, locale, path, publicUrl }: FirstPaint): string {
  const data = `<script type="application/json" id="${PAGE_DATA_ID}" data-locale="${escapeHtml(locale)}" data-path="${escapeHtml(path)}">${jsonForScript(answerJson)}</script>`;
  return shell
    .replace(/<html lang="[a-z-]*"/, `<html lang="${escapeHtml(page.locale)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.documentTitle)}</title>`)
    .replace('</head>', () => `${pageHeadTags(page, publicUrl)}</head>`)
    .replace(MAIN, () => `<main id="main">${pageArticleHtml(page)}</main>`)
    .replace('</body>', () => `${data}</body>`);
}

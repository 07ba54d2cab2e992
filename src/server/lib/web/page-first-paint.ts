import type { Navigation, Page } from '../../../shared/api/calls/pages.ts';
import { escapeHtml, jsonForScript } from './html-escape.ts';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_DATA } from '../../../shared/constants/first-paint.ts';
import { pageHeadTags } from './page-head-tags.ts';
import { cmsBlocksHtml } from './cms-blocks-html.ts';
import { listFirstScreenHtml, recordHeaderHtml } from './first-screen-html.ts';
import type { FirstScreen, PageAnswers } from './page-answers.ts';
import { topBannersHtml } from './top-banners-html.ts';

/** A JSON element of the first HTML (its text parses to the same value); `data` become its data-* attributes. */
function jsonScript(id: string, json: string, data: Record<string, string> = {}): string {
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return `<script type="application/json" id="${id}"${attributes}>${jsonForScript(json)}</script>`;
}

const ROOT = '<div id="root">';
const MAIN = '<main id="main"></main>';

/**
 * The readable page as the app's generic page screen lays it out: breadcrumbs, title, perex and the rich text
 * (already sanitised by the page resolver) with the leading topbar and crossroad blocks; a list's first page of cards, or a record's header in place of the
 * title. Only shown until the app renders the page itself.
 */
export function pageArticleHtml(page: Page, firstScreen?: FirstScreen): string {
  const link = (crumb: { title: string; path: string }) =>
    `<li><a href="${escapeHtml(crumb.path)}">${escapeHtml(crumb.title)}</a></li>`;
  const crumbs =
    page.breadcrumbs.length > 0 ? `<nav class="breadcrumbs"><ol>${page.breadcrumbs.map(link).join('')}</ol></nav>` : '';
  const perex = page.perex ? `<p class="page__perex">${escapeHtml(page.perex)}</p>` : '';
  const text = cmsBlocksHtml(page.blocks);
  // A detail screen opens with the record's header, the breadcrumbs under it.
  const top =
    firstScreen?.kind === 'record' && firstScreen.header
      ? `${recordHeaderHtml(firstScreen.title, firstScreen.image)}${crumbs}${perex}`
      : `${crumbs}<header class="page__header"><h1>${escapeHtml(page.title)}</h1>${perex}</header>`;
  const cards = firstScreen?.kind === 'list' ? listFirstScreenHtml(firstScreen.cards) : '';
  return `<article class="page page--${escapeHtml(page.type)}" data-page-type="${escapeHtml(page.type)}" ${FIRST_PAINT_ATTRIBUTE}>${top}${cards}${text}</article>`;
}

export interface FirstPaint {
  readonly page: Page;
  /** The `/api/page` answer's JSON text, embedded as it came. */
  readonly answerJson: string;
  /** The page query's key: the locale and the path after it, without slashes at the ends. */
  readonly locale: string;
  readonly path: string;
  readonly publicUrl: string;
  /** The locale's `/api/navigation` answer, parsed and as JSON text; absent when it could not be read. */
  readonly navigation?: { readonly value: Navigation; readonly json: string };
  /** The request's Cookie header: a banner the visitor closed stays out of the first HTML too. */
  readonly cookies: string;
  /** The answers of the page's first reads, when it has any. */
  readonly answers?: PageAnswers;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** Served from public/: starts the scripts it is given after the first frame. */
export const AFTER_FIRST_PAINT_SCRIPT = '/after-first-paint.js';

/**
 * The shell with its module script and preloads handed to the after-first-paint loader: the server has drawn the
 * first screen, so the page paints as soon as the styles are in, and the app's code is fetched after that.
 * A shell of another form is left as it is.
 */
export function deferAppScripts(shell: string): string {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) return shell;
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const loader = `<script src="${AFTER_FIRST_PAINT_SCRIPT}" defer data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return shell
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${loader}</body>`);
}

/** The app shell (index.html) with a page's title, head tags, readable content and data already in it. */
export function withFirstPaint(
  shell: string,
  { page, answerJson, locale, path, publicUrl, navigation, cookies, answers }: FirstPaint,
): string {
  const pageData = jsonScript(FIRST_PAINT_DATA.page, answerJson, { locale, path });
  const navigationData = navigation ? jsonScript(FIRST_PAINT_DATA.navigation, navigation.json, { locale }) : '';
  const banners = navigation ? topBannersHtml(navigation.value, cookies) : '';
  const answersData = answers ? jsonScript(FIRST_PAINT_DATA.answers, answers.json) : '';
  // The largest image of the first screen loads beside the code instead of after it.
  const leadImage = answers?.leadImage
    ? `<link rel="preload" as="image" href="${escapeHtml(answers.leadImage)}" fetchpriority="high" ${FIRST_PAINT_ATTRIBUTE}>`
    : '';
  return deferAppScripts(shell)
    .replace(/<html lang="[a-z-]*"/, `<html lang="${escapeHtml(page.locale)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.documentTitle)}</title>`)
    .replace('</head>', () => `${pageHeadTags(page, publicUrl)}${leadImage}</head>`)
    .replace(ROOT, () => `${ROOT}${banners}`)
    .replace(MAIN, () => `<main id="main">${pageArticleHtml(page, answers?.firstScreen)}</main>`)
    .replace('</body>', () => `${pageData}${navigationData}${answersData}</body>`);
}

/**
 * What the server's first HTML of a page holds for the app to take over (server: `lib/web/page-first-paint.ts`,
 * app: `lib/first-paint.ts`, `lib/embedded-answers.ts`).
 */

/** Marks what the server drew or put into the head, so the app can take it away when it renders its own. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** The ids of the JSON elements: the page's /api/page answer, the locale's /api/navigation answer, the first reads' answers. */
export const FIRST_PAINT_DATA = { page: 'page-data', navigation: 'navigation-data', answers: 'api-answers' } as const;

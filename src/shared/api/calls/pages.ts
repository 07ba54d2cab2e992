import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { imageSchema, localeField } from '../common.ts';
import { PAGE_TYPES } from '../../constants/page-types.ts';
import { ROUTED_LOCALES } from '../../constants/locales.ts';
import { contentCalls } from './content.ts';
import { mlWineDetailSchema } from './wines.ts';

const link = z.object({
  title: z.string(),
  path: z.string().describe('Absolute path with locale, e.g. /cs/vinari, or an external URL'),
});

const blockBase = { id: z.string() };

/** Content blocks a CMS page is built from (spec 01 §2; issue 8 renders each in full). */
export const pageBlockSchema = z.discriminatedUnion('type', [
  z.object({ ...blockBase, type: z.literal('rich_text'), html: z.string() }),
  z.object({
    ...blockBase,
    type: z.literal('crossroad'),
    heading: z.string().nullable(),
    items: z.array(
      z.object({
        title: z.string(),
        image: imageSchema.nullable(),
        action: z.enum(['site_search', 'encyclopedia_search', 'link']),
        path: z.string().nullable(),
      }),
    ),
  }),
  z.object({ ...blockBase, type: z.literal('upcoming_events'), heading: z.string() }),
  z.object({
    ...blockBase,
    type: z.literal('slider'),
    heading: z.string(),
    source: z.enum(['events', 'winemakers', 'news', 'ml_wines', 'recipes', 'podcast_episodes']),
    link: link.nullable(),
  }),
  z.object({
    ...blockBase,
    type: z.literal('banner'),
    title: z.string(),
    text: z.string(),
    image: imageSchema.nullable(),
    link: link.nullable(),
  }),
  z.object({
    ...blockBase,
    type: z.literal('topbar'),
    text: z.string(),
    buttonLabel: z.string(),
    linkTarget: z.enum(['_self', '_blank']),
    linkUrl: z.string(),
    showOnWebsite: z.boolean(),
  }),
  z.object({
    ...blockBase,
    type: z.literal('video'),
    provider: z.enum(['youtube', 'vimeo']),
    uid: z.string(),
    title: z.string(),
  }),
  z.object({ ...blockBase, type: z.literal('gallery'), images: z.array(imageSchema) }),
  z.object({
    ...blockBase,
    type: z.literal('subpage_list'),
    heading: z.string().nullable(),
    showImages: z.boolean(),
    perPage: z.number().int(),
    sortAlphabetically: z.boolean(),
    pages: z.array(
      z.object({ title: z.string(), path: z.string(), perex: z.string().nullable(), image: imageSchema.nullable() }),
    ),
  }),
  z.object({ ...blockBase, type: z.literal('form'), formId: z.number().int() }),
  z.object({ ...blockBase, type: z.literal('newsletter') }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;

export const pageSchema = z.object({
  id: z.number().int(),
  locale: z.enum(ROUTED_LOCALES),
  /** Absolute path with the locale prefix: '/cs' for the Czech homepage, '/cs/vinari' … */
  path: z.string(),
  type: z.enum(PAGE_TYPES),
  title: z.string(),
  /** Document title: page title + ' | ' + site name, or the site name alone on the homepage. */
  documentTitle: z.string(),
  description: z.string(),
  perex: z.string().nullable(),
  image: imageSchema.nullable(),
  siteName: z.string(),
  /** The same page in the other locales, for the language selector and alternate links. */
  alternates: z.array(z.object({ locale: z.enum(ROUTED_LOCALES), path: z.string() })),
  breadcrumbs: z.array(link),
  blocks: z.array(pageBlockSchema),
  /** Set on detail pages reached by `{id}-{slug}` under a section: which record to show. */
  entity: z.object({ type: z.string(), id: z.number().int(), slug: z.string() }).nullable(),
  /** On the podcast list: its first default page of episodes, so the list shows without a second request. */
  podcastList: contentCalls.fetchPodcasts.output.optional(),
  /** On a wine's page (type ml_wine): the wine in full, so its screen and first paint need no second request. */
  mlWine: mlWineDetailSchema.optional(),
});
export type Page = z.infer<typeof pageSchema>;

const topBannerBase = {
  show: z.boolean().describe("The editor's show flag: the banner is shown only while it is set"),
  text: z.string(),
};

/**
 * Spec 01 §2, §4, §6: the dismissible banners above the header, editable per locale. The users (account) banner's
 * button links to my account when signed in and opens the sign-in modal for a guest, so it has a label for each.
 */
export const topBannerSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('users'), ...topBannerBase, signedInLabel: z.string(), guestLabel: z.string() }),
  z.object({
    key: z.literal('podcasts'),
    ...topBannerBase,
    buttonLabel: z.string(),
    linkUrl: z.string().describe('Absolute path with locale or an external URL'),
  }),
]);
export type TopBanner = z.infer<typeof topBannerSchema>;

export const navigationSchema = z.object({
  siteName: z.string(),
  header: z.array(link.extend({ children: z.array(link) })),
  footer: z.object({
    categories: z.array(z.object({ title: z.string(), links: z.array(link) })),
    social: z.array(z.object({ network: z.enum(['facebook', 'instagram', 'youtube']), url: z.string() })),
    legal: z.array(link),
    agencyCredit: z.string(),
    ownerText: z.string(),
  }),
  /** Locales offered in the language selector (Polish is never offered). */
  languages: z.array(z.object({ locale: z.enum(ROUTED_LOCALES), title: z.string(), path: z.string() })),
  /** The top banners the locale has, users first; one switched off is carried with `show: false`. */
  topBanners: z.array(topBannerSchema),
});
export type Navigation = z.infer<typeof navigationSchema>;

export const pageCalls = {
  page: defineCall({
    id: 'getPage',
    method: 'GET',
    path: '/api/page',
    encoding: 'query',
    tag: 'pages',
    auth: 'public',
    summary: 'Resolves a CMS page (or a detail page under a section) by locale and path',
    input: z.object({
      locale: localeField,
      path: z
        .string()
        .max(300, { error: 'path must be at most 300 characters' })
        .regex(/^[a-z0-9\-/]*$/, { error: 'path may hold only lowercase letters, digits, - and /' })
        .default('')
        .describe("Path after the locale, without leading slash; '' for the homepage"),
    }),
    output: z.object({ page: pageSchema }),
    errors: [404],
  }),
  navigation: defineCall({
    id: 'getNavigation',
    method: 'GET',
    path: '/api/navigation',
    encoding: 'query',
    tag: 'pages',
    auth: 'public',
    summary: 'Header menu, footer, language links and top banners for a locale',
    input: z.object({ locale: localeField }),
    output: navigationSchema,
  }),
} as const;

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';

type Entry = { id: number; slug: string; title: string; episodesCount: number; duration: number };
type Podcasts = { data: { count: number; data: Entry[] } };
type Neighbour = { id: number; title: string; url: string } | null;

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  (await (await request.get(path)).json()) as T;
const podcasts = async (request: APIRequestContext, body: Record<string, unknown>) =>
  (await (await request.post('/api/fetch-podcasts', { data: body })).json()) as Podcasts;

test('the podcast list: tabs with counts, pages of at most six links, the shows tab, and a show opened by show=', async ({
  page,
  request,
}) => {
  const episodes = await podcasts(request, { type: 'episodes', size: 12 });
  const shows = await podcasts(request, { type: 'shows', size: 50 });
  const pages = Math.ceil(episodes.data.count / 12);
  expect(pages).toBeGreaterThan(6);

  // The first default page of episodes comes with the page answer (server-supplied initial data): not asked again.
  const episodeRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/fetch-podcasts') && (sent.postData() ?? '').includes('"episodes"'))
      episodeRequests.push(sent.postData() ?? '');
  });
  await page.goto('/cs/podcast');
  await expect(page.getByRole('heading', { level: 1, name: 'Podcast' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nejnovější pořady' })).toBeVisible();
  const episodesTab = page.getByRole('tab', { name: `Epizody (${episodes.data.count})` });
  await expect(episodesTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('.episode-card')).toHaveCount(12);
  expect(episodeRequests).toEqual([]);
  await expect(page.getByRole('tab', { name: `Pořady (${shows.data.count})` })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: episodes.data.data[0]?.title ?? '' })).toBeVisible();
  await expect(panel.locator('.episode-card')).toHaveCount(12);

  const pager = page.getByRole('navigation', { name: 'Stránkování' });
  await expect(pager.getByRole('link', { name: /^Strana \d+$/ })).toHaveCount(6);
  await pager.getByRole('link', { name: 'Strana 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
  const second = await podcasts(request, { type: 'episodes', size: 12, page: 2 });
  await expect(panel.getByRole('link', { name: second.data.data[0]?.title ?? '' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Řadit' }).selectOption('oldest');
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(page).not.toHaveURL(/page=/);
  const oldest = await podcasts(request, { type: 'episodes', size: 12, sort: 'oldest' });
  await expect(panel.locator('.episode-card').first()).toContainText(oldest.data.data[0]?.title ?? '');

  await page.getByRole('tab', { name: /^Pořady/ }).click();
  await expect(page).toHaveURL(/show=shows/);
  await expect(page.getByRole('tab', { name: /^Pořady/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('.show-card')).toHaveCount(Math.min(12, shows.data.count));
  if (shows.data.count <= 12) await expect(page.getByRole('navigation', { name: 'Stránkování' })).toHaveCount(0);

  const show = shows.data.data[0];
  await page.goto(`/cs/podcast?show=${show?.id ?? 0}-${show?.slug ?? ''}`);
  await expect(page.getByRole('heading', { level: 2, name: show?.title ?? '' })).toBeVisible();
  await expect(page.getByText(`Pořad · ${show?.episodesCount ?? 0} epizod`)).toBeVisible();
  await expect(page.locator('.show-detail .episode-card')).toHaveCount(show?.episodesCount ?? -1);
  await page.getByRole('button', { name: /Zpět na pořady/ }).click();
  await expect(page).toHaveURL(/show=shows/);
  await expect(page.getByRole('tab', { name: /^Pořady/ })).toHaveAttribute('aria-selected', 'true');
});

test('a podcast episode plays its recording for a second', async ({ page, request }) => {
  const [episode] = (await podcasts(request, { type: 'episodes', size: 1 })).data.data;
  await page.goto('/cs/podcast');
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: episode?.title ?? '' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/cs/podcast/${episode?.id ?? 0}-`));
  await expect(page.getByRole('heading', { level: 1, name: episode?.title ?? '' })).toBeVisible();
  const seconds = episode?.duration ?? 0;
  await expect(page.getByText(`Délka: 00:0${seconds}`)).toBeVisible();

  const audio = page.locator('audio');
  await expect(audio).toHaveAttribute('src', /\/media\/seed\/audio\/episode-\d\.wav$/);
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  await page.waitForTimeout(1000);
  const state = await audio.evaluate((element: HTMLAudioElement) => ({
    time: element.currentTime,
    error: element.error?.code ?? null,
    duration: element.duration,
  }));
  expect(state.error).toBeNull();
  expect(state.time).toBeGreaterThan(0.5);
  // The length shown is the recording's own length.
  expect(Math.round(state.duration)).toBe(seconds);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('link', { name: 'Další epizody pořadu' }).click();
  await expect(page).toHaveURL(/\/cs\/podcast\?show=\d+-/);
  await expect(page.locator('.show-detail .episode-card').first()).toBeVisible();
});

test('a dictionary term opens by ?d={id} and moves to the next and previous term', async ({ page, request }) => {
  const { items } = await getJson<{ items: { id: number; title: string }[] }>(
    request,
    '/api/dictionaryTerms?locale=cs',
  );
  const [before, term, after] = items;
  await page.goto(`/cs/o-vine/slovnik?d=${term?.id ?? 0}`);
  const card = page.locator('.dictionary-term');
  await expect(card.getByRole('heading', { level: 2, name: term?.title ?? '' })).toBeVisible();
  await card.getByRole('link', { name: /Další pojem/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\?d=${after?.id ?? 0}$`));
  await expect(card.getByRole('heading', { level: 2, name: after?.title ?? '' })).toBeVisible();
  await card.getByRole('link', { name: /Předchozí pojem/ }).click();
  await card.getByRole('link', { name: /Předchozí pojem/ }).click();
  await expect(page).toHaveURL(new RegExp(`\\?d=${before?.id ?? 0}$`));
  await expect(card.getByRole('heading', { level: 2, name: before?.title ?? '' })).toBeVisible();
  await expect(card.getByRole('link', { name: /Předchozí pojem/ })).toHaveCount(0);

  // An old address with the term in its hash (the search's links, bookmarks) opens it at its query address.
  await page.goto(`/cs/o-vine/slovnik#d=${after?.id ?? 0}`);
  await expect(page).toHaveURL(new RegExp(`/cs/o-vine/slovnik\\?d=${after?.id ?? 0}$`));
  await expect(card.getByRole('heading', { level: 2, name: after?.title ?? '' })).toBeVisible();
});

test('an encyclopedia article links to the next one, and a variety shows its wines', async ({ page, request }) => {
  const defaults = await getJson<{
    encyclopedia_article: { id: number; url: string }[];
    wine_variety: { id: number; url: string }[];
  }>(request, '/api/encyclopedia?locale=cs');
  const first = defaults.encyclopedia_article[0];
  const article = await getJson<{ title: string; next: Neighbour }>(
    request,
    `/api/encyclopediaArticle?locale=cs&id=${first?.id ?? 0}`,
  );
  await page.goto(first?.url ?? '/cs');
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Další články' })
    .getByRole('link', { name: new RegExp(article.next?.title.replace(/[()]/g, '.') ?? '') })
    .click();
  await expect(page).toHaveURL(new RegExp(`${article.next?.url ?? ''}$`));
  await expect(page.getByRole('heading', { level: 1, name: article.next?.title ?? '' })).toBeVisible();

  let withWines: { url: string; title: string; wines: { title: string }[] } | undefined;
  for (const variety of defaults.wine_variety) {
    const detail = await getJson<{ title: string; wines: { title: string }[] }>(
      request,
      `/api/wineVariety?locale=cs&id=${variety.id}`,
    );
    if (detail.wines.length > 0) {
      withWines = { url: variety.url, ...detail };
      break;
    }
  }
  expect(withWines).toBeDefined();
  await page.goto(withWines?.url ?? '/cs');
  await expect(page.getByRole('heading', { level: 1, name: withWines?.title ?? '' })).toBeVisible();
  const wines = page.getByRole('region', { name: 'Vína z odrůdy' });
  await expect(wines.getByRole('link')).toHaveCount(withWines?.wines.length ?? -1);
  await expect(wines.getByRole('link').first()).toContainText(withWines?.wines[0]?.title ?? '');
});

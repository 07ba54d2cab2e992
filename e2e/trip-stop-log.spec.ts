import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { seriousAxeFindings } from './fixtures/axe.ts';
import { signInNewTraveller, type TravellerSession } from './fixtures/traveller-session.ts';
import { withoutBackgroundSync } from './fixtures/without-background-sync.ts';

type Place = { id: number; type: string; title: string; latitude: number | null };
type Wine = { id: number; title: string; year: number; wineEntity: { title: string } };
type LogEntry = {
  id: string;
  placeId: number;
  kind: string;
  wineId: number | null;
  wineName: string;
  price: number | null;
  rating: number | null;
};
type Plan = { stops: { placeId: number; note: string }[]; logs: LogEntry[] };

const auth = (session: TravellerSession) => ({ Authorization: `Bearer ${session.accessToken}` });

/** What the server holds of the trip's plan (read as its owner). */
async function serverPlan(request: APIRequestContext, session: TravellerSession, tripId: string): Promise<Plan> {
  const answer = await request.get(`/api/trip/places?locale=cs&tripId=${tripId}`, { headers: auth(session) });
  return ((await answer.json()) as { data: Plan }).data;
}

/** On a phone the itinerary is a bottom sheet over the map: raised all the way, so every stop can be reached. */
async function raiseSheet(page: Page) {
  const handle = page.getByRole('button', { name: /^Výška panelu:/ });
  if (!(await handle.isVisible())) return;
  for (let step = 0; step < 3; step += 1) {
    const name = (await handle.getAttribute('aria-label')) ?? (await handle.textContent()) ?? '';
    if (name.includes('celý')) return;
    await handle.click();
  }
  await expect(handle).toHaveAccessibleName(/celý/);
}

/** The first stop's note and log, opened. */
async function openFirstStop(page: Page) {
  await raiseSheet(page);
  const details = page.getByTestId('stop-details').first();
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  return details;
}

test.use({ viewport: { width: 390, height: 844 } });

test("a stop's log: a note, a bought wine picked from the portal's wines and a tasted one typed, kept through a reload; one added offline reaches the server once", async ({
  page,
  request,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  await withoutBackgroundSync(page);
  const session = await signInNewTraveller(page, request, 'Iva Sommelierka');
  const places = (
    (await (await request.get('/api/trip/places-search?locale=cs&s=Mikulov&t=winemaker&limit=3')).json()) as {
      places: Place[];
    }
  ).places.slice(0, 2);
  expect(places).toHaveLength(2);
  const tripId = crypto.randomUUID();
  await request.post('/api/trip/create', {
    data: { id: tripId, title: 'Degustace v Mikulově', userId: session.user.id },
    headers: auth(session),
  });
  await request.post('/api/trip/add-places', {
    data: { tripId, places: places.map((place) => ({ placeId: place.id, placeType: place.type })) },
    headers: auth(session),
  });
  const wine = ((await (await request.get('/api/mlWine?locale=cs&s=Ryzlink')).json()) as { items: Wine[] }).items[0];
  if (!wine) throw new Error('no Ryzlink among the wines');
  const wineTitle = wine.title.includes(String(wine.year)) ? wine.title : `${wine.title} ${wine.year}`;
  const wineName = `${wineTitle} · ${wine.wineEntity.title}`;

  // Online once: the app is installed, so the trip opens again without a connection.
  await page.goto(`/cs/vylet/${tripId}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Degustace v Mikulově' })).toBeVisible();

  const first = page.getByTestId('stop-details').first();
  await expect(first.locator('summary')).toContainText('Přidat poznámku nebo víno');
  await expect(first.locator('summary')).toHaveCSS('min-height', '44px');
  let details = await openFirstStop(page);
  await details.getByLabel('Poznámka').fill('Zeptat se na Pálavu ze sklepa pod kostelem');
  await details.getByLabel('Poznámka').blur();
  await expect(details.getByRole('status').filter({ hasText: 'Uloženo' })).toBeVisible();

  // A bought wine from the portal: searched as typed, picked with the keyboard.
  await details.getByRole('button', { name: 'Přidat víno' }).click();
  const form = details.getByRole('form', { name: 'Přidat víno' });
  await form.getByRole('button', { name: 'Přidat do deníku' }).click();
  await expect(form.getByText('Víno: vyplňte název vína.')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Víno' })).toBeFocused();
  await form.getByText('Koupeno', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Koupeno' })).toBeChecked();
  const combobox = form.getByRole('combobox', { name: 'Víno' });
  await combobox.pressSequentially(wine.title, { delay: 20 });
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(form.getByRole('option').first()).toBeVisible();
  const options = await form.getByRole('option').allTextContents();
  const index = options.findIndex((text) => text === `${wineTitle}${wine.wineEntity.title}`);
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step += 1) await combobox.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-activedescendant', /.+/);
  await combobox.press('Enter');
  await expect(combobox).toHaveValue(wineName);
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(form.getByText('Víno z portálu', { exact: true })).toBeVisible();
  await form.getByLabel('Cena (Kč)').fill('levně');
  await form.getByRole('button', { name: 'Přidat do deníku' }).click();
  await expect(form.getByText('Cena: zadejte částku v korunách, např. 250 nebo 249,50.')).toBeVisible();
  await form.getByLabel('Cena (Kč)').fill('1 250');
  await form.getByRole('radio', { name: '4 hvězdičky' }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: '4 hvězdičky' })).toBeChecked();
  expect(await seriousAxeFindings(page, '.stop-details[open]')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('stop-log-form-390.png'), fullPage: true });
  await form.getByRole('button', { name: 'Přidat do deníku' }).click();

  const log = details.getByRole('list', { name: 'Ochutnáno a koupeno' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByRole('listitem').first()).toContainText(`Koupeno${wineName}1\u00a0250 Kč`);
  await expect(log.getByRole('img', { name: 'Hodnocení 4 z 5' })).toBeVisible();

  // A tasted wine the portal does not know, typed in full; the rating chosen with the arrow keys.
  await details.getByRole('button', { name: 'Přidat víno' }).click();
  await expect(form.getByRole('radio', { name: 'Ochutnáno' })).toBeChecked();
  await form.getByRole('combobox', { name: 'Víno' }).fill('Sklepní cuvée bez etikety');
  await form.getByRole('radio', { name: 'Bez hodnocení' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '2 hvězdičky' })).toBeChecked();
  await form.getByRole('button', { name: 'Přidat do deníku' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').nth(1)).toContainText('OchutnánoSklepní cuvée bez etikety');
  await expect(details.locator('summary')).toContainText('Poznámka · 2 vína');
  await page.screenshot({ path: test.info().outputPath('stop-log-390.png'), fullPage: true });

  await expect.poll(async () => (await serverPlan(request, session, tripId)).logs.length, { timeout: 30_000 }).toBe(2);
  await page.reload();
  await expect(page.getByTestId('stop-details').first().locator('summary')).toContainText('Poznámka · 2 vína');
  await expect(page.getByTestId('stop-details').first().locator('summary')).toContainText(
    'Zeptat se na Pálavu ze sklepa pod kostelem',
  );
  await raiseSheet(page);
  await page.screenshot({ path: test.info().outputPath('stop-log-closed-390.png') });
  // The note's first line ends in an ellipsis inside the phone's width; it does not widen the itinerary.
  const closed = page.getByTestId('stop-details').first();
  expect(await closed.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(390);
  expect(
    await closed.locator('.stop-details__preview').evaluate((element) => element.scrollWidth > element.clientWidth),
  ).toBe(true);
  details = await openFirstStop(page);
  await expect(details.getByLabel('Poznámka')).toHaveValue('Zeptat se na Pálavu ze sklepa pod kostelem');
  await expect(details.getByRole('list', { name: 'Ochutnáno a koupeno' }).getByRole('listitem')).toHaveCount(2);

  // Deleting asks first and looks like it.
  await details.getByRole('button', { name: 'Smazat záznam: Sklepní cuvée bez etikety' }).click();
  const confirm = page.getByRole('dialog', { name: 'Smazat záznam?' });
  await expect(confirm).toContainText('„Sklepní cuvée bez etikety“ zmizí z deníku této zastávky.');
  await expect(confirm.getByRole('button', { name: 'Ano, smazat' })).toHaveCSS('background-color', 'rgb(160, 20, 53)');
  await confirm.getByRole('button', { name: 'Ano, smazat' }).click();
  await expect(details.getByRole('list', { name: 'Ochutnáno a koupeno' }).getByRole('listitem')).toHaveCount(1);
  await expect
    .poll(async () => (await serverPlan(request, session, tripId)).logs.map((entry) => entry.wineName), {
      timeout: 30_000,
    })
    .toEqual([wineName]);

  // An entry is corrected in place: the form comes back filled in.
  await details.getByRole('button', { name: `Upravit záznam: ${wineName}` }).click();
  const edit = details.getByRole('form', { name: 'Upravit záznam' });
  await expect(edit.getByRole('combobox', { name: 'Víno' })).toHaveValue(wineName);
  await expect(edit.getByRole('radio', { name: 'Koupeno' })).toBeChecked();
  await expect(edit.getByRole('radio', { name: '4 hvězdičky' })).toBeChecked();
  await expect(edit.getByLabel('Cena (Kč)')).toHaveValue('1250');
  await edit.getByLabel('Cena (Kč)').fill('1190');
  await edit.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(details.getByRole('list', { name: 'Ochutnáno a koupeno' }).getByRole('listitem')).toHaveCount(1);
  await expect(details.getByRole('list', { name: 'Ochutnáno a koupeno' })).toContainText('1\u00a0190 Kč');
  await expect
    .poll(async () => (await serverPlan(request, session, tripId)).logs.map((entry) => entry.price), {
      timeout: 30_000,
    })
    .toEqual([1190]);

  // Offline: an entry shows at once, survives a reload without a connection and reaches the server once.
  await context.setOffline(true);
  await details.getByRole('button', { name: 'Přidat víno' }).click();
  await form.getByText('Koupeno', { exact: true }).click();
  await form.getByRole('combobox', { name: 'Víno' }).fill('Frankovka 2022 ze sklepa');
  await expect(form.getByText('Offline se vína portálu nehledají, uloží se vlastní název.')).toBeVisible();
  await form.getByLabel('Cena (Kč)').fill('180');
  await form.getByRole('button', { name: 'Přidat do deníku' }).click();
  await expect(details.getByRole('list', { name: 'Ochutnáno a koupeno' }).getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('stop-details').first().locator('summary')).toContainText('Poznámka · 2 vína');
  details = await openFirstStop(page);
  await expect(details.getByText('Frankovka 2022 ze sklepa')).toBeVisible();
  expect((await serverPlan(request, session, tripId)).logs).toHaveLength(1);

  await context.setOffline(false);
  await expect.poll(async () => (await serverPlan(request, session, tripId)).logs.length, { timeout: 30_000 }).toBe(2);
  await page.reload();
  const held = await serverPlan(request, session, tripId);
  expect(
    held.logs.map(({ kind, wineId, wineName: name, price, rating }) => ({ kind, wineId, name, price, rating })),
  ).toEqual([
    { kind: 'bought', wineId: wine.id, name: wineName, price: 1190, rating: 4 },
    { kind: 'bought', wineId: null, name: 'Frankovka 2022 ze sklepa', price: 180, rating: null },
  ]);
  expect(new Set(held.logs.map((entry) => entry.id)).size).toBe(2);
  expect(held.stops.filter((stop) => stop.note !== '').map((stop) => stop.note)).toEqual([
    'Zeptat se na Pálavu ze sklepa pod kostelem',
  ]);
  details = await openFirstStop(page);
  await expect(details.getByRole('list', { name: 'Ochutnáno a koupeno' }).getByRole('listitem')).toHaveCount(2);

  // Anyone with the link reads the note and the log, and changes nothing.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`/cs/vylet/${tripId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Degustace v Mikulově' })).toBeVisible();
  await expect(visitor.getByTestId('stop-details')).toHaveCount(1);
  const shared = await openFirstStop(visitor);
  await expect(shared.getByText('Zeptat se na Pálavu ze sklepa pod kostelem')).toBeVisible();
  await expect(shared.getByRole('list', { name: 'Ochutnáno a koupeno' }).getByRole('listitem')).toHaveCount(2);
  await expect(shared.getByRole('textbox')).toHaveCount(0);
  await expect(shared.getByRole('button')).toHaveCount(0);
  await visitor.close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await details.getByRole('button', { name: 'Přidat víno' }).click();
  await page.screenshot({ path: test.info().outputPath('stop-log-1280.png'), fullPage: true });
  expect(await seriousAxeFindings(page, '.stop-details[open]')).toEqual([]);
});

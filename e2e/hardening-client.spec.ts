import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { editorSession } from './fixtures/editor-session.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
type ReviewList = { items: { title: string }[] };

const TRIP_NOT_FOUND = 'Tento výlet neexistuje nebo byl smazán.';
const SAVE_FAILED = 'Formulář se nepodařilo uložit. Zkuste ho prosím odeslat znovu.';
const THANK_YOU =
  'Děkujeme za odeslání požadavku. Budeme se mu věnovat co nejdříve a dáme vám vědět, až ho zpracujeme.';
const QUEUED =
  'Jste offline. Požadavek jsme uložili v tomto zařízení a odešleme ho automaticky, jakmile budete online.';

/** Installed: the service worker controls the page, as for a visitor who came back. */
async function installed(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * What the trip page showed, watched on every change of the page, so a message that flashed for a moment is caught:
 * whether it ever said the trip does not exist, and whether its title went away once shown (a "loading" in between).
 */
async function watchTripPage(page: Page): Promise<() => Promise<{ notFound: boolean; titleLost: boolean }>> {
  await page.addInitScript((notFoundText) => {
    const seen = { notFound: false, titleLost: false, titleShown: false };
    (window as unknown as { tripPageSeen: typeof seen }).tripPageSeen = seen;
    new MutationObserver(() => {
      const tripPage = document.querySelector('.trip-page');
      if (!tripPage) {
        seen.titleShown = false;
        return;
      }
      if (tripPage.textContent?.includes(notFoundText)) seen.notFound = true;
      if (tripPage.querySelector('h1')) seen.titleShown = true;
      else if (seen.titleShown) seen.titleLost = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, TRIP_NOT_FOUND);
  return () =>
    page.evaluate(() => {
      const { notFound, titleLost } = (window as unknown as { tripPageSeen: { notFound: boolean; titleLost: boolean } })
        .tripPageSeen;
      return { notFound, titleLost };
    });
}

/** A slow connection: the server answers at once, the answer reaches the device `ms()` later. */
async function slowAnswers(page: Page, url: string, ms: () => number): Promise<void> {
  // The context's routes also hold what the service worker fetches for the page.
  await page.context().route(url, async (route) => {
    // Once more on a kept-alive connection the server had just closed (ECONNRESET).
    const response = await route.fetch().catch(() => route.fetch());
    await new Promise((resolve) => setTimeout(resolve, ms()));
    await route.fulfill({ response });
  });
}

test('ten new trips in a row each open with their title from the device while the create is on its way, never as deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signInNewTraveller(page, request, 'Eva Révová');
  const tripPageSeen = await watchTripPage(page);
  await installed(page, '/cs/muj-ucet');
  // A slow connection. The trip's read, answered 404 before the create reaches the server, arrives late. Every other
  // trip the create is slow and the page quick (the title shows while the server does not know the trip yet); every
  // other the page is slow (it arrives after the create was answered, while that 404 is still on its way).
  const delays = { create: 0, page: 0 };
  await page.context().route('**/api/trip/create', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delays.create));
    await route.fallback();
  });
  await slowAnswers(page, '**/api/page?*vylet*', () => delays.page);
  await slowAnswers(page, '**/api/trip/places?*', () => 2500);
  const serverStatus = async (tripId: string) =>
    (await request.get(`/api/trip/places?locale=cs&tripId=${tripId}`)).status();

  for (let n = 1; n <= 10; n += 1) {
    const slowCreate = n % 2 === 0;
    Object.assign(delays, slowCreate ? { create: 4000, page: 0 } : { create: 1000, page: 1500 });
    const title = `Výlet po sklepích ${n}`;
    await page.getByRole('button', { name: 'Vytvořit výlet' }).click();
    const modal = page.getByRole('dialog', { name: 'Nový výlet' });
    await modal.getByLabel('Název').fill(title);
    await modal.getByRole('button', { name: 'Vytvořit výlet' }).click();
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    const tripId = /\/cs\/vylet\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
    expect(tripId, page.url()).not.toBe('');
    // Shown from the device: the server does not have the trip yet.
    if (slowCreate) expect(await serverStatus(tripId)).toBe(404);
    // The create arrives; the page's reads, answered before and after it, arrive too.
    await expect.poll(() => serverStatus(tripId)).toBe(200);
    await page.waitForTimeout(3500);
    await expect(heading).toBeVisible();
    expect(await tripPageSeen(), `trip ${n}`).toEqual({ notFound: false, titleLost: false });
    await page.getByRole('navigation', { name: 'breadcrumbs' }).getByRole('link', { name: 'Můj účet' }).click();
    await expect(page.getByRole('region', { name: 'Naposledy upravené výlety' }).getByText(title)).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a request whose save answers 500 keeps the form with the spec text (not "offline"), and is sent when tried again', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const title = `Vína od potoka ${Date.now() % 100000}`;
    let failing = true;
    let failed = 0;
    // The server's answer to the save; every other call goes to the real server. The context's route also catches a
    // send by the service worker (Background Sync).
    await context.route('**/api/request/saveEshopRequest', async (route) => {
      if (!failing) return route.fallback();
      failed += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"internal_error","message":"Something went wrong on our side"}',
      });
    });
    await installed(page, '/cs/pozadavky/e-shop/0');

    const name = page.getByRole('textbox', { name: 'Název e-shopu', exact: true });
    await name.fill(title);
    await page.getByRole('textbox', { name: 'Provozovatel', exact: true }).fill('Vinařství Od Potoka s.r.o.');
    await page.getByRole('textbox', { name: 'Adresa e-shopu', exact: true }).fill('https://www.vina-od-potoka.cz');
    await page.getByRole('textbox', { name: 'E-mail pro redakci', exact: true }).fill('eshop@vina-od-potoka.cz');
    await page.getByRole('textbox', { name: 'Telefon pro redakci', exact: true }).fill('604333444');
    const submit = page.getByRole('button', { name: 'Odeslat požadavek' });
    await submit.click();

    const failure = page.getByRole('alert').filter({ hasText: SAVE_FAILED });
    await expect(failure).toBeVisible();
    expect(failed).toBe(1);
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
    await expect(page.getByText(QUEUED)).toHaveCount(0);
    // The form stays, filled, and can be sent again.
    await expect(name).toHaveValue(title);
    await expect(submit).toBeEnabled();
    await failure.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('request-save-failed-390.png') });

    // Nothing was kept to be sent behind the user's back.
    await page.waitForTimeout(3000);
    expect(failed).toBe(1);
    await expect(page.getByTestId('sync-pending')).toHaveCount(0);

    failing = false;
    await submit.click();
    await expect(page.getByText(THANK_YOU)).toBeVisible();
    await expect(page.getByText(QUEUED)).toHaveCount(0);
    const session = await editorSession(request);
    const pending = (await (
      await request.get('/api/review/requests?status=pending', {
        headers: { authorization: `Bearer ${session.accessToken}` },
      })
    ).json()) as ReviewList;
    expect(pending.items.filter((item) => item.title === title)).toHaveLength(1);
  });
});

test("with the app installed an unknown page still answers the server's 404, a known one 200, and offline the shell opens the app", async ({
  page,
  context,
}) => {
  await installed(page, '/cs');

  const missing = await page.goto('/cs/tahle-stranka-neexistuje');
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('Chyba 404');

  const known = await page.goto('/cs/mapa');
  expect(known?.status()).toBe(200);

  // Without a connection the precached shell answers, and the app opens.
  await context.setOffline(true);
  const offline = await page.goto('/cs');
  expect(offline?.status()).toBe(200);
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await context.setOffline(false);
});

test('a screen whose code could not be fetched (the connection dropped on the way) opens when tried again', async ({
  page,
}) => {
  await page.goto('/cs');
  const screenCode = '**/assets/map-page-screen-*.js';
  await page.route(screenCode, (route) => route.abort('internetdisconnected'));
  await page.getByRole('main').getByRole('link', { name: /^Mapa/ }).first().click();
  const failed = page.getByTestId('error-state');
  await expect(failed).toBeVisible();

  // The browser never fetches a failed import again in that page: trying again must load the page anew.
  await page.unroute(screenCode);
  await failed.getByRole('button', { name: 'Zkusit znovu' }).click();
  await expect(page).toHaveURL(/\/cs\/mapa/);
  await expect(page.getByTestId('place-map')).toBeVisible();
});

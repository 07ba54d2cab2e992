import { readFile } from 'node:fs/promises';
import { withoutBackgroundSync } from './fixtures/without-background-sync.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { pathLengthKm } from '../src/shared/domain/trip-route.ts';
import { ROAD_FACTOR } from '../src/shared/constants/trip-plan.ts';

type Session = { user: { id: string }; accessToken: string };
type Counts = { counts: { visited: number; favorite: number; plannedToVisit: number } };
type Trip = { id: string; title: string; tripPlaces: { place: { placeId: number; placeType: string } }[] };

async function signUp(request: APIRequestContext, name = 'Marie Vinná'): Promise<Session> {
  const email = `vylety-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`;
  const answer = await request.post('/api/auth/sign-up', {
    data: { email, name, password: 'ryzlink-2024', passwordConfirmation: 'ryzlink-2024' },
  });
  return (await answer.json()) as Session;
}
const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });
const counts = async (request: APIRequestContext, session: Session) =>
  (
    (await (
      await request.post('/api/user/defaultPlacesCount', { data: { userId: session.user.id }, headers: auth(session) })
    ).json()) as Counts
  ).counts;
const serverTrips = async (request: APIRequestContext, session: Session) =>
  (
    (await (
      await request.get(`/api/user/profile?locale=cs&userId=${session.user.id}&includeTrips=1`, {
        headers: auth(session),
      })
    ).json()) as { trips: Trip[] }
  ).trips;
const signedIn = async (page: Page, session: Session) =>
  page.addInitScript((token) => localStorage.setItem('vm.accessToken', token), session.accessToken);
const upcomingEvents = async (request: APIRequestContext) =>
  (
    (await (await request.get('/api/event?locale=cs&limit=3')).json()) as {
      items: { id: number; url: string; title: string }[];
    }
  ).items;

test('toggles and a rating on a detail page show in the counts of my account', async ({ page, request }) => {
  const session = await signUp(request);
  const [event] = await upcomingEvents(request);
  if (!event) throw new Error('no event in the data set');
  await signedIn(page, session);
  await page.goto(event.url);
  const toggles = page.getByRole('group', { name: 'Moje místa' }).first();
  await toggles.getByRole('button', { name: 'Navštíveno' }).click();
  await toggles.getByRole('button', { name: 'Oblíbené' }).click();
  await expect(toggles.getByRole('button', { name: 'Oblíbené' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: /^Hodnocení/ }).click();
  const scoreModal = page.getByRole('dialog', { name: 'Ohodnoťte místo' });
  // It opens with the place's current state (spec 01 §4): visited and favorite on, not on the wishlist.
  await expect(scoreModal.getByRole('list', { name: 'Moje místa' }).getByRole('listitem')).toHaveText([
    '✓ Navštíveno',
    '✓ Oblíbené',
    '– Chci navštívit',
  ]);
  await scoreModal.getByRole('radio', { name: '4 hvězdičky' }).click();
  await expect(page.getByRole('button', { name: 'Hodnocení: 4' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(
              `/api/user/getSinglePlaceData?userId=${session.user.id}&placeType=event&placeId=${event.id}`,
              { headers: auth(session) },
            )
          ).json()) as { place: { userRating: number } }
        ).place.userRating,
    )
    .toBe(4);

  await page.goto('/cs/muj-ucet');
  await expect(page.getByRole('heading', { level: 1, name: 'Marie Vinná' })).toBeVisible();
  await expect(page.getByText('Vítejte, Marie!')).toBeVisible();
  await expect(page.getByTestId('list-visited')).toContainText('1');
  await expect(page.getByTestId('list-favorite')).toContainText('1');
  await expect(page.getByTestId('list-plannedToVisit')).toContainText('0');
  await page.getByTestId('list-favorite').click();
  await expect(
    page.getByRole('region', { name: 'Oblíbená místa' }).getByRole('link', { name: event.title }),
  ).toBeVisible();
});

test('a trip: created on my account, places from the picker and the search, route order, GPX, a read-only share link, deleted', async ({
  page,
  request,
  browser,
}) => {
  const session = await signUp(request, 'Tomáš Sklepník');
  const events = await upcomingEvents(request);
  for (const event of events) {
    await request.post('/api/user/setPlaceState', {
      data: { userId: session.user.id, placeType: 'event', placeId: event.id, isFavorite: true },
      headers: auth(session),
    });
  }
  await signedIn(page, session);
  await page.goto('/cs/muj-ucet');
  await page.getByRole('button', { name: 'Vytvořit výlet' }).click();
  const modal = page.getByRole('dialog', { name: 'Nový výlet' });
  const create = modal.getByRole('button', { name: 'Vytvořit výlet' });
  await expect(create).toBeDisabled();
  await modal.getByLabel('Název').fill('x');
  await modal.getByLabel('Název').fill('');
  await expect(modal.getByText('Povinné pole')).toBeVisible();
  await modal.getByLabel('Název').fill('Podzim na Pálavě');
  await modal.getByLabel('Popis').fill('Tři dny mezi sklepy');
  await create.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Podzim na Pálavě' })).toBeVisible();
  await expect(page).toHaveURL(/\/cs\/vylet\/[0-9a-f-]{36}$/);
  const tripUrl = page.url();

  await page.getByRole('button', { name: 'Přidat z mých seznamů' }).click();
  const picker = page.getByRole('dialog', { name: 'Přidat z mých seznamů' });
  const addButton = picker.getByRole('button', { name: /^Přidat \(/ });
  await expect(addButton).toHaveText('Přidat (0)');
  await expect(addButton).toBeDisabled();
  for (const event of events.slice(0, 2))
    await picker
      .getByRole('checkbox', { name: new RegExp(event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .check();
  await addButton.click();
  await expect(page.getByTestId('trip-count')).toHaveText('2 položky');

  await page.getByRole('button', { name: 'Hledat místa' }).click();
  const search = page.getByRole('dialog', { name: 'Hledat místa pro výlet' });
  await search.getByRole('checkbox', { name: /^Vinaři/ }).check();
  await search.getByLabel('Název nebo obec').fill('Mikulov');
  await search.getByLabel('Název nebo obec').press('Enter');
  await expect(page).toHaveURL(/#s=Mikulov&t=winemaker$/);
  await expect(search.getByText(/^Nalezeno: \d+/)).toBeVisible();
  await search.getByRole('checkbox', { name: 'Označit vše' }).check();
  const addFound = search.getByRole('button', { name: /^Přidat \(/ });
  await expect(addFound).not.toHaveText('Přidat (0)');
  await addFound.click();
  await expect
    .poll(async () => (await serverTrips(request, session))[0]?.tripPlaces.length ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(2);
  const placeCount = (await serverTrips(request, session))[0]?.tripPlaces.length ?? 0;

  // Optimising saves the shortest order from the first stop and says the day's drive before → after (estimated: the
  // straight line times the road factor); the server's order then has the length the page shows.
  const serverRouteKm = async () => {
    const trip = (
      (await (await request.get(`${tripUrl.replace(/.*\/vylet\//, '/api/trip/places?locale=cs&tripId=')}`)).json()) as {
        data: { places: { latitude: number | null; longitude: number | null }[] };
      }
    ).data;
    return (
      pathLengthKm(
        trip.places.flatMap((place) =>
          place.latitude !== null && place.longitude !== null
            ? [{ latitude: place.latitude, longitude: place.longitude }]
            : [],
        ),
      ) * ROAD_FACTOR
    );
  };
  await expect(page.getByTestId('sync-pending')).toHaveCount(0, { timeout: 15_000 });
  const before = await serverRouteKm();
  await page.getByRole('button', { name: 'Optimalizovat trasu' }).click();
  const optimised = page.getByTestId('optimised');
  await expect(optimised).toContainText(/km/);
  const shown = ((await optimised.textContent()) ?? '').match(/([\d.]+) km → ([\d.]+) km|\(([\d.]+) km\)/);
  const beforeKm = Number(shown?.[1] ?? shown?.[3]);
  const afterKm = Number(shown?.[2] ?? shown?.[3]);
  expect(Math.abs(beforeKm - before)).toBeLessThan(0.06);
  expect(afterKm).toBeLessThanOrEqual(beforeKm);
  await expect.poll(async () => Math.abs((await serverRouteKm()) - afterKm), { timeout: 15_000 }).toBeLessThan(0.06);
  await expect(page.getByTestId('trip-map').locator('.map-stop')).not.toHaveCount(0);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stáhnout GPX' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('podzim-na-palave.gpx');
  const gpx = await readFile(await download.path(), 'utf8');
  expect(gpx).toContain('<name>Podzim na Pálavě</name>');
  expect((gpx.match(/<wpt /g) ?? []).length).toBeGreaterThan(1);

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(tripUrl);
  await expect(strangerPage.getByRole('heading', { level: 1, name: 'Podzim na Pálavě' })).toBeVisible();
  await expect(strangerPage.getByText('Prohlížíte sdílený výlet.')).toBeVisible();
  await expect(strangerPage.getByTestId('trip-places').getByRole('listitem')).toHaveCount(placeCount);
  await expect(strangerPage.getByRole('button', { name: 'Upravit' })).toHaveCount(0);
  await expect(strangerPage.getByRole('button', { name: 'Smazat výlet' })).toHaveCount(0);
  await expect(strangerPage.getByRole('button', { name: /^Odebrat/ })).toHaveCount(0);
  await stranger.close();

  await page.getByRole('button', { name: 'Smazat výlet' }).click();
  await page.getByRole('dialog', { name: 'Smazat výlet?' }).getByRole('button', { name: 'Ano, smazat' }).click();
  await expect(page).toHaveURL(/\/cs\/muj-ucet$/);
  await expect.poll(async () => (await serverTrips(request, session)).length, { timeout: 15_000 }).toBe(0);
  await expect(page.getByText('Zatím nemáte žádný výlet.')).toBeVisible();
});

test('wishlist on opens the add-to-trip dialog; changes made without a connection survive a reload and reach the server once', async ({
  page,
  request,
  context,
}) => {
  await withoutBackgroundSync(page);
  const session = await signUp(request);
  const [event, second] = await upcomingEvents(request);
  if (!event || !second) throw new Error('no events in the data set');
  const tripId = crypto.randomUUID();
  await request.post('/api/trip/create', {
    data: { id: tripId, title: 'Víkend ve Znojmě', userId: session.user.id },
    headers: auth(session),
  });
  await signedIn(page, session);
  await page.goto(event.url);
  await page.getByRole('group', { name: 'Moje místa' }).first().getByRole('button', { name: 'Chci navštívit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Přidat do výletu' });
  await dialog.getByRole('button', { name: /Víkend ve Znojmě/ }).click();
  await expect(page.getByText('Přidáno do výletu „Víkend ve Znojmě“')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Moje místa' }).first().getByRole('button', { name: 'Chci navštívit' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await counts(request, session)).plannedToVisit).toBe(1);
  await expect.poll(async () => (await serverTrips(request, session))[0]?.tripPlaces.length).toBe(1);

  // No connection: the changes wait in the outbox, through a reload, then go once.
  await page.goto(`/cs/vylet/${tripId}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Víkend ve Znojmě' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Upravit' }).click();
  const edit = page.getByRole('dialog', { name: 'Upravit výlet' });
  await edit.getByLabel('Název').fill('Víkend v Mikulově');
  await edit.getByRole('button', { name: 'Uložit' }).click();
  await page
    .getByRole('button', { name: new RegExp(`^Odebrat: ${event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
  await page.getByRole('dialog', { name: 'Odebrat místo z výletu?' }).getByRole('button', { name: 'Odebrat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Víkend v Mikulově' })).toBeVisible();
  await expect(page.getByText(/Změny čekají na odeslání \(2\)/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Víkend v Mikulově' })).toBeVisible();
  await expect(page.getByTestId('trip-count')).toHaveText('0 položek');
  expect((await serverTrips(request, session))[0]?.title).toBe('Víkend ve Znojmě');

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverTrips(request, session))[0]?.title, { timeout: 30_000 })
    .toBe('Víkend v Mikulově');
  await expect.poll(async () => (await serverTrips(request, session))[0]?.tripPlaces.length).toBe(0);
  await expect(page.getByText(/Změny čekají na odeslání/)).toHaveCount(0);
  expect(await serverTrips(request, session)).toHaveLength(1);
});

test('the places search adds every ticked place, also those ticked before the search changed, and counts them on the button', async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'Petra Hledající');
  const tripId = crypto.randomUUID();
  await request.post('/api/trip/create', {
    data: { id: tripId, title: 'Sklepy odevšad', userId: session.user.id },
    headers: auth(session),
  });
  await signedIn(page, session);
  await page.goto(`/cs/vylet/${tripId}`);
  await page.getByRole('button', { name: 'Hledat místa' }).click();
  const search = page.getByRole('dialog', { name: 'Hledat místa pro výlet' });
  const firstResult = search.locator('.place-checklist label').first();
  const searchFor = async (text: string) => {
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/trip/places-search') && decodeURIComponent(response.url()).includes(`s=${text}`),
    );
    await search.getByLabel('Název nebo obec').fill(text);
    await search.getByLabel('Název nebo obec').press('Enter');
    await answered;
    await expect(firstResult.getByRole('checkbox')).not.toBeChecked();
  };
  await searchFor('Mikulov');
  const mikulov = await firstResult.locator('span').first().textContent();
  await firstResult.getByRole('checkbox').check();
  await searchFor('Novák');
  const novak = await firstResult.locator('span').first().textContent();
  await firstResult.getByRole('checkbox').check();
  await search.getByRole('button', { name: 'Přidat (2)' }).click();
  const titles = async () =>
    (
      (await (await request.get(`/api/trip/places?locale=cs&tripId=${tripId}`)).json()) as {
        data: { places: { title: string }[] };
      }
    ).data.places.map((place) => place.title);
  await expect.poll(async () => (await titles()).sort(), { timeout: 15_000 }).toEqual([mikulov, novak].sort());
});

test('account settings: the name is saved with a 3-second message, the e-mail is read-only, the account can be deleted', async ({
  page,
  request,
}) => {
  const session = await signUp(request);
  await signedIn(page, session);
  await page.goto('/cs/muj-ucet/nastaveni');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await page.getByLabel('Jméno').fill('Marie Révová');
  await page.getByLabel('Newsletter pro odborníky').check();
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Změny byly uloženy.')).toBeVisible();
  await expect(page.getByText('Změny byly uloženy.')).toHaveCount(0, { timeout: 5000 });
  await expect(page.getByLabel('Jméno')).toHaveValue('Marie Révová');
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/user/profile?locale=cs&userId=${session.user.id}`, { headers: auth(session) })
          ).json()) as { profile: { name: string; newsletterProfessionals: boolean } }
        ).profile,
    )
    .toEqual({ name: 'Marie Révová', newsletterPublic: false, newsletterProfessionals: true });

  await page.getByRole('button', { name: 'Smazat účet' }).click();
  await page.getByRole('dialog', { name: 'Smazat účet?' }).getByRole('button', { name: 'Ano, smazat účet' }).click();
  await expect(page).toHaveURL(/\/cs\/?$/);
  expect(
    (await request.get(`/api/user/profile?locale=cs&userId=${session.user.id}`, { headers: auth(session) })).status(),
  ).toBe(401);
  await page.goto('/cs/muj-ucet');
  await expect(page).toHaveURL(/signin=1/);
});

test('signed in, site search results can be ticked and added to a trip', async ({ page, request }) => {
  const session = await signUp(request);
  const tripId = crypto.randomUUID();
  await request.post('/api/trip/create', {
    data: { id: tripId, title: 'Hledané sklepy', userId: session.user.id },
    headers: auth(session),
  });
  await signedIn(page, session);
  await page.goto('/cs?showModal=1&search=Mikulov');
  const add = page.getByRole('button', { name: /^Přidat do výletu \(/ });
  await expect(add).toHaveText('Přidat do výletu (0)');
  await expect(add).toBeDisabled();
  const marks = page.getByRole('checkbox', { name: /^Označit: / });
  await marks.nth(0).check();
  await marks.nth(1).check();
  await expect(add).toHaveText('Přidat do výletu (2)');
  await add.click();
  await page
    .getByRole('dialog', { name: 'Přidat do výletu' })
    .getByRole('button', { name: /Hledané sklepy/ })
    .click();
  await expect(page.getByText('Přidáno do výletu „Hledané sklepy“')).toBeVisible();
  await expect
    .poll(async () => (await serverTrips(request, session))[0]?.tripPlaces.length, { timeout: 15_000 })
    .toBe(2);
});

test('my account lists trips by title, 2 then 6 more per click, and the 3 last updated newest first', async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'Tomáš Sklepník');
  const titles = ['Hustopeče', 'Bzenec', 'Valtice', 'Čejkovice', 'Mikulov', 'Znojmo', 'Kyjov', 'Lednice', 'Pavlov'];
  for (const title of titles) {
    expect(
      (
        await request.post('/api/trip/create', {
          data: { id: crypto.randomUUID(), title, userId: session.user.id },
          headers: auth(session),
        })
      ).status(),
    ).toBe(200);
  }
  await signedIn(page, session);
  await page.goto('/cs/muj-ucet');
  const mine = page.getByTestId('my-trips').locator('.trip-card__title');
  await expect(mine).toHaveText(['Bzenec', 'Čejkovice']);
  await page.getByRole('button', { name: 'Zobrazit další' }).click();
  await expect(mine).toHaveText([
    'Bzenec',
    'Čejkovice',
    'Hustopeče',
    'Kyjov',
    'Lednice',
    'Mikulov',
    'Pavlov',
    'Valtice',
  ]);
  await page.getByRole('button', { name: 'Zobrazit další' }).click();
  await expect(mine).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'Zobrazit další' })).toHaveCount(0);
  const latest = page.getByRole('region', { name: 'Naposledy upravené výlety' }).locator('.trip-card__title');
  await expect(latest).toHaveText(['Pavlov', 'Lednice', 'Kyjov']);
});

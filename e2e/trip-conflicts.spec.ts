import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInAs, signUpTraveller } from './fixtures/traveller-session.ts';
import { buildTrip, searchPlaces } from './fixtures/trip-builder.ts';

test('two devices edit one trip offline; after both sync, both show the same merged trip', async ({
  browser,
  request,
}) => {
  const session = await signUpTraveller(request, 'Dana');
  const [kept, removedOnA, alsoKept, addedOnB] = await searchPlaces(request, 4);
  if (!kept || !removedOnA || !alsoKept || !addedOnB) throw new Error('not enough places in the data set');
  const { tripId } = await buildTrip(request, session, 'Společný výlet', [kept, removedOnA, alsoKept]);

  const device = async () => {
    const context = await browser.newContext();
    await signInAs(context, session);
    const page = await context.newPage();
    await page.goto(`/cs/vylet/${tripId}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(page.getByTestId('trip-places').getByRole('listitem')).toHaveCount(3);
    return { context, page };
  };
  const a = await device();
  const b = await device();
  await a.context.setOffline(true);
  await b.context.setOffline(true);

  const rename = async (page: Page, title: string) => {
    await page.getByRole('button', { name: 'Upravit' }).click();
    const edit = page.getByRole('dialog', { name: 'Upravit výlet' });
    await edit.getByLabel('Název').fill(title);
    await edit.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  };
  await rename(a.page, 'Výlet z telefonu');
  await a.page.getByRole('button', { name: `Odebrat: ${removedOnA.title}` }).click();
  await a.page
    .getByRole('dialog', { name: 'Odebrat místo z výletu?' })
    .getByRole('button', { name: 'Odebrat' })
    .click();
  // B edits later: its title is the newer one.
  await b.page.waitForTimeout(50);
  await rename(b.page, 'Výlet z tabletu');
  // B adds a place through the search, which needs the server: it is queued with the title change once B is back.
  await b.context.setOffline(false);
  await b.page.getByRole('button', { name: 'Hledat místa' }).click();
  const search = b.page.getByRole('dialog', { name: 'Hledat místa pro výlet' });
  await search.getByLabel('Název nebo obec').fill(addedOnB.title);
  await search.getByLabel('Název nebo obec').press('Enter');
  await b.context.setOffline(true);
  await search
    .getByRole('checkbox', { name: new RegExp(addedOnB.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .check();
  await search.getByRole('button', { name: /^Přidat \(1\)/ }).click();

  await a.context.setOffline(false);
  await expect(a.page.getByTestId('sync-pending')).toHaveCount(0, { timeout: 30_000 });
  await b.context.setOffline(false);
  await expect(b.page.getByTestId('sync-pending')).toHaveCount(0, { timeout: 30_000 });

  const shown = async (page: Page) => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Výlet z tabletu' })).toBeVisible();
    // The page may first show what it kept from before the reload; it settles on the server's merged trip.
    await expect(page.getByTestId('trip-places').getByRole('link')).toHaveCount(3);
    return (await page.getByTestId('trip-places').getByRole('link').allTextContents()).sort();
  };
  await expect(b.page.getByRole('button', { name: /Vyžaduje pozornost/ })).toHaveCount(0);
  const expected = [kept.title, alsoKept.title, addedOnB.title].sort();
  expect(await shown(a.page)).toEqual(expected);
  expect(await shown(b.page)).toEqual(expected);
  await a.context.close();
  await b.context.close();
});

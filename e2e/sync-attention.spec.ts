import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
import { buildTrip } from './fixtures/trip-builder.ts';
import { withoutBackgroundSync } from './fixtures/without-background-sync.ts';

test('offline the header counts waiting changes; a change the server refuses is listed with its reason and can be discarded', async ({
  page,
  request,
  context,
}) => {
  await withoutBackgroundSync(page);
  const session = await signInNewTraveller(page, request, 'Petra');
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const { tripId } = await buildTrip(request, session, 'Brzy smazaný', []);
  await page.goto(`/cs/vylet/${tripId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Brzy smazaný' })).toBeVisible();
  // The app has taken over the server's first paint (the owner's buttons are the app's).
  const editButton = page.getByRole('button', { name: 'Upravit' });
  await expect(editButton).toBeVisible();

  await context.setOffline(true);
  await editButton.click();
  const edit = page.getByRole('dialog', { name: 'Upravit výlet' });
  await edit.getByLabel('Název').fill('Úprava z vinice');
  await edit.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByTestId('sync-pending')).toHaveText('1 změna čeká na odeslání');

  // Meanwhile the trip is deleted on another device: the edit can never apply.
  expect(
    (await request.post('/api/trip/delete', { data: { tripId, userId: session.user.id }, headers })).status(),
  ).toBe(200);
  await context.setOffline(false);
  const attention = page.getByRole('button', { name: 'Vyžaduje pozornost (1)' });
  await expect(attention).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('sync-pending')).toHaveCount(0);
  await attention.click();
  const list = page.getByRole('dialog', { name: 'Změny, které server nepřijal' });
  await expect(list.getByText('Úprava výletu: Úprava z vinice')).toBeVisible();
  await expect(list.getByText('Důvod: No such trip')).toBeVisible();
  await list.getByRole('button', { name: 'Zahodit' }).click();
  await expect(page.getByRole('button', { name: /Vyžaduje pozornost/ })).toHaveCount(0);
  expect(
    await page.evaluate(
      async () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('vinarska-mapa');
          open.onsuccess = () => {
            const count = open.result.transaction('outbox').objectStore('outbox').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    ),
  ).toBe(0);
});

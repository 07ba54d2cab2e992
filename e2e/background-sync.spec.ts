import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';

test('when the page cannot send a change, Background Sync sends it from the service worker, once', async ({
  page,
  request,
}) => {
  const session = await signInNewTraveller(page, request, 'Bára');
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const [event] = (
    (await (await request.get('/api/event?locale=cs&limit=1')).json()) as {
      items: { id: number; url: string; title: string }[];
    }
  ).items;
  if (!event) throw new Error('no event in the data set');
  await page.goto(event.url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The page's own sends fail (as on a dropped connection); the service worker's are not routed through the page.
  let pageAttempts = 0;
  await page.route('**/api/user/setPlaceState', (route) => {
    pageAttempts += 1;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('group', { name: 'Moje místa' }).first().getByRole('button', { name: 'Navštíveno' }).click();
  await expect.poll(() => pageAttempts).toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
            sync?: { getTags: () => Promise<string[]> };
          };
          return (await registration.sync?.getTags()) ?? ['unsupported'];
        }),
      { timeout: 10_000 },
    )
    .not.toEqual(['unsupported']);

  const state = async () =>
    (
      (await (
        await request.get(
          `/api/user/getSinglePlaceData?userId=${session.user.id}&placeType=event&placeId=${event.id}`,
          { headers },
        )
      ).json()) as { place: { isVisited: boolean } }
    ).place;
  await expect.poll(async () => (await state()).isVisited, { timeout: 30_000 }).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(
        async () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('vinarska-mapa');
            open.onsuccess = () => {
              const count = open.result.transaction('outbox').objectStore('outbox').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    )
    .toBe(0);
});

import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
import { buildTrip, searchPlaces } from './fixtures/trip-builder.ts';

// Valtice's square: the traveller's guesthouse, a few kilometres south of Mikulov.
const HERE = { latitude: 48.7406, longitude: 16.7554 };
test.use({ geolocation: HERE, permissions: ['geolocation'] });

test("a day's route starts where the traveller chooses: a stop, their location or a place found by name", async ({
  page,
  request,
}) => {
  const session = await signInNewTraveller(page, request);
  const found = (await searchPlaces(request, 10)).filter((place) => place.latitude !== null);
  const places = found.slice(0, 4);
  expect(places).toHaveLength(4);
  const { tripId } = await buildTrip(request, session, 'Od penzionu', places);
  await page.goto(`/cs/vylet/${tripId}`);

  const picker = page.getByRole('button', { name: /^Start: / });
  await expect(picker).toHaveText(/Start: První zastávka/);
  // A stop of the day.
  await picker.click();
  const panel = page.getByRole('group', { name: 'Start' });
  await panel.getByRole('button', { name: `3. ${places[2]?.title ?? ''}` }).click();
  await expect(picker).toHaveText(
    new RegExp(`Start: ${(places[2]?.title ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: 'Optimalizovat trasu' }).click();
  await expect(page.getByTestId('optimised')).toContainText('km');
  // The chosen stop leads the optimised day.
  await expect(page.getByTestId('trip-places').getByRole('listitem').first()).toContainText(places[2]?.title ?? '');

  // My location (the browser's position).
  await picker.click();
  await panel.getByRole('button', { name: 'Moje poloha' }).click();
  await expect(picker).toHaveText(/Start: Moje poloha/);

  // A place found by name, and Escape closes the panel where it opened.
  await picker.click();
  await panel.getByLabel('Místo nebo obec').fill(found[5]?.title ?? 'Mikulov');
  const result = panel.getByRole('list', { name: 'Místo nebo obec' }).getByRole('button').first();
  await expect(result).toBeVisible();
  const label = (await result.textContent()) ?? '';
  await result.click();
  await expect(picker).toContainText(label);
  await picker.click();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(picker).toBeFocused();
  await page.getByRole('button', { name: 'Optimalizovat trasu' }).click();
  await expect(page.getByTestId('optimised')).toContainText('km');
});

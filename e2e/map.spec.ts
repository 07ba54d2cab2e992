import { expect, test } from '@playwright/test';

test('the map page clusters places, zooms into a cluster and opens a bubble, with the outline while tiles fail', async ({ page }) => {
  await page.goto('/cs/mapa');
  const map = page.getByTestId('place-map');
  await expect(map).toBeVisible();
  await expect.poll(async () => Number(await map.getAttribute('data-points'))).toBeGreaterThan(100);
  // The e2e server's tile address points nowhere: the outline of Czechia and the six subregions stays drawn.
  await expect(page.locator('.leaflet-overlay-pane path')).toHaveCount(7);
  await expect(page.getByText('Podkladová mapa není dostupná', { exact: false })).toBeVisible();

  const clusters = page.locator('.map-cluster');
  await expect(clusters.first()).toBeVisible();
  const before = await clusters.count();
  await clusters.first().click();
  await expect.poll(async () => (await page.locator('.map-cluster').count()) + (await page.locator('.map-pin').count())).not.toBe(before);
});

test('the map filter by type and search lives in the hash and survives a reload; a pin opens its bubble', async ({ page }) => {
  await page.goto('/cs/mapa');
  await page.getByRole('checkbox', { name: 'Restaurace' }).check();
  await page.getByRole('searchbox', { name: 'Hledat' }).fill('a');
  await page.getByRole('button', { name: 'Zobrazit' }).click();
  await expect(page).toHaveURL(/#s=a&t=restaurant$/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Restaurace' })).toBeChecked();
  await expect(page.getByRole('searchbox', { name: 'Hledat' })).toHaveValue('a');
  await expect(page.getByText(/Míst na mapě: [1-9]/)).toBeVisible();
  const pins = page.locator('.map-pin');
  for (let i = 0; i < 10 && (await pins.count()) === 0; i += 1) {
    await page.locator('.map-cluster').first().click({ force: true });
    await page.waitForTimeout(400);
  }
  await expect(pins.first()).toBeVisible();
  await pins.first().click({ force: true });
  const bubble = page.locator('.map-bubble');
  await expect(bubble).toBeVisible();
  await expect(bubble.locator('a.map-bubble__title')).toHaveAttribute('href', /^\/cs\/restaurace\/\d+-/);
});

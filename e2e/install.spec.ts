import { expect, test } from './fixtures/app-test.ts';

type Manifest = {
  name: string;
  icons: { sizes: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
  screenshots?: { form_factor?: string }[];
};

test('the manifest names the icons and the "My trips" and "Map" shortcuts; the install button appears where the browser offers installing', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    ['Moje výlety', '/cs/muj-ucet'],
    ['Mapa', '/cs/mapa'],
  ]);
  expect((manifest.screenshots ?? []).map((shot) => shot.form_factor)).toEqual(['wide', 'narrow']);
  for (const shortcut of manifest.shortcuts) expect((await request.get(shortcut.url)).status()).toBe(200);

  await page.goto('/cs');
  await expect(page.getByRole('button', { name: 'Přihlásit', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nainstalovat aplikaci' })).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Nainstalovat aplikaci' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(page.getByRole('button', { name: 'Nainstalovat aplikaci' })).toHaveCount(0);
});

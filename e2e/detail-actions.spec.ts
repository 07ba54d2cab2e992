import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { signInNewTraveller } from './fixtures/traveller-session.ts';
type Listed = { id: number; url: string; title: string };
type Detail = Listed & { location: { latitude: number; longitude: number } | null };

const json = async <T>(request: APIRequestContext, url: string): Promise<T> =>
  (await (await request.get(url)).json()) as T;

/** A winemaker with a position, as its detail shows it. */
async function winemaker(request: APIRequestContext): Promise<Detail & { location: NonNullable<Detail['location']> }> {
  const { items } = await json<{ items: Listed[] }>(request, '/api/wineEntity?t=winemaker&limit=10&locale=cs');
  for (const { id } of items) {
    const detail = await json<Detail>(request, `/api/wineEntityDetail?id=${id}&locale=cs`);
    if (detail.location) return { ...detail, location: detail.location };
  }
  throw new Error('no winemaker with a position in the data set');
}

const bar = (page: Page) => page.getByRole('group', { name: 'Akce s místem' });

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('the action bar sits under the title, and a guest asked to sign in by its favourite', async ({
      page,
      request,
    }) => {
      const place = await winemaker(request);
      await page.goto(place.url);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText(place.title);
      const actions = bar(page);
      await expect(actions.getByRole('button')).toHaveText([
        'Oblíbené',
        'Navštíveno',
        'Chci navštívit',
        'Přidat do výletu',
        'Sdílet',
      ]);
      // On a desktop browser "Navigovat" is a disclosure of the maps to choose from.
      await expect(actions.locator('summary')).toHaveText('Navigovat');
      const [heading, box] = [await title.boundingBox(), await actions.boundingBox()];
      if (!heading || !box) throw new Error('title or bar not laid out');
      expect(box.y).toBeGreaterThan(heading.y);
      expect(box.y - (heading.y + heading.height)).toBeLessThan(120);

      await page.mouse.wheel(0, 2500);
      const floating = page.locator('.detail-actions--floating');
      if (size.width < 600) {
        await expect(floating).toBeVisible();
        const moved = await actions.boundingBox();
        if (!moved) throw new Error('bar not laid out');
        expect(moved.y + moved.height).toBeGreaterThan(size.height - 8);
        expect(moved.y + moved.height).toBeLessThanOrEqual(size.height + 1);
      } else {
        await expect(page.locator('.detail-actions')).toBeVisible();
        await expect(actions).not.toBeInViewport();
      }

      await actions.getByRole('button', { name: 'Oblíbené' }).click();
      const dialog = page.getByRole('dialog', { name: 'Přihlášení' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/signin=1/);
      await dialog.getByRole('button', { name: 'Zavřít' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(actions.getByRole('button', { name: 'Oblíbené' })).toHaveAttribute('aria-pressed', 'false');
    });

    test('signed in, the bar’s favourite toggles and survives a reload', async ({ page, request }) => {
      const session = await signInNewTraveller(page, request, 'Marie Vinná');
      const place = await winemaker(request);
      await page.goto(place.url);
      const favourite = bar(page).getByRole('button', { name: 'Oblíbené' });
      await expect(favourite).toHaveAttribute('aria-pressed', 'false');
      await expect(favourite).toBeEnabled();
      await favourite.click();
      await expect(favourite).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page.getByRole('group', { name: 'Moje místa' }).getByRole('button', { name: 'Oblíbené' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(async () => {
          const answer = await request.post('/api/user/defaultPlacesCount', {
            data: { userId: session.user.id },
            headers: { Authorization: `Bearer ${session.accessToken}` },
          });
          return ((await answer.json()) as { counts: { favorite: number } }).counts.favorite;
        })
        .toBe(1);
      await page.reload();
      await expect(bar(page).getByRole('button', { name: 'Oblíbené' })).toHaveAttribute('aria-pressed', 'true');
      await bar(page).getByRole('button', { name: 'Oblíbené' }).click();
      await expect(bar(page).getByRole('button', { name: 'Oblíbené' })).toHaveAttribute('aria-pressed', 'false');
    });

    test('Navigovat offers Mapy.cz and Google Maps on a desktop, and share copies the page’s address', async ({
      page,
      request,
    }) => {
      const place = await winemaker(request);
      const { latitude, longitude } = place.location;
      // This browser has no share sheet: the address goes to the clipboard, recorded here.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
        const copied: string[] = [];
        Object.assign(window, { copied });
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
          configurable: true,
        });
      });
      await page.goto(place.url);
      const actions = bar(page);
      await actions.locator('summary', { hasText: 'Navigovat' }).click();
      const round = (value: number) => String(Math.round(value * 1e6) / 1e6);
      const [lat, lng] = [round(latitude), round(longitude)];
      await expect(actions.getByRole('link', { name: 'Mapy.cz' })).toHaveAttribute(
        'href',
        `https://mapy.cz/zakladni?x=${lng}&y=${lat}&z=16&source=coor&id=${lng},${lat}`,
      );
      await expect(actions.getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
      );
      await expect(actions.getByRole('link', { name: 'Mapy.cz' })).toBeVisible();

      await actions.getByRole('button', { name: 'Sdílet' }).click();
      await expect(actions.getByRole('status')).toHaveText('Odkaz zkopírován.');
      expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([page.url()]);
    });
  });
}

test.describe('on an Android phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile',
  });

  test('Navigovat opens the device’s maps through a geo: link, and share uses the share sheet', async ({
    page,
    request,
  }) => {
    const place = await winemaker(request);
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => (shared.push(data), Promise.resolve()),
        configurable: true,
      });
    });
    await page.goto(place.url);
    const navigate = bar(page).getByRole('link', { name: 'Navigovat' });
    await expect(navigate).toHaveAttribute('href', /^geo:\d+(\.\d+)?,\d+(\.\d+)?\?q=/);
    await bar(page).getByRole('button', { name: 'Sdílet' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ title: place.title, url: page.url() }]);
  });
});

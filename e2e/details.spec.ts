import { expect, test, type APIRequestContext } from '@playwright/test';

type Item = { url: string; title: string; id: number };

/** A winemaker with an e-shop whose summer and winter hours differ, so the season toggle shows a change. */
async function firstWinemakerUrl(request: APIRequestContext, locale = 'cs') {
  const { items } = (await (await request.get(`/api/wineEntity?t=winemaker&p=hasEshop&limit=50&locale=${locale}`)).json()) as { items: Item[] };
  for (const item of items) {
    const detail = (await (await request.get(`/api/wineEntityDetail?id=${item.id}&locale=${locale}`)).json()) as { sections: { openingHours?: { summer?: unknown; winter?: unknown } } };
    const hours = detail.sections.openingHours;
    if (hours?.summer && JSON.stringify(hours.summer) !== JSON.stringify(hours.winter) && JSON.stringify(hours.summer).includes(':')) return item;
  }
  throw new Error('no winemaker with seasonal hours in the data set');
}

test('a winemaker detail shows contacts, hours with the season toggle, services, gallery and asks to sign in on toggles', async ({ page, request }) => {
  const winery = await firstWinemakerUrl(request);
  await page.goto(winery.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(winery.title);
  await expect(page.getByRole('link', { name: /^\+420 \d{3} \d{3} \d{3}$/ }).first()).toBeVisible();
  await expect(page.locator('.detail__about').getByRole('link', { name: 'E-shop' })).toBeVisible();

  const hours = page.getByTestId('opening-hours');
  await expect(page.getByRole('button', { name: 'Léto' })).toHaveAttribute('aria-pressed', 'true');
  const summer = await hours.textContent();
  await page.getByRole('button', { name: 'Zima' }).click();
  await expect(page.getByRole('button', { name: 'Zima' })).toHaveAttribute('aria-pressed', 'true');
  await expect(hours).not.toHaveText(summer ?? '');

  await page.getByRole('button', { name: /další|Všechny služby/ }).click();
  const services = page.getByRole('dialog', { name: 'Služby' });
  await expect(services).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(services).toHaveCount(0);

  await page.getByRole('button', { name: /Otevřít obrázek 1\// }).click();
  const lightbox = page.getByRole('dialog', { name: new RegExp(`${winery.title} 1/`) });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Předchozí' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);

  await page.getByRole('group', { name: 'Moje místa' }).getByRole('button', { name: 'Navštíveno' }).click();
  await expect(page.getByRole('dialog', { name: 'Přihlaste se' })).toBeVisible();
  await page.getByRole('button', { name: 'Zavřít' }).click();
  await expect(page.getByRole('dialog', { name: 'Přihlaste se' })).toHaveCount(0);

  await expect(page.getByRole('link', { name: 'Přidat vinaře' })).toHaveAttribute('href', '/cs/pozadavky/vinar/0');
  await expect(page.getByRole('link', { name: 'Upravit vinaře' })).toHaveAttribute('href', `/cs/pozadavky/vinar/${winery.id}`);
});

test('production info shows for winemakers, and request links only in Czech', async ({ page, request }) => {
  const winery = await firstWinemakerUrl(request, 'en');
  await page.goto(winery.url);
  await expect(page.getByTestId('production-info')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Přidat vinaře' })).toHaveCount(0);
  await expect(page.locator('.detail__requests')).toHaveCount(0);
});

test('a restaurant detail has its cs-only request links with the spec texts, toggles in About and no favorite at the bottom', async ({ page, request }) => {
  const { items } = (await (await request.get('/api/restaurant?limit=1&locale=cs')).json()) as { items: Item[] };
  const restaurant = items[0];
  expect(restaurant).toBeDefined();
  await page.goto(restaurant?.url ?? '/cs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant?.title ?? '');
  await expect(page.getByText('Chybí vám zde vaše akce?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Přidat restauraci' })).toHaveAttribute('href', '/cs/pozadavky/restaurace/0');
  await expect(page.getByRole('link', { name: 'Upravit restauraci' })).toHaveAttribute('href', `/cs/pozadavky/restaurace/${restaurant?.id}`);
  const toggleGroups = page.getByRole('group', { name: 'Moje místa' });
  await expect(toggleGroups).toHaveCount(2);
  await expect(toggleGroups.nth(0).getByRole('button', { name: 'Oblíbené' })).toBeVisible();
  await expect(toggleGroups.nth(1).getByRole('button', { name: 'Oblíbené' })).toHaveCount(0);

  const english = (await (await request.get('/api/restaurant?limit=1&locale=en')).json()) as { items: Item[] };
  await page.goto(english.items[0]?.url ?? '/en');
  await expect(page.locator('.detail__requests')).toHaveCount(0);
});

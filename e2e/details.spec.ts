import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { municipalitySlug, subregionSlug } from '../src/shared/constants/geography-slugs.ts';

interface WineEntityDetail {
  id: number;
  title: string;
  url: string;
  hasEshop: boolean;
  gallery: unknown[];
  subregion: { id: number } | null;
  address: { municipality: { id: number } | null }[];
  sections: { openingHours?: { hasSummerWinterDifferent?: boolean } };
}

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  (await (await request.get(path)).json()) as T;

/** A winemaker with seasonal opening hours, an e-shop and a gallery that its municipality's list shows on page one. */
async function seasonalWinemaker(request: APIRequestContext): Promise<WineEntityDetail & { listPath: string }> {
  const { items } = await getJson<{ items: { id: number }[] }>(
    request,
    '/api/wineEntity?t=winemaker&p=hasEshop&limit=100&locale=cs',
  );
  for (const { id } of items) {
    const detail = await getJson<WineEntityDetail>(request, `/api/wineEntityDetail?id=${id}&locale=cs`);
    const municipality = detail.address[0]?.municipality?.id;
    if (
      !detail.sections.openingHours?.hasSummerWinterDifferent ||
      detail.gallery.length < 2 ||
      !detail.subregion ||
      !municipality
    )
      continue;
    const firstPage = await getJson<{ items: { id: number }[] }>(
      request,
      `/api/wineEntity?t=winemaker&sr=${detail.subregion.id}&m=${municipality}&limit=10&locale=cs`,
    );
    if (!firstPage.items.some((item) => item.id === id)) continue;
    return {
      ...detail,
      listPath: `/cs/vinari/${subregionSlug(detail.subregion.id) ?? ''}/${municipalitySlug(municipality) ?? ''}`,
    };
  }
  throw new Error('no seasonal winemaker with an e-shop in the data set');
}

async function expectSignInAsked(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Přihlášení' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/signin=1/);
  await dialog.getByRole('button', { name: 'Zavřít' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/signin=1/);
}

test('a winemaker opened from its list shows header, contacts and hours; seasons, services, gallery and toggles work by keyboard', async ({
  page,
  request,
}) => {
  const winery = await seasonalWinemaker(request);
  await page.goto(winery.listPath);
  await page.getByRole('link', { name: winery.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/cs/vinari/${winery.id}-`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(winery.title);
  await expect(
    page.getByRole('navigation', { name: /drobečk|breadcrumb/i }).getByRole('link', { name: 'Vinaři' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^\+420 \d{3} \d{3} \d{3}$/ }).first()).toBeVisible();
  await expect(page.locator('.detail__about').getByRole('link', { name: 'E-shop' })).toBeVisible();

  const hours = page.getByTestId('opening-hours');
  await expect(page.getByRole('button', { name: 'Léto' })).toHaveAttribute('aria-pressed', 'true');
  const summer = await hours.textContent();
  await page.getByRole('button', { name: 'Zima' }).click();
  await expect(page.getByRole('button', { name: 'Zima' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Léto' })).toHaveAttribute('aria-pressed', 'false');
  await expect(hours).not.toHaveText(summer ?? '');

  await page.getByRole('button', { name: /další|Všechny služby/ }).focus();
  await page.keyboard.press('Enter');
  const services = page.getByRole('dialog', { name: 'Služby' });
  await expect(services).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(services).toHaveCount(0);

  await page.getByRole('button', { name: /Otevřít obrázek 1\// }).focus();
  await page.keyboard.press('Enter');
  const total = winery.gallery.length;
  await expect(page.getByRole('dialog', { name: `${winery.title} 1/${total}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Předchozí' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: `${winery.title} 2/${total}` })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: `${winery.title} 1/${total}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Degustace', exact: true })).toBeVisible();
  await expect(page.getByText('Nabídka vlastních vín')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Související' })).toBeVisible();
  const toggles = page.getByRole('group', { name: 'Moje místa' });
  await expect(toggles.getByRole('button')).toHaveText(['Navštíveno', 'Chci navštívit', 'Oblíbené']);
  await toggles.getByRole('button', { name: 'Navštíveno' }).click();
  await expectSignInAsked(page);
  await toggles.getByRole('button', { name: 'Oblíbené' }).click();
  await expectSignInAsked(page);
  await page.getByRole('button', { name: /^Hodnocení/ }).click();
  await expectSignInAsked(page);

  await expect(page.getByRole('link', { name: 'Přidat vinaře' })).toHaveAttribute('href', '/cs/pozadavky/vinar/0');
  await expect(page.getByRole('link', { name: 'Upravit vinaře' })).toHaveAttribute(
    'href',
    `/cs/pozadavky/vinar/${winery.id}`,
  );
});

test('a winemaker in English shows production info and no request links', async ({ page, request }) => {
  const { items } = await getJson<{ items: { url: string }[] }>(
    request,
    '/api/wineEntity?t=winemaker&limit=1&locale=en',
  );
  await page.goto(items[0]?.url ?? '/en');
  await expect(page.getByTestId('production-info')).toBeVisible();
  await expect(page.locator('.detail__requests')).toHaveCount(0);
});

test('a restaurant has its toggles, related places and the Czech add/edit links, which English lacks', async ({
  page,
  request,
}) => {
  const cs = await getJson<{ items: { id: number; url: string; title: string }[] }>(
    request,
    '/api/restaurant?limit=1&locale=cs',
  );
  const restaurant = cs.items[0];
  if (!restaurant) throw new Error('no restaurant in the data set');
  await page.goto(restaurant.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.title);
  const groups = page.getByRole('group', { name: 'Moje místa' });
  await expect(groups.first().getByRole('button')).toHaveText(['Navštíveno', 'Chci navštívit', 'Oblíbené']);
  await expect(groups.last().getByRole('button')).toHaveText(['Navštíveno', 'Chci navštívit']);
  await expect(page.getByRole('region', { name: 'Související' }).getByRole('link').first()).toBeVisible();
  await groups.first().getByRole('button', { name: 'Oblíbené' }).click();
  await expectSignInAsked(page);
  await expect(page.getByText('Chybí vám zde vaše akce?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Přidat restauraci' })).toHaveAttribute(
    'href',
    '/cs/pozadavky/restaurace/0',
  );
  await expect(page.getByText('Potřebujete upravit údaje u této restaurace?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upravit restauraci' })).toHaveAttribute(
    'href',
    `/cs/pozadavky/restaurace/${restaurant.id}`,
  );

  const en = await getJson<{ items: { url: string }[] }>(request, '/api/restaurant?limit=1&locale=en');
  await page.goto(en.items[0]?.url ?? '/en');
  await expect(page.getByRole('group', { name: 'My places' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Přidat restauraci' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upravit restauraci' })).toHaveCount(0);
  await expect(page.locator('a[href^="/cs/pozadavky"]')).toHaveCount(0);
});

test('an event shows its score, three toggles, content, selected events with a link to all events, and Czech links', async ({
  page,
  request,
}) => {
  const { items } = await getJson<{ items: { id: number; url: string; title: string }[] }>(
    request,
    '/api/event?limit=1&locale=cs',
  );
  const event = items[0];
  if (!event) throw new Error('no upcoming event in the data set');
  await page.goto(event.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
  await expect(page.getByTestId('event-dates')).toHaveText(/^\d{1,2}\. \d{1,2}\. \d{4}/);
  await expect(page.getByRole('group', { name: 'Moje místa' }).getByRole('button')).toHaveText([
    'Navštíveno',
    'Chci navštívit',
    'Oblíbené',
  ]);
  await page.getByRole('button', { name: /^Hodnocení/ }).click();
  await expectSignInAsked(page);
  const selected = page.getByRole('region', { name: 'Vybrané akce' });
  await expect(selected.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Všechny akce' })).toHaveAttribute('href', '/cs/kalendar-akci');
  await expect(page.getByRole('link', { name: 'Přidat akci' })).toHaveAttribute('href', '/cs/pozadavky/akce/0');
  await expect(page.getByRole('link', { name: 'Upravit akci' })).toHaveAttribute(
    'href',
    `/cs/pozadavky/akce/${event.id}`,
  );
});

test('an e-shop shows operator, card payment, the shop button, its edit link and a favourite toggle that asks a guest to sign in', async ({
  page,
  request,
}) => {
  const { items } = await getJson<{ items: { id: number; url: string; title: string; eshopUrl: string }[] }>(
    request,
    '/api/eshop?limit=1&locale=cs',
  );
  const eshop = items[0];
  if (!eshop) throw new Error('no e-shop in the data set');
  await page.goto(eshop.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(eshop.title);
  await expect(page.getByTestId('card-payment')).toHaveText(/^(Ano|Ne)$/);
  await expect(page.getByRole('link', { name: 'Přejít do e-shopu' })).toHaveAttribute('href', eshop.eshopUrl);
  await expect(page.getByRole('region', { name: 'Bílá vína' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upravit e-shop' })).toHaveAttribute(
    'href',
    `/cs/pozadavky/e-shop/${eshop.id}`,
  );
  // Its one state toggle, favourite, asks a guest to sign in.
  const toggles = page.getByRole('group', { name: 'Moje místa' });
  await expect(toggles.getByRole('button')).toHaveText(['Oblíbené']);
  await toggles.getByRole('button', { name: 'Oblíbené' }).click();
  await expectSignInAsked(page);
  await expect(toggles.getByRole('button', { name: 'Oblíbené' })).toHaveAttribute('aria-pressed', 'false');
});

test('on a phone the text under a logo stays put when the logo arrives', async ({ page, request }) => {
  const { items } = await getJson<{ items: { id: number; url: string }[] }>(
    request,
    '/api/wineEntity?t=winemaker&limit=50&locale=cs',
  );
  let withLogo: string | undefined;
  for (const { id, url } of items) {
    const detail = await getJson<{ logo: { url: string } | null }>(request, `/api/wineEntityDetail?id=${id}&locale=cs`);
    if (detail.logo) {
      withLogo = url;
      break;
    }
  }
  if (!withLogo) throw new Error('no winemaker with a logo in the data set');
  await page.setViewportSize({ width: 412, height: 823 });
  const heldLogos: Route[] = [];
  await page.route('**/media/**/logo-*', (route) => void heldLogos.push(route));
  await page.goto(withLogo, { waitUntil: 'domcontentloaded' });
  const text = page.locator('.detail__about > div');
  await expect(text).toBeVisible();
  await expect.poll(() => heldLogos.length).toBeGreaterThan(0);
  const before = await text.boundingBox();
  for (const route of heldLogos) await route.continue();
  await expect
    .poll(() => page.locator('.detail__logo').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await text.boundingBox()).toEqual(before);
});

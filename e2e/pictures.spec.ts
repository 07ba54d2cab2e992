import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { editorSession } from './fixtures/editor-session.ts';
import { fillWineryContactsAndProduction } from './fixtures/winery-request-form.ts';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** The image has arrived and has pixels (a broken or missing file has none). */
async function loaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

/** The file a rendition is made of: `/img/500x292/media/seed/vineyard-1001.svg?q=75…` → `/media/seed/vineyard-1001.svg`. */
const sourceOf = (src: string) => new URL(src, 'http://localhost').pathname.replace(/^\/img\/\d+x\d+/, '');

async function firstCardImages(page: Page, count: number): Promise<string[]> {
  const cards = page.getByTestId('place-list').getByRole('listitem');
  await expect(cards.nth(count - 1)).toBeVisible();
  const sources: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const image = cards.nth(i).locator('img.place-card__image');
    await loaded(image);
    sources.push(sourceOf((await image.getAttribute('src')) ?? ''));
  }
  return sources;
}

async function firstWinemakerUrl(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/wineEntity?locale=cs&t=winemaker&offset=0&limit=1');
  const [first] = ((await answer.json()) as { items: { url: string }[] }).items;
  if (!first) throw new Error('no winemaker in the seed');
  return first.url;
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the first six cards of a list show six different pictures, each loaded, wineries and restaurants differ in subject', async ({
      page,
    }, testInfo) => {
      await page.goto('/cs/vinari');
      const winemakers = await firstCardImages(page, 6);
      expect(new Set(winemakers).size).toBe(6);
      for (const source of winemakers) expect(source).toMatch(/^\/media\/seed\/[a-z]+-\d+\.svg$/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`list-vinari-${viewport.width}.png`) });

      await page.goto('/cs/restaurace');
      const restaurants = await firstCardImages(page, 6);
      expect(new Set(restaurants).size).toBe(6);
      // A restaurant's picture is a dish, a winery's is not.
      for (const source of restaurants) expect(source).toMatch(/^\/media\/seed\/food-\d+\.svg$/);
      for (const source of winemakers) expect(source).not.toMatch(/food/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`list-restaurace-${viewport.width}.png`) });
    });

    test('a detail shows its picture in the widths it is shown at, and a monogram logo', async ({
      page,
      request,
    }, testInfo) => {
      await page.goto(await firstWinemakerUrl(request));
      const hero = page.locator('.detail__hero img');
      await loaded(hero);
      await expect(hero).toHaveAttribute('srcset', /\/img\/\d+x\d+\/media\/seed\/.+ \d+w/);
      const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      const logo = page.locator('img.detail__logo');
      await loaded(logo);
      const logoSvg = await (await request.get((await logo.getAttribute('src')) ?? '')).text();
      // The badge carries initials of the name ("VM" for Vinařství Mikulov): one or two letters that start its words.
      const letters = /<text[^>]*>([^<]+)<\/text>/.exec(logoSvg)?.[1] ?? '';
      expect(letters).toMatch(/^\p{Lu}{1,2}$/u);
      const starts = title.split(/\s+/).map((word) => word.charAt(0).toLocaleUpperCase('cs'));
      for (const letter of letters) expect(starts).toContain(letter);
      await page.screenshot({ path: testInfo.outputPath(`detail-${viewport.width}.png`), fullPage: false });
    });
  });
}

test('an uploaded photo, once approved, reaches the card and the detail as renditions with a srcset, not full-size', async ({
  page,
  request,
  browser,
}) => {
  const title = `Vinařství Fotka ${Date.now() % 100000}`;
  await page.goto('/cs/pozadavky/vinar/0');
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('Název').fill(title);
  await page.getByRole('checkbox', { name: 'Vinařství', exact: true }).check();
  await page.getByRole('button', { name: 'Přidat program' }).click();
  await box('Název programu').fill('Degustace');
  await box('Popis programu').fill('Pět vzorků ve sklepě.');
  await page.getByLabel('Hlavní obrázek').setInputFiles('e2e/fixtures/vineyard.png');
  await expect(page.locator('.form-upload__preview')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Vinařská podoblast' }).selectOption({ label: 'Mikulovská' });
  await page.getByRole('combobox', { name: 'Vinařská obec' }).selectOption({ index: 1 });
  await box('Ulice').fill('Sklepní');
  await box('PSČ').fill('691 45');
  await box('Telefon do provozovny').fill('731234567');
  await fillWineryContactsAndProduction(page, {
    email: 'fotka@example.cz',
    surname: 'Fotograf',
    hectares: '3',
    litres: '9000',
  });
  await page.getByRole('button', { name: 'Odeslat požadavek' }).click();
  await expect(page.getByText(/Děkujeme za odeslání požadavku/)).toBeVisible();

  const editor = await editorSession(request);
  const editorContext = await browser.newContext();
  await editorContext.addInitScript((token) => localStorage.setItem('vm.accessToken', token), editor.accessToken);
  const review = await editorContext.newPage();
  await review.goto('/cs/pozadavky/schvalovani');
  await review.getByRole('button', { name: new RegExp(title) }).click();
  await review.getByRole('button', { name: 'Schválit' }).click();
  await expect(review.getByRole('status')).toContainText(/schválen/i);
  await editorContext.close();

  await page.goto(`/cs/vinari?s=${encodeURIComponent(title)}`);
  const card = page.getByTestId('place-list').getByRole('listitem').filter({ hasText: title });
  const image = card.locator('img.place-card__image');
  await loaded(image);
  await expect(image).toHaveAttribute('srcset', /\/img\/\d+x\d+\/uploads\/\S+\?q=75\S* \d+w/);
  await expect(image).toHaveAttribute('sizes', /.+/);
  // What the browser took is a rendition from the image route, not the uploaded file itself.
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/img\/\d+x\d+\/uploads\//);

  await card.getByRole('link', { name: title }).click();
  const hero = page.locator('.detail__hero img');
  await loaded(hero);
  await expect(hero).toHaveAttribute('srcset', /\/img\/\d+x\d+\/uploads\/\S+ \d+w/);
  expect(await hero.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/img\/\d+x\d+\/uploads\//);
});

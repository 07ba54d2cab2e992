import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { editorSession } from './fixtures/editor-session.ts';
import { fillWineryContactsAndProduction } from './fixtures/winery-request-form.ts';

const IMAGE = 'e2e/fixtures/vineyard.png';

/** The form saves its draft a moment after each change; wait until the device holds what the page shows. */
async function draftSaved(page: Page, title: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (expected) => {
        const open = indexedDB.open('vinarska-mapa');
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const read = db.transaction('drafts').objectStore('drafts').get('vinar:0');
        const draft = await new Promise<
          { values: { title?: string; touristPrograms?: unknown[]; image?: unknown } } | undefined
        >((resolve) => {
          read.onsuccess = () => resolve(read.result as never);
        });
        db.close();
        return (
          draft?.values.title === expected &&
          (draft.values.touristPrograms?.length ?? 0) === 1 &&
          draft.values.image !== null
        );
      }, title),
    )
    .toBe(true);
}

/** The offline edits are on the device (the draft is written at most 300 ms after a change). */
async function streetSaved(page: Page, street: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const open = indexedDB.open('vinarska-mapa');
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const read = db.transaction('drafts').objectStore('drafts').get('vinar:0');
        const draft = await new Promise<{ values: { address?: { street?: string }[] } } | undefined>((resolve) => {
          read.onsuccess = () => resolve(read.result as never);
        });
        db.close();
        return draft?.values.address?.[0]?.street;
      }),
    )
    .toBe(street);
}

/** A new winery request, loaded once more so that the service worker answers its reloads (offline too). */
async function openWineryFormUnderServiceWorker(page: Page): Promise<void> {
  await page.goto('/cs/pozadavky/vinar/0');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('a winery request: half filled with a program and an image, reloaded, offline and back, finished and sent; an editor approves it and the winery is in the list and the search', async ({
  page,
  context,
  request,
  browser,
}) => {
  const title = `Vinařství Pod Svahem ${Date.now() % 100000}`;
  await openWineryFormUnderServiceWorker(page);
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const preview = page.locator('.form-upload__preview');
  const submit = page.getByRole('button', { name: 'Odeslat požadavek' });
  await expect(submit).toBeDisabled();

  // The first half: name, type, a tourist program and the main image.
  await box('Název').fill(title);
  await page.getByRole('checkbox', { name: 'Vinařství', exact: true }).check();
  await page.getByRole('button', { name: 'Přidat program' }).click();
  await box('Název programu').fill('Řízená degustace ve sklepě');
  await box('Popis programu').fill('Šest vzorků z vlastních vinic s výkladem vinaře.');
  await page.getByLabel('Hlavní obrázek').setInputFiles(IMAGE);
  await expect(preview).toHaveCount(1);
  await draftSaved(page, title);

  await page.reload();
  await expect(page.getByText(/Pokračujete v rozpracovaném požadavku/)).toBeVisible();
  await expect(box('Název')).toHaveValue(title);
  await expect(box('Název programu')).toHaveValue('Řízená degustace ve sklepě');
  await expect(preview).toHaveCount(1);

  // Offline, the form still opens from the device and keeps taking input.
  await context.setOffline(true);
  await page.reload();
  await expect(box('Název')).toHaveValue(title);
  await page.getByRole('combobox', { name: 'Vinařská podoblast' }).selectOption({ label: 'Mikulovská' });
  await page.getByRole('combobox', { name: 'Vinařská obec' }).selectOption({ index: 1 });
  await box('Ulice').fill('Sklepní');
  await box('PSČ').fill('691 45');
  await streetSaved(page, 'Sklepní');
  await context.setOffline(false);
  await page.reload();

  // Resumed and finished.
  await expect(box('Ulice')).toHaveValue('Sklepní');
  await box('Telefon do provozovny').fill('731234567');
  await fillWineryContactsAndProduction(page, {
    email: 'sklep@example.cz',
    surname: 'Sklepník',
    hectares: '4.5',
    litres: '12000',
  });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    page.getByText(
      'Děkujeme za odeslání požadavku. Budeme se mu věnovat co nejdříve a dáme vám vědět, až ho zpracujeme.',
    ),
  ).toBeVisible();

  // The editor approves it.
  const editor = await editorSession(request);
  const editorContext = await browser.newContext();
  await editorContext.addInitScript((token) => localStorage.setItem('vm.accessToken', token), editor.accessToken);
  const review = await editorContext.newPage();
  await review.goto('/cs/pozadavky/schvalovani');
  await review.getByRole('button', { name: new RegExp(title) }).click();
  await expect(review.getByText('Řízená degustace ve sklepě').first()).toBeVisible();
  // Each changed field is named as the form names it, without its path in the request.
  await expect(review.getByRole('rowheader', { name: 'Program 1 – Název programu', exact: true })).toBeVisible();
  await expect(review.getByText('touristPrograms.0.title')).toHaveCount(0);
  // An uploaded image shows as a thumbnail, not as its address.
  await expect(review.locator('.review-diff__after img').first()).toBeVisible();
  await expect(review.getByText(/\/uploads\//)).toHaveCount(0);
  await review.getByRole('button', { name: 'Schválit' }).click();
  await expect(review.getByRole('status')).toContainText(/schválen/i);

  await review.goto(`/cs/vinari?s=${encodeURIComponent(title)}`);
  await expect(review.getByRole('link', { name: title }).first()).toBeVisible();
  await review.goto(`/cs?search=${encodeURIComponent(title)}&showModal=1`);
  await expect(review.getByRole('dialog', { name: 'Vyhledávání' }).getByText(title).first()).toBeVisible();
  await editorContext.close();
});

test('what was typed a moment before a reload, online or offline, is still in the form after it', async ({
  page,
  context,
}) => {
  await openWineryFormUnderServiceWorker(page);
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });

  // Three fields in quick succession, then a reload at once: the last two are inside the 300 ms between writes.
  await box('Název').fill('Vinařství U Lisu');
  await box('Ulice').fill('Sklepní');
  await box('PSČ').fill('691 45');
  await page.reload();
  await expect(box('Název')).toHaveValue('Vinařství U Lisu');
  await expect(box('Ulice')).toHaveValue('Sklepní');
  await expect(box('PSČ')).toHaveValue('691 45');

  await context.setOffline(true);
  await box('Ulice').fill('Vinohradská');
  await box('PSČ').fill('691 44');
  await page.reload();
  await expect(box('Ulice')).toHaveValue('Vinohradská');
  await expect(box('PSČ')).toHaveValue('691 44');
  await context.setOffline(false);
});

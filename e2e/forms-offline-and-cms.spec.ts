import { expect, test } from './fixtures/app-test.ts';
import { withoutBackgroundSync } from './fixtures/without-background-sync.ts';
import { editorSession } from './fixtures/editor-session.ts';

type ReviewList = { items: { title: string }[] };

test('an e-shop request sent offline waits in the outbox, counted by the offline indicator, and reaches the server once when online', async ({
  page,
  context,
  request,
}) => {
  await withoutBackgroundSync(page);
  const title = `Vína z kopce ${Date.now() % 100000}`;
  await page.goto('/cs/pozadavky/e-shop/0');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The form is open (its options loaded) when the signal goes.
  await expect(page.getByRole('textbox', { name: 'Název e-shopu', exact: true })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Název e-shopu', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Provozovatel', exact: true }).fill('Vinařství Z Kopce s.r.o.');
  await page.getByRole('textbox', { name: 'Adresa e-shopu', exact: true }).fill('https://www.vina-z-kopce.cz');
  await page.getByRole('textbox', { name: 'E-mail pro redakci', exact: true }).fill('eshop@vina-z-kopce.cz');
  await page.getByRole('textbox', { name: 'Telefon pro redakci', exact: true }).fill('604111222');
  await page.getByRole('button', { name: 'Odeslat požadavek' }).click();
  await expect(
    page.getByText(
      'Jste offline. Požadavek jsme uložili v tomto zařízení a odešleme ho automaticky, jakmile budete online.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('sync-pending')).toHaveText('1 změna čeká na odeslání');

  // A reload offline keeps the queued request (and says it is waiting).
  await page.reload();
  await expect(page.getByTestId('sync-pending')).toHaveText('1 změna čeká na odeslání');

  await context.setOffline(false);
  await expect(page.getByTestId('sync-pending')).toHaveCount(0, { timeout: 30_000 });

  const session = await editorSession(request);
  const pending = (await (
    await request.get('/api/review/requests?status=pending', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    })
  ).json()) as ReviewList;
  expect(pending.items.filter((item) => item.title === title)).toHaveLength(1);
});

test('the newsletter box subscribes once and then says the address is already subscribed', async ({ page }) => {
  const email = `odber-${Date.now()}@example.cz`;
  await page.goto('/cs');
  const box = page.getByTestId('newsletter');
  await box.getByRole('button', { name: 'Přihlásit k odběru' }).click();
  await expect(box.getByText('Povinné pole')).toBeVisible();
  await box.getByLabel('E-mail').fill(email);
  await box.getByLabel('pro veřejnost').check();
  await box.getByRole('button', { name: 'Přihlásit k odběru' }).click();
  await expect(box.getByRole('heading', { name: 'Děkujeme, jste přihlášeni k odběru.' })).toBeVisible();

  await page.reload();
  await box.getByLabel('E-mail').fill(email);
  await box.getByLabel('pro odborníky').check();
  await box.getByRole('button', { name: 'Přihlásit k odběru' }).click();
  await expect(box.getByRole('heading', { name: 'Tento e-mail už newsletter odebírá.' })).toBeVisible();
});

test('the contact page form checks its fields and is sent', async ({ page }) => {
  await page.goto('/cs/kontakt');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Odeslat' }) });
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(form.getByText('Povinné pole').first()).toBeVisible();
  await form.getByLabel('Jméno a příjmení').fill('Jana Nováková');
  await form.getByLabel('E-mail').fill('jana@example.cz');
  await form.getByRole('radiogroup', { name: 'Čeho se dotaz týká' }).getByRole('radio', { name: 'Spolupráce' }).check();
  await form.getByLabel('Zpráva').fill('Rádi bychom se přidali na mapu.');
  await form.getByLabel('Souhlasím se zpracováním osobních údajů').check();
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByText('Děkujeme, ozveme se vám co nejdříve.')).toBeVisible();
});

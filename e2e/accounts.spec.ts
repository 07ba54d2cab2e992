import { expect, test } from './fixtures/app-test.ts';
import { mailPort } from '../playwright.config.ts';

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test('sign up in the modal that signin=1 opens, see the name in the header, sign out and sign in again; wrong password shows the spec message', async ({
  page,
}) => {
  const email = `eva-${stamp()}@example.cz`;
  await page.goto('/cs?signin=1');
  const dialog = page.getByRole('dialog', { name: 'Přihlášení' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Nemáte účet? Zaregistrujte se' }).click();
  const signUp = page.getByRole('dialog', { name: 'Registrace' });
  await signUp.getByRole('button', { name: 'Zaregistrovat se' }).click();
  await expect(signUp.getByText('Povinné pole').first()).toBeVisible();
  await signUp.getByLabel('Jméno').fill('Eva Malá');
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Heslo', { exact: true }).fill('ryzlink-2024');
  await expect(signUp.getByText('velmi dobré', { exact: true })).toBeVisible();
  await signUp.getByLabel('Heslo znovu').fill('ryzlink-2025');
  await signUp.getByRole('button', { name: 'Zaregistrovat se' }).click();
  await expect(signUp.getByText('Hesla nejsou shodná')).toBeVisible();
  await signUp.getByLabel('Heslo znovu').fill('ryzlink-2024');
  await signUp.getByRole('button', { name: 'Zaregistrovat se' }).click();
  await expect(signUp).toHaveCount(0);
  await expect(page).not.toHaveURL(/signin=1/);
  await expect(page.getByRole('link', { name: 'Můj účet: Eva Malá' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Můj účet: Eva Malá' })).toBeVisible();
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await page.getByRole('button', { name: 'Přihlásit', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Přihlášení' });
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Heslo').fill('ryzlink-2023');
  await signIn.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Nesprávné přihlašovací údaje');
  await signIn.getByLabel('Heslo').fill('ryzlink-2024');
  await signIn.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(signIn).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Můj účet: Eva Malá' })).toBeVisible();
});

test('a recovery link opens the password-reset modal, removes the token from the address and signs in with the new password', async ({
  page,
  request,
}) => {
  const email = `jana-${stamp()}@example.cz`;
  const signUp = await request.post('/api/auth/sign-up', {
    data: { email, name: 'Jana Nová', password: 'frankovka-77', passwordConfirmation: 'frankovka-77' },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto('/cs?signin=1');
  const dialog = page.getByRole('dialog', { name: 'Přihlášení' });
  await dialog.getByRole('button', { name: 'Zapomněli jste heslo?' }).click();
  const recover = page.getByRole('dialog', { name: 'Zapomenuté heslo' });
  await recover.getByLabel('E-mail').fill(email);
  await recover.getByRole('button', { name: 'Poslat odkaz' }).click();
  await expect(recover.getByRole('status')).toContainText('poslali jsme na něj odkaz');

  const mailbox = async () =>
    ((await (await request.get(`http://127.0.0.1:${mailPort}/`)).json()) as { to: string; text: string }[]).filter(
      (m) => m.to === email,
    );
  await expect.poll(async () => (await mailbox()).length).toBe(1);
  const mail = (await mailbox())[0];
  const link = /https?:\/\/[^/\s]+(\/cs#type=recovery&access_token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(link).not.toBeNull();
  await page.goto(link?.[1] ?? '/cs');
  const reset = page.getByRole('dialog', { name: 'Nastavení nového hesla' });
  await expect(reset).toBeVisible();
  expect(page.url()).not.toContain('access_token');
  await reset.getByLabel('Heslo', { exact: true }).fill('svatovavrinecke');
  await reset.getByLabel('Heslo znovu').fill('svatovavrinecke');
  await reset.getByRole('button', { name: 'Uložit heslo' }).click();
  await expect(reset).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Můj účet: Jana Nová' })).toBeVisible();
});

test('a failed account deletion is logged and the flow still goes home (spec 02 §8); the account stays', async ({
  page,
  request,
}) => {
  const email = `smazat-${stamp()}@example.cz`;
  const session = (await (
    await request.post('/api/auth/sign-up', {
      data: { email, name: 'Karel Smazaný', password: 'ryzlink-2024', passwordConfirmation: 'ryzlink-2024' },
    })
  ).json()) as { user: { id: string }; accessToken: string };
  await page.addInitScript((token) => localStorage.setItem('vm.accessToken', token), session.accessToken);
  await page.route('**/api/user/delete', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"boom"}' }),
  );
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/cs/muj-ucet/nastaveni');
  await page.getByRole('button', { name: 'Smazat účet' }).click();
  await page.getByRole('dialog', { name: 'Smazat účet?' }).getByRole('button', { name: 'Ano, smazat účet' }).click();
  await expect(page).toHaveURL(/\/cs\/?$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(logged.some((text) => text.includes('Deleting the account failed'))).toBe(true);
  await expect(page.getByRole('link', { name: 'Můj účet: Karel Smazaný' })).toBeVisible();
  expect(
    (
      await request.get(`/api/user/profile?locale=cs&userId=${session.user.id}`, {
        headers: { Authorization: `Bearer ${session.accessToken}` },
      })
    ).status(),
  ).toBe(200);
});

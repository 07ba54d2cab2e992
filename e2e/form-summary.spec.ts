import { expect, test } from './fixtures/app-test.ts';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a touched request form whose submit is disabled says why below the button, and the jump focuses the first field to fix with its message', async ({
      page,
    }) => {
      await page.goto('/cs/pozadavky/vinar/0');
      const submit = page.getByRole('button', { name: 'Odeslat požadavek' });
      const summary = page.locator('.form-summary');
      await expect(submit).toBeDisabled();
      // An untouched form does not open with a reproach.
      await expect(summary).toHaveCount(0);

      // One field filled, the other required ones not reached yet: the summary explains the disabled button.
      await page.getByRole('textbox', { name: 'Název', exact: true }).fill('Vinařství U Lisu');
      await expect(summary).toContainText('Formulář obsahuje chyby.');
      await expect(submit).toBeDisabled();
      const buttonBottom = await submit.evaluate((button) => button.getBoundingClientRect().bottom);
      const summaryTop = await summary.evaluate((box) => box.getBoundingClientRect().top);
      expect(summaryTop).toBeGreaterThanOrEqual(buttonBottom);
      await expect(page.locator('.request-form__hint')).toHaveCount(0);

      await summary.getByRole('button', { name: 'Přejít k první chybě »' }).click();
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('aria-invalid', 'true');
      // The focused field (or the group of choices it belongs to) names its problem: its message is tied to it and shown.
      const message = await focused.evaluate((field) => {
        const described = field.closest('[aria-describedby]');
        const ids = (described?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
      });
      expect(message).not.toBe('');
      await expect(focused).toBeInViewport();
    });
  });
}

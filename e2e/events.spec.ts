import { expect, test } from '@playwright/test';

test('the calendar groups events by day, filters by programme and month, and keeps the state on reload', async ({ page }) => {
  await page.goto('/cs/kalendar-akci');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalendář akcí');
  await expect(page.locator('.event-calendar__count')).toContainText('Nalezeno akcí');
  const days = page.locator('.event-day');
  await expect(days.first()).toBeVisible();
  const headings = await page.locator('.event-day__title').allTextContents();
  expect(headings.length).toBeGreaterThan(3);
  expect(new Set(headings).size).toBe(headings.length);

  await page.getByRole('checkbox', { name: 'Top akce' }).check();
  await page.getByRole('button', { name: 'Vyhledat' }).click();
  await expect(page).toHaveURL(/#p=top$/);
  await expect(page.locator('.event-card').first()).toBeVisible();
  expect(await page.locator('.event-card').count()).toBe(await page.locator('.event-card__top').count());

  const strip = page.getByRole('navigation', { name: 'Měsíce' }).getByRole('button');
  await strip.nth(1).click();
  await expect(page).toHaveURL(/#from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}&p=top$/);
  await expect(strip.nth(1)).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Top akce' })).toBeChecked();
  await expect(page.getByRole('navigation', { name: 'Měsíce' }).getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Přidat akci' })).toHaveAttribute('href', '/cs/pozadavky/akce/0');
});

test('the calendar shows a no-results state with a reset, and no add-event link outside Czech', async ({ page }) => {
  await page.goto('/en/event-calendar#s=qqqqzzzz');
  await expect(page.getByText('No event matches these dates and this filter.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add an event' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset the filter' }).click();
  await expect(page.locator('.event-card').first()).toBeVisible();
});

test('the homepage upcoming-events block shows the chosen day\'s events', async ({ page }) => {
  await page.goto('/cs');
  const block = page.getByRole('region', { name: 'Nejbližší akce' });
  const dayButtons = block.getByRole('group', { name: 'Vyberte den' }).getByRole('button');
  await expect(dayButtons).toHaveCount(14);
  await expect(block.getByTestId('upcoming-events').getByRole('listitem').first()).toBeVisible();
  const enabled = dayButtons.and(page.locator(':not([disabled])'));
  const target = enabled.nth(1);
  const count = Number(await target.locator('.upcoming-events__count').textContent());
  await target.click();
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  await expect(block.getByTestId('upcoming-events').getByRole('listitem')).toHaveCount(count);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/app-test.ts';
import { EVENTS_PER_BATCH } from '../src/app/features/events/day-groups.ts';

const dayHeadings = (page: Page) => page.locator('.event-day__title time');
const headingDays = async (page: Page) =>
  await dayHeadings(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));

test.describe('event calendar', () => {
  test('groups events by day, filters by programme and month, and keeps the state on reload and back', async ({
    page,
  }) => {
    await page.goto('/cs/kalendar-akci');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalendář akcí');
    await expect(page.getByRole('status').filter({ hasText: 'Nalezeno akcí' })).toBeVisible();
    await expect(dayHeadings(page).first()).toHaveText(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    const days = await headingDays(page);
    expect(days.length).toBeGreaterThan(3);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    await expect(page.locator('.event-card__title a').first()).toHaveAttribute(
      'href',
      /^\/cs\/kalendar-akci\/\d+-[a-z0-9-]+$/,
    );

    const filter = page.getByRole('search');
    await filter.getByRole('checkbox', { name: 'Top akce' }).check();
    await filter.getByRole('button', { name: 'Vyhledat' }).click();
    await expect(page).toHaveURL(/\/cs\/kalendar-akci\?p=top$/);
    await expect(page.locator('.calendar-results')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('.event-card').first()).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator('.event-card')
          .evaluateAll(
            (cards) => cards.length > 0 && cards.every((card) => card.querySelector('.event-card__top') !== null),
          ),
      )
      .toBe(true);

    const months = page.getByRole('navigation', { name: 'Měsíce' }).getByRole('button');
    await expect(months).toHaveCount(12);
    await months.nth(2).click();
    await expect(page).toHaveURL(/\?from=(\d{4}-\d{2})-01&to=\1-\d{2}&p=top$/);
    await expect(months.nth(2)).toHaveAttribute('aria-pressed', 'true');
    const month = /from=(\d{4}-\d{2})/.exec(page.url())?.[1] ?? '';
    await expect.poll(async () => (await headingDays(page)).every((d) => d.startsWith(month))).toBe(true);
    const monthDays = await headingDays(page);

    await page.reload();
    await expect(page.getByRole('search').getByRole('checkbox', { name: 'Top akce' })).toBeChecked();
    await expect(page.getByRole('navigation', { name: 'Měsíce' }).getByRole('button').nth(2)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => headingDays(page)).toEqual(monthDays);

    await page.goBack();
    await expect(page).toHaveURL(/\?p=top$/);
    await expect(page.getByRole('navigation', { name: 'Měsíce' }).getByRole('button').nth(2)).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('link', { name: 'Přidat akci' })).toHaveAttribute('href', '/cs/pozadavky/akce/0');

    await page.getByRole('search').getByRole('button', { name: 'Zrušit všechny filtry' }).click();
    await expect(page).toHaveURL(/\/cs\/kalendar-akci$/);
    await expect(page.getByRole('search').getByRole('checkbox', { name: 'Top akce' })).not.toBeChecked();
  });

  test('narrows by event type and municipality found by name, from the keyboard', async ({ page }) => {
    await page.goto('/cs/kalendar-akci');
    const filter = page.getByRole('search');
    const type = filter.getByRole('group', { name: 'Typ akce' }).getByRole('checkbox').first();
    await type.focus();
    await page.keyboard.press('Space');
    await filter.getByRole('searchbox', { name: 'Najít obec' }).fill('mikulov');
    const municipality = filter.getByRole('group', { name: 'Obec' }).getByRole('checkbox');
    await expect(municipality).toHaveCount(1);
    await municipality.focus();
    await page.keyboard.press('Space');
    await filter.getByRole('searchbox', { name: 'Hledat' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?m=\d+&type=\d+$/);
    const typeName = (await type.locator('xpath=..').locator('span').first().textContent()) ?? '';
    await expect(
      page.locator('.event-card').first().or(page.getByText('V tomto termínu ani s tímto filtrem nemáme žádnou akci.')),
    ).toBeVisible();
    for (const text of await page.locator('.event-card__type').allTextContents()) expect(text).toBe(typeName);
    for (const text of await page.locator('.event-card__where').allTextContents()) expect(text).toContain('Mikulov');
  });

  test('shows the no-results state with a reset, English dates and no Czech-only parts outside Czech', async ({
    page,
  }) => {
    await page.goto('/en/event-calendar?s=qqqqzzzz');
    await expect(page.getByRole('status')).toHaveText('not found');
    await expect(page.getByText('No event matches these dates and this filter.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add an event' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset the filter' }).click();
    await expect(page.locator('.event-card').first()).toBeVisible();
    await expect(dayHeadings(page).first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(page.locator('.event-card__top')).toHaveCount(0);
  });

  test('draws a year of events in batches of whole days, and says when the 1000-event limit cuts the list', async ({
    page,
  }) => {
    await page.goto('/cs/kalendar-akci');
    await expect(
      page.getByText('Zobrazujeme prvních 1000 akcí. Upřesněte filtr, abyste viděli ostatní.'),
    ).toBeVisible();
    const cards = page.locator('.event-card');
    await expect(cards.first()).toBeVisible();
    const first = await cards.count();
    expect(first).toBeGreaterThanOrEqual(EVENTS_PER_BATCH);
    expect(first).toBeLessThan(100);
    const lastDay = (await headingDays(page)).at(-1) ?? '';
    await page.getByRole('link', { name: 'Zobrazit další akce' }).click();
    await expect(page).toHaveURL(/\/cs\/kalendar-akci\?page=2$/);
    // Each batch draws whole days until at least its share of events is on screen: two batches hold 80 or more
    // (the first batch's last day may already have run past 40, so the second can add fewer than 40).
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2 * EVENTS_PER_BATCH);
    expect(await cards.count()).toBeGreaterThan(first);
    const days = await headingDays(page);
    expect(days.filter((d) => d === lastDay)).toHaveLength(1);
    expect([...days].sort()).toEqual(days);
    // The address holds how many batches are shown: a reload (or the server's HTML) shows the same days.
    await page.reload();
    await expect.poll(() => headingDays(page)).toEqual(days);
  });

  test('an old address with the filter in its hash opens the same filter at its query address', async ({ page }) => {
    await page.goto('/cs/kalendar-akci#p=top');
    await expect(page).toHaveURL(/\/cs\/kalendar-akci\?p=top$/);
    await expect(page.getByRole('search').getByRole('checkbox', { name: 'Top akce' })).toBeChecked();
  });

  test('puts the filter behind a toggle with a badge on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cs/kalendar-akci?p=top,stmartins');
    const toggle = page.getByRole('button', { name: /Zobrazit filtr/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.locator('.calendar-filter__badge')).toHaveText('2');
    await expect(page.getByRole('search')).toBeHidden();
    await toggle.click();
    await page.getByRole('search').getByRole('checkbox', { name: 'Růžová vína' }).check();
    await page.getByRole('search').getByRole('button', { name: 'Vyhledat' }).click();
    await expect(page).toHaveURL(/\?p=top(?:,|%2C)stmartins(?:,|%2C)rosewines$/);
    await expect(page.getByRole('search')).toBeHidden();
    await expect(page.locator('.calendar-filter__badge')).toHaveText('3');
  });
});

test.describe('upcoming-events block', () => {
  test("shows the chosen day's events, top ones first, picked by mouse or arrow keys", async ({ page }) => {
    await page.goto('/cs');
    const block = page.getByRole('region', { name: 'Nejbližší akce' });
    const tabs = block.getByRole('tablist', { name: 'Vyberte den' }).getByRole('tab');
    await expect(tabs).toHaveCount(30);
    const list = block.getByTestId('upcoming-events');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const selected = block.getByRole('tab', { selected: true });
    await expect(selected).toHaveCount(1);

    const enabled = block.locator('[role=tab]:not([disabled])');
    const target = enabled.nth(2);
    const count = Number(await target.locator('.day-slider__count').textContent());
    await target.click();
    await expect(target).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('listitem')).toHaveCount(count);
    const tops = await list
      .locator('.event-card')
      .evaluateAll((cards) => cards.map((c) => c.classList.contains('event-card--top')));
    expect(tops).toEqual([...tops].sort((a, b) => Number(b) - Number(a)));

    await page.keyboard.press('ArrowRight');
    const next = enabled.nth(3);
    await expect(next).toHaveAttribute('aria-selected', 'true');
    await expect(next).toBeFocused();
    await expect(list.getByRole('listitem')).toHaveCount(
      Number(await next.locator('.day-slider__count').textContent()),
    );
    await expect(block.getByRole('link', { name: /Všechny akce/ })).toHaveAttribute('href', '/cs/kalendar-akci');
  });

  for (const [name, viewport, step] of [
    ['desktop', { width: 1280, height: 900 }, 1],
    ['phone', { width: 390, height: 844 }, 3],
  ] as const) {
    test(`the day slider scrolls ${step} day${step > 1 ? 's' : ''} per arrow press on a ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/cs');
      const block = page.getByRole('region', { name: 'Nejbližší akce' });
      // Narrower days on a phone (3.9rem), so about five show at once.
      const firstDay = block.locator('.day-slider__day').first();
      await expect(firstDay).toBeVisible();
      const dayWidth = await firstDay.evaluate((day) => day.getBoundingClientRect().width);
      expect(dayWidth).toBeCloseTo(name === 'phone' ? 62.4 : 73.6, 0);
      const track = block.getByRole('tablist');
      await expect(block.locator('[role=tab]:not([disabled])').first()).toBeVisible();
      const slide = await track.evaluate((el) => {
        const first = el.firstElementChild as HTMLElement;
        return first.offsetWidth + parseFloat(getComputedStyle(el).columnGap);
      });
      await block.getByRole('button', { name: 'Další dny' }).click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expect.poll(() => track.evaluate((el, width) => Math.round(el.scrollLeft / width), slide)).toBe(step);
      await expect(block.getByRole('button', { name: 'Předchozí dny' })).toBeEnabled();
    });
  }
});

test.describe('when the events cannot be loaded', () => {
  test.use({ serviceWorkers: 'block' });

  // The server's HTML holds the events: the failure is met when the app itself reads them, on a move within it.
  test('the calendar says so and loads again on retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/event?**', (route) =>
      fail ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
    );
    await page.goto('/cs/vina');
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Kalendář akcí' }).click();
    await expect(page).toHaveURL(/\/cs\/kalendar-akci$/);
    await expect(page.getByText('Akce se nepodařilo načíst.')).toBeVisible({ timeout: 20_000 });
    fail = false;
    await page.getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect(page.locator('.event-card').first()).toBeVisible();
  });

  test('the upcoming-events block says so and loads again on retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/upcomingEventsCounts?**', (route) =>
      fail ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
    );
    await page.goto('/cs/vina');
    await page.getByRole('banner').getByRole('link', { name: 'Vinařská mapa' }).click();
    await expect(page).toHaveURL(/\/cs$/);
    const block = page.getByRole('region', { name: 'Nejbližší akce' });
    await expect(block.getByText('Akce se nepodařilo načíst.')).toBeVisible({ timeout: 20_000 });
    fail = false;
    await block.getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect(block.getByTestId('upcoming-events').getByRole('listitem').first()).toBeVisible();
  });
});

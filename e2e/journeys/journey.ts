import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { boxAtRest } from '../fixtures/box-at-rest.ts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** The widths every journey runs at: a phone held upright (touch) and a laptop. */
export const SCREENS = [
  { name: 'phone', viewport: PHONE, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: DESKTOP, hasTouch: false, isMobile: false },
] as const;

/**
 * A traveller's task, counted as they would feel it: each tap (or click) and each typed input is one step. The
 * test asserts the total against the task's limit and prints it, so a change that adds a step shows in the log.
 */
export class Journey {
  private taps = 0;
  private inputs = 0;

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
    private readonly touch: boolean,
  ) {}

  async tap(target: Locator): Promise<void> {
    if (this.touch) await target.tap();
    else await target.click();
    this.taps += 1;
  }

  /** One typed input: the field is filled as a keyboard would. */
  async type(target: Locator, text: string): Promise<void> {
    await target.fill(text);
    this.inputs += 1;
  }

  /** One drag and drop by pointer (a finger on a phone would do the same): pressed on `from`, let go over `to`. */
  async drag(from: Locator, to: Locator): Promise<void> {
    // Both ends in the middle of the list's view: a pointer held near its edge makes the list scroll by itself (as a
    // finger would want), and the place it goes to would slide away under it.
    await from.evaluate(
      (element, target) => {
        if (!target) return;
        element.scrollIntoView({ block: 'center' });
        let view: HTMLElement | null = element.parentElement;
        while (view && !(view.scrollHeight > view.clientHeight && /auto|scroll/.test(getComputedStyle(view).overflowY)))
          view = view.parentElement;
        const scroller = view ?? document.documentElement;
        const frame = view ? view.getBoundingClientRect() : { top: 0, height: window.innerHeight };
        const [a, b] = [element.getBoundingClientRect(), target.getBoundingClientRect()];
        scroller.scrollBy(0, (a.top + b.bottom) / 2 - (frame.top + frame.height / 2));
      },
      await to.elementHandle(),
    );
    const start = await boxAtRest(from);
    const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x, y + 12, { steps: 3 });
    // Over the upper part of `to` (it goes before it), measured again once it holds still, wherever the drag left it.
    const over = async (steps: number, lower = 0) => {
      const end = await boxAtRest(to);
      await this.page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 4, 24) + lower, { steps });
    };
    await over(15);
    await over(2, 4);
    await this.page.mouse.up();
    this.taps += 1;
  }

  /** One keyboard shortcut, counted as a tap. */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.taps += 1;
  }

  /** The steps so far, printed and kept as the test's annotation. */
  steps(): number {
    const total = this.taps + this.inputs;
    const line = `${this.testInfo.titlePath.slice(1).join(' › ')}: ${total} steps (${this.taps} taps, ${this.inputs} typed inputs)`;
    this.testInfo.annotations.push({ type: 'steps', description: line });
    console.log(line);
    return total;
  }

  /** A screenshot of the screen as the traveller sees it, kept with the run's results (test-results/screens/). */
  async screen(name: string): Promise<void> {
    await saveScreen(this.page, this.testInfo, name);
  }
}

export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = join(testInfo.project.outputDir, 'screens');
  mkdirSync(folder, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(folder, `${name}-${width}.png`) });
}

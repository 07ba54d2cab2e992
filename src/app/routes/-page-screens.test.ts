import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../shared/api/calls/pages.ts';
import type * as Preloadable from '../ui/preloadable.ts';
import { nextTask } from '../lib/next-task.ts';

const started = vi.hoisted(() => [] as unknown[]);
vi.mock('../ui/preloadable.ts', async (original) => ({
  ...(await original<typeof Preloadable>()),
  preloadCode: (component: unknown) => {
    started.push(component);
    return Promise.resolve();
  },
}));

const { PAGE_BLOCKS, preloadPageCode } = await import('./-page-screens.ts');

const homepage = (types: readonly Page['blocks'][number]['type'][]) =>
  ({ type: 'homepage', blocks: types.map((type) => ({ type })) }) as unknown as Page;

describe("the takeover's preload of a page's code", () => {
  it("asks for each block's code in a task of its own, and resolves once all have arrived", async () => {
    started.length = 0;
    let done = false;
    const preloading = preloadPageCode(homepage(['topbar', 'crossroad', 'upcoming_events'])).then(() => {
      done = true;
    });
    expect(started).toEqual([PAGE_BLOCKS.topbar]);
    await nextTask();
    expect(started).toEqual([PAGE_BLOCKS.topbar, PAGE_BLOCKS.crossroad]);
    await nextTask();
    expect(started).toEqual([PAGE_BLOCKS.topbar, PAGE_BLOCKS.crossroad, PAGE_BLOCKS.upcoming_events]);
    await preloading;
    expect(done).toBe(true);
  });
});

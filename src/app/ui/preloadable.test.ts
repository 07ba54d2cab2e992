import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable, preloadCode } from './preloadable.ts';

const Ready = ({ name }: { name: string }) => createElement('p', null, `ready ${name}`);
const inSuspense = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, element));

describe('preloadable', () => {
  it('shows the fallback while its code has not been loaded', () => {
    const Screen = preloadable(() => Promise.resolve({ default: Ready }));
    expect(inSuspense(createElement(Screen, { name: 'a' }))).toContain('loading');
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    let loads = 0;
    const Screen = preloadable(() => {
      loads += 1;
      return Promise.resolve({ default: Ready });
    });
    await preloadCode(Screen);
    await Screen.preload();
    expect(inSuspense(createElement(Screen, { name: 'b' }))).toContain('ready b');
    expect(loads).toBe(1);
  });

  it('says whether its code has arrived', async () => {
    const Screen = preloadable(() => Promise.resolve({ default: Ready }));
    expect(Screen.loaded()).toBe(false);
    const loading = Screen.preload();
    expect(Screen.loaded()).toBe(false);
    await loading;
    expect(Screen.loaded()).toBe(true);
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const Screen = preloadable(() =>
      attempt++ === 0 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Ready }),
    );
    await expect(Screen.preload()).rejects.toThrow('offline');
    expect(Screen.loaded()).toBe(false);
    await Screen.preload();
    expect(inSuspense(createElement(Screen, { name: 'c' }))).toContain('ready c');
  });

  it('has nothing to preload for a plain component', async () => {
    await expect(preloadCode(Ready)).resolves.toBeUndefined();
  });
});

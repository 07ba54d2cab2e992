import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadClientCode, withClientCode } from './client-code.ts';

describe('client code preloads', () => {
  it("names the browser's files of a module whose export is rendered, as module preloads", async () => {
    const module = await withClientCode(Promise.resolve({ Screen: () => 'screen', size: 3 }), [
      '/assets/screen-a.js',
      '/assets/shared-b.js',
    ]);
    const Screen = () => {
      preloadClientCode(module.Screen);
      return createElement('p', null, 'screen');
    };
    const html = renderToString(createElement(Screen));
    expect(html).toContain('<link rel="modulepreload" href="/assets/screen-a.js" crossorigin="" fetchPriority="low"');
    expect(html).toContain('<link rel="modulepreload" href="/assets/shared-b.js" crossorigin="" fetchPriority="low"');
  });

  it('names nothing for a function no dynamic import registered', () => {
    const Plain = () => {
      preloadClientCode(Plain, undefined, 'not a function');
      return createElement('p', null, 'plain');
    };
    expect(renderToString(createElement(Plain))).not.toContain('modulepreload');
  });
});

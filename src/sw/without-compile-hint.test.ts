import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT } from '../shared/constants/compile-hint.ts';
import { withoutCompileHint } from './without-compile-hint.ts';

const cacheWillUpdate = withoutCompileHint.cacheWillUpdate as (param: {
  response: Response;
}) => Promise<Response | null>;

const script = (body: string, init: ResponseInit = {}) =>
  new Response(body, { headers: { 'content-type': 'text/javascript; charset=utf-8' }, ...init });

describe('the precache keeps scripts without the eager compile hint', () => {
  it('puts a plain comment of the same length in its place, so every line and column stays where it was', async () => {
    const built = `${EAGER_COMPILE_HINT}\nrun();\nrender();\n`;
    const kept = await cacheWillUpdate({ response: script(built) });
    const text = await kept?.text();
    expect(text?.startsWith(EAGER_COMPILE_HINT)).toBe(false);
    expect(text?.startsWith('//')).toBe(true);
    expect(text?.length).toBe(built.length);
    expect(text?.split('\n').slice(1)).toEqual(['run();', 'render();', '']);
    expect(kept?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('keeps a script without the hint, a stylesheet and a page as they came', async () => {
    for (const response of [
      script('run();\n'),
      new Response(`${EAGER_COMPILE_HINT}\na{}`, { headers: { 'content-type': 'text/css' } }),
      new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
    ]) {
      const before = await response.clone().text();
      const kept = await cacheWillUpdate({ response });
      expect(await kept?.text()).toBe(before);
    }
  });

  it('keeps no error answer, as the precache does without plugins', async () => {
    expect(await cacheWillUpdate({ response: script('', { status: 404 }) })).toBeNull();
    expect(await cacheWillUpdate({ response: script(`${EAGER_COMPILE_HINT}\nrun();`, { status: 500 }) })).toBeNull();
  });
});

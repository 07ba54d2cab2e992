import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { eagerCompileHint } from '../tooling/eager-compile-hint.ts';
import { EAGER_COMPILE_HINT } from '../src/shared/constants/compile-hint.ts';

type OutputBundle = Rollup.OutputBundle;
type BundleHandler = (this: unknown, options: unknown, bundle: OutputBundle, isWrite: boolean) => void;

/** A built chunk with its source map, as the bundler hands them to the plugins. */
function builtBundle(): OutputBundle {
  const map = { version: 3, sources: ['main.ts'], names: [], mappings: 'AAAA;AACA' };
  return {
    'assets/main.js': {
      type: 'chunk',
      name: 'startup',
      fileName: 'assets/main.js',
      code: 'run();\nrender();\n',
      map: { ...map },
    },
    'assets/main.js.map': { type: 'asset', fileName: 'assets/main.js.map', source: JSON.stringify(map) },
    'assets/planner.js': { type: 'chunk', name: 'planner', fileName: 'assets/planner.js', code: 'plan();\n' },
    'assets/style.css': { type: 'asset', fileName: 'assets/style.css', source: 'a{}' },
  } as unknown as OutputBundle;
}

function runPlugin(bundle: OutputBundle): void {
  const hook = eagerCompileHint().generateBundle as unknown as { order: string; handler: BundleHandler };
  expect(hook.order).toBe('post');
  hook.handler.call({}, {}, bundle, true);
}

describe('the eager compile hint', () => {
  it('is the first line of every chunk, not of other files, and the source map still points at the same code', () => {
    const bundle = builtBundle();
    runPlugin(bundle);
    const chunk = bundle['assets/main.js'] as { code: string; map: { mappings: string } };
    expect(chunk.code.split('\n')).toEqual([EAGER_COMPILE_HINT, 'run();', 'render();', '']);
    expect(chunk.map.mappings).toBe(';AAAA;AACA');
    const mapFile = bundle['assets/main.js.map'] as { source: string };
    expect((JSON.parse(mapFile.source) as { mappings: string }).mappings).toBe(';AAAA;AACA');
    expect((bundle['assets/planner.js'] as { code: string }).code).toBe(`${EAGER_COMPILE_HINT}\nplan();\n`);
    expect((bundle['assets/style.css'] as { source: string }).source).toBe('a{}');
  });

  it('is given to the browser build only, not to the server render', () => {
    const { applyToEnvironment } = eagerCompileHint();
    const accepts = (name: string) => (applyToEnvironment as (environment: { name: string }) => boolean)({ name });
    expect(accepts('client')).toBe(true);
    expect(accepts('ssr')).toBe(false);
  });
});

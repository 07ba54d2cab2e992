import type { Plugin } from 'vite';
import { EAGER_COMPILE_HINT } from '../src/shared/constants/compile-hint.ts';

/**
 * Marks every chunk for eager compilation. V8 otherwise compiles a function when it is first called, on the main
 * thread, in the middle of the page's takeover (about 1,100 ms a page load with the CPU 4× slower); marked, a chunk is
 * compiled whole while it streams in, on a background thread. The service worker's precache keeps its copies without
 * the mark (`src/sw/without-compile-hint.ts`, decision 044).
 */
export function eagerCompileHint(): Plugin {
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    // The server's render runs in Node, where compiling everything at start would only cost memory.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own rewrite of the chunks, which puts its table of lazily loaded files at the top.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
          // The code moved down a line, and so do its source map's mappings (each ';' starts a generated line).
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}

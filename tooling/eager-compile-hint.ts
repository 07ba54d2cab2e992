import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136 and later; other engines read a comment): it must be the file's first line. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the named chunks for eager compilation. V8 otherwise compiles a function when it is first called, on the main
 * thread, in the middle of the page's takeover (about 1,100 ms a page load with the CPU 4× slower). A chunk whose code
 * nearly all runs on every start (React, the router, the query cache, the shell) is better compiled whole while it
 * streams in, on a background thread. Not every chunk: marking all of them made the offline start of a trip slower
 * (its code comes from the service worker's cache; much of it probably does not run at start).
 */
export function eagerCompileHint(chunkNames: readonly string[]): Plugin {
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
          if (output.type !== 'chunk' || !chunkNames.includes(output.name)) continue;
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

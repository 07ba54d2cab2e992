import { init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Chunk = { fileName: string; imports: readonly string[]; moduleIds: readonly string[]; isEntry: boolean };

/** A chunk's file and the files it imports statically, at any depth. */
function staticFiles(file: string, chunks: ReadonlyMap<string, Chunk>, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) staticFiles(imported, chunks, into);
  return into;
}

/**
 * Lets the server render name the browser's files of the lazily loaded code it rendered. The browser's build records,
 * for each module, the files a dynamic import of it fetches (its chunk and that chunk's static imports, less what the
 * entry has already loaded); the server render's build, made after it, wraps each dynamic import of app code in
 * `withClientCode(import(…), [files])` (`helperModule`), and the render puts those files in the page's head.
 */
export function clientCodePreloads(appRoot: string, helperModule: string): Plugin {
  const filesOfModule = new Map<string, readonly string[]>();
  let base = '/';
  return {
    name: 'client-code-preloads',
    apply: 'build',
    enforce: 'post',
    sharedDuringBuild: true,
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const loadedAtStart = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) staticFiles(chunk.fileName, chunks, loadedAtStart);
      for (const chunk of chunks.values()) {
        const files = [...staticFiles(chunk.fileName, chunks)].filter((file) => !loadedAtStart.has(file));
        for (const id of chunk.moduleIds)
          filesOfModule.set(
            id,
            files.map((file) => `${base}${file}`),
          );
      }
    },
    async transform(code, id) {
      if (this.environment.name !== 'ssr' || !id.startsWith(appRoot) || !code.includes('import(')) return undefined;
      if (filesOfModule.size === 0) this.error('The browser build must come before the server render build');
      await init;
      const [imports] = parse(code);
      const edited = new MagicString(code);
      for (const dynamic of imports) {
        if (dynamic.type !== 'dynamic' || dynamic.specifier === undefined) continue;
        const resolved = await this.resolve(dynamic.specifier, id);
        const files = resolved ? filesOfModule.get(resolved.id) : undefined;
        if (!files || files.length === 0) continue;
        edited.prependLeft(dynamic.importStart, '__withClientCode(');
        edited.appendRight(dynamic.importEnd, `, ${JSON.stringify(files)})`);
      }
      if (!edited.hasChanged()) return undefined;
      edited.prepend(`import { withClientCode as __withClientCode } from ${JSON.stringify(helperModule)};\n`);
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}

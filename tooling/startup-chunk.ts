import type { Plugin } from 'vite';

/**
 * Every module the app's entry imports statically is needed before its first render; put them in one chunk so a cold
 * start (served by the service worker) fetches and links two scripts instead of dozens of small shared ones.
 */
export function startupChunk(entryEnd: string): { plugin: Plugin; isStartupModule: (id: string) => boolean } {
  const startup = new Set<string>();
  const plugin: Plugin = {
    name: 'startup-chunk',
    apply: 'build',
    buildEnd() {
      startup.clear();
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(entryEnd));
      const pending = entry ? [entry] : [];
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (startup.has(id)) continue;
        startup.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      startup.delete(entry ?? '');
    },
  };
  return { plugin, isStartupModule: (id) => startup.has(id) };
}

import type { Plugin } from 'vite';

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

/** A module and everything it imports statically, less what an earlier group already holds. */
function staticClosure(graph: ModuleGraph, rootEnd: string, taken: ReadonlySet<string>): Set<string> {
  const closure = new Set<string>();
  const root = [...graph.getModuleIds()].find((id) => id.endsWith(rootEnd));
  const pending = root ? [root] : [];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (closure.has(id) || taken.has(id)) continue;
    closure.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return closure;
}

/**
 * The part of a group's closure that modules outside the group reach too (and what those parts import), so that
 * other pages needing one shared module do not download the whole group for it.
 */
function sharedWithOthers(graph: ModuleGraph, closure: ReadonlySet<string>, taken: ReadonlySet<string>): Set<string> {
  const pending: string[] = [];
  for (const id of graph.getModuleIds()) {
    if (closure.has(id) || taken.has(id)) continue;
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []).filter((imported) => closure.has(imported)));
  }
  const shared = new Set<string>();
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (shared.has(id) || !closure.has(id)) continue;
    shared.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return shared;
}

/**
 * Chunks by what a cold start needs together. The first group holds every module the entry imports statically (all of
 * it runs before the first render); each further group holds a lazily loaded module with its own static imports, less
 * those that other lazily loaded modules import as well. A
 * start served by the service worker then fetches and links a few scripts instead of dozens of small shared ones.
 */
type ChunkGroup = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };

export function startupChunks(groups: { name: string; root: string }[]): { plugin: Plugin; groups: ChunkGroup[] } {
  const members = new Map<string, Set<string>>(groups.map((group) => [group.name, new Set<string>()]));
  const plugin: Plugin = {
    name: 'startup-chunks',
    apply: 'build',
    buildEnd() {
      const taken = new Set<string>();
      for (const group of groups) {
        const closure = staticClosure(this, group.root, taken);
        // The first group's root is the entry itself, which stays the entry chunk.
        if (group === groups[0]) closure.delete([...closure][0] ?? '');
        else for (const id of sharedWithOthers(this, closure, taken)) closure.delete(id);
        members.set(group.name, closure);
        for (const id of closure) taken.add(id);
      }
    },
  };
  // A later group takes exactly its members: by default the bundler would pull the shared modules they import back in.
  return {
    plugin,
    groups: groups.map((group, index) => ({
      name: group.name,
      test: (id: string) => members.get(group.name)?.has(id) ?? false,
      includeDependenciesRecursively: index === 0,
    })),
  };
}

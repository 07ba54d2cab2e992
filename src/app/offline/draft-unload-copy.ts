import { z } from 'zod';
import type { RequestDraft } from './records.ts';

/** One localStorage item per draft: `vm.draftAtUnload.{slug}:{id}`. */
const PREFIX = 'vm.draftAtUnload.';

type DraftCopy = Omit<RequestDraft, 'submittedEntryId'>;

const DRAFT_COPY = z.object({
  key: z.string(),
  slug: z.string(),
  recordId: z.number(),
  title: z.string(),
  values: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
}) satisfies z.ZodType<DraftCopy>;

/**
 * Keeps a draft's last values through a reload or a closed tab. Chromium aborts an IndexedDB write started while the
 * page unloads (even a single put), so what was typed in the last moment before it also goes to localStorage, which is
 * written at once. The next load moves it into the drafts table; if the page lives on, the table's write removes it.
 */
export function keepDraftThroughUnload(copy: DraftCopy): void {
  try {
    localStorage.setItem(PREFIX + copy.key, JSON.stringify(copy));
  } catch {
    // Storage full or blocked: the IndexedDB write started beside this one is the remaining chance.
  }
}

/** Removes the copy once the drafts table holds it (or something newer), unless a later copy replaced it. */
export function forgetDraftUnloadCopy(copy: Pick<DraftCopy, 'key' | 'updatedAt'>): void {
  try {
    if (parseCopy(localStorage.getItem(PREFIX + copy.key))?.updatedAt === copy.updatedAt)
      localStorage.removeItem(PREFIX + copy.key);
  } catch {
    // Blocked storage holds no copy.
  }
}

/** Every copy kept at an unload; unreadable ones are dropped. */
export function draftUnloadCopies(): DraftCopy[] {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter(
      (key): key is string => key?.startsWith(PREFIX) === true,
    );
    return keys.flatMap((key) => {
      const copy = parseCopy(localStorage.getItem(key));
      if (!copy) localStorage.removeItem(key);
      return copy ? [copy] : [];
    });
  } catch {
    return [];
  }
}

function parseCopy(text: string | null): DraftCopy | undefined {
  try {
    const parsed = DRAFT_COPY.safeParse(JSON.parse(text ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

import { useLiveQuery } from 'dexie-react-hooks';
import { z } from 'zod';
import { localDb } from './local-db.ts';
import type { RequestDraft } from './records.ts';
import { forgetKeptCopy, keepUntilStored, keptCopies } from './unload-copies.ts';

export type { RequestDraft };

/** One draft per form kind and record: `{slug}:{id}` (id 0 is a new record). */
export const draftKey = (slug: string, recordId: number) => `${slug}:${recordId}`;

export async function loadDraft(slug: string, recordId: number): Promise<RequestDraft | undefined> {
  await restoreDraftsKeptAtUnload();
  return localDb.drafts.get(draftKey(slug, recordId));
}

type DraftValues = Omit<RequestDraft, 'submittedEntryId'>;

const DRAFT_VALUES_SCHEMA = z.object({
  key: z.string(),
  slug: z.string(),
  recordId: z.number(),
  title: z.string(),
  values: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
}) satisfies z.ZodType<DraftValues>;
const isDraftValues = (value: unknown): value is DraftValues => DRAFT_VALUES_SCHEMA.safeParse(value).success;

const copyName = (key: string) => `draft.${key}`;

/**
 * Writes the form's current values; a copy already handed to the outbox stays linked until the server has it. Until
 * the write lands, the values are kept in localStorage too: a page unloading meanwhile would lose them
 * (unload-copies.ts).
 */
export async function saveDraft(
  slug: string,
  recordId: number,
  title: string,
  values: Record<string, unknown>,
): Promise<void> {
  const draft = { key: draftKey(slug, recordId), slug, recordId, title, values, updatedAt: new Date().toISOString() };
  const kept = keepUntilStored(copyName(draft.key), draft);
  await writeDraft(draft);
  forgetKeptCopy(copyName(draft.key), kept);
}

/** Stores the values kept when a page unloaded before its write landed, unless the table holds a newer write. */
export async function restoreDraftsKeptAtUnload(): Promise<void> {
  for (const { name, value, kept } of keptCopies('draft.', isDraftValues)) {
    await writeDraft(value, { unlessNewer: true });
    forgetKeptCopy(name, kept);
  }
}

async function writeDraft(draft: DraftValues, { unlessNewer = false }: { unlessNewer?: boolean } = {}): Promise<void> {
  await localDb.transaction('rw', localDb.drafts, async () => {
    const old = await localDb.drafts.get(draft.key);
    if (unlessNewer && old && old.updatedAt >= draft.updatedAt) return;
    await localDb.drafts.put({
      ...draft,
      ...(old?.submittedEntryId ? { submittedEntryId: old.submittedEntryId } : {}),
    });
  });
}

export async function removeDraft(key: string): Promise<void> {
  await localDb.drafts.delete(key);
}

/** The draft was handed to the outbox as `entryId`: it is kept (and shown as waiting) until that entry is gone. */
export async function markDraftSubmitted(key: string, entryId: string): Promise<void> {
  await localDb.drafts.update(key, { submittedEntryId: entryId });
}

/**
 * Drops the drafts whose submitted copy has left the outbox: the server has it (or the user discarded the refused
 * change, having seen why). A draft whose copy still waits, or was refused, stays.
 */
export async function pruneDeliveredDrafts(): Promise<void> {
  await localDb.transaction('rw', localDb.drafts, localDb.outbox, async () => {
    const submitted = await localDb.drafts.filter((draft) => draft.submittedEntryId !== undefined).toArray();
    for (const draft of submitted) {
      const entry = await localDb.outbox
        .where('id')
        .equals(draft.submittedEntryId ?? '')
        .first();
      if (!entry) await localDb.drafts.delete(draft.key);
    }
  });
}

export interface DraftListItem extends RequestDraft {
  /** 'editing' until submitted; then 'waiting' to be sent, or 'refused' by the server (see the sync list). */
  state: 'editing' | 'waiting' | 'refused';
}

/** Every unfinished request on this device, newest first, with whether a submitted copy waits or was refused. */
export function useDrafts(): DraftListItem[] | undefined {
  return useLiveQuery(async () => {
    const drafts = await localDb.drafts.orderBy('updatedAt').reverse().toArray();
    const entries = await localDb.outbox.toArray();
    const status = new Map(entries.map((entry) => [entry.id, entry.status]));
    return drafts.flatMap((draft): DraftListItem[] => {
      if (!draft.submittedEntryId) return [{ ...draft, state: 'editing' }];
      const entryStatus = status.get(draft.submittedEntryId);
      if (!entryStatus) return [];
      return [{ ...draft, state: entryStatus === 'failed' ? 'refused' : 'waiting' }];
    });
  });
}

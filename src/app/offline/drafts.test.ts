import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, loadDraft, markDraftSubmitted, restoreDraftsKeptAtUnload, saveDraft } from './drafts.ts';
import { localDb } from './local-db.ts';
import { keepUntilStored } from './unload-copies.ts';
import { MemoryStorage } from '../../../tests/support/memory-storage.ts';

/** What saveDraft keeps in localStorage while the page may unload, as if its IndexedDB write never landed. */
const keptAtUnload = (updatedAt: string, street: string) =>
  keepUntilStored(`draft.${draftKey('vinar', 0)}`, {
    key: draftKey('vinar', 0),
    slug: 'vinar',
    recordId: 0,
    title: 'Vinařství Pod Svahem',
    values: { title: 'Vinařství Pod Svahem', address: [{ street }] },
    updatedAt,
  });

describe('a draft whose write may not land (the page unloads)', () => {
  beforeEach(async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    await localDb.drafts.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('leaves no copy behind once its write lands', async () => {
    await saveDraft('vinar', 0, 'Vinařství Pod Svahem', { title: 'Vinařství Pod Svahem' });
    expect((await localDb.drafts.get('vinar:0'))?.values).toEqual({ title: 'Vinařství Pod Svahem' });
    expect(localStorage.length).toBe(0);
  });

  it('keeps a copy when its write does not land, and the next load of the form stores it', async () => {
    vi.spyOn(localDb.drafts, 'put').mockRejectedValueOnce(new DOMException('The page unloaded', 'AbortError'));
    await expect(saveDraft('vinar', 0, 'Vinařství Pod Svahem', { address: [{ street: 'Sklepní' }] })).rejects.toThrow(
      'The page unloaded',
    );
    expect(await localDb.drafts.get('vinar:0')).toBeUndefined();
    expect(localStorage.length).toBe(1);

    expect((await loadDraft('vinar', 0))?.values).toEqual({ address: [{ street: 'Sklepní' }] });
    expect(localStorage.length).toBe(0);
  });

  it('does not overwrite a newer write of the table', async () => {
    keptAtUnload('2000-01-01T00:00:00.000Z', 'Stará');
    await saveDraft('vinar', 0, 'Vinařství Pod Svahem', { address: [{ street: 'Nová' }] });
    await restoreDraftsKeptAtUnload();
    expect((await localDb.drafts.get('vinar:0'))?.values).toEqual({ address: [{ street: 'Nová' }] });
    expect(localStorage.length).toBe(0);
  });

  it('keeps the link to a copy already handed to the outbox', async () => {
    await saveDraft('vinar', 0, 'Vinařství Pod Svahem', {});
    await markDraftSubmitted('vinar:0', 'entry-1');
    keptAtUnload('2999-01-01T00:00:00.000Z', 'Sklepní');
    await restoreDraftsKeptAtUnload();
    expect(await localDb.drafts.get('vinar:0')).toMatchObject({
      submittedEntryId: 'entry-1',
      values: { address: [{ street: 'Sklepní' }] },
    });
  });
});

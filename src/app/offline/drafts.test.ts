import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftUnloadCopies, forgetDraftUnloadCopy, keepDraftThroughUnload } from './draft-unload-copy.ts';
import { draftKey, loadDraft, markDraftSubmitted, restoreDraftsKeptAtUnload, saveDraft } from './drafts.ts';
import { localDb } from './local-db.ts';

/** The browser's localStorage, as far as the drafts use it. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const copyAt = (updatedAt: string, street: string) => ({
  key: draftKey('vinar', 0),
  slug: 'vinar',
  recordId: 0,
  title: 'Vinařství Pod Svahem',
  values: { title: 'Vinařství Pod Svahem', address: [{ street }] },
  updatedAt,
});

describe('a draft kept through an unload', () => {
  beforeEach(async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    await localDb.drafts.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is in the table when the form loads next time, and gone from localStorage', async () => {
    keepDraftThroughUnload(copyAt('2026-11-28T10:00:00.000Z', 'Sklepní'));
    const draft = await loadDraft('vinar', 0);
    expect(draft?.values).toEqual({ title: 'Vinařství Pod Svahem', address: [{ street: 'Sklepní' }] });
    expect(localStorage.length).toBe(0);
  });

  it('does not overwrite a newer write of the table', async () => {
    keepDraftThroughUnload(copyAt('2026-11-28T10:00:00.000Z', 'Stará'));
    await saveDraft('vinar', 0, 'Vinařství Pod Svahem', { address: [{ street: 'Nová' }] }, '2026-11-28T10:00:05.000Z');
    await restoreDraftsKeptAtUnload();
    expect((await localDb.drafts.get('vinar:0'))?.values).toEqual({ address: [{ street: 'Nová' }] });
    expect(draftUnloadCopies()).toEqual([]);
  });

  it('keeps the link to a copy already handed to the outbox', async () => {
    await saveDraft('vinar', 0, 'Vinařství Pod Svahem', {}, '2026-11-28T09:00:00.000Z');
    await markDraftSubmitted('vinar:0', 'entry-1');
    keepDraftThroughUnload(copyAt('2026-11-28T10:00:00.000Z', 'Sklepní'));
    await restoreDraftsKeptAtUnload();
    expect(await localDb.drafts.get('vinar:0')).toMatchObject({
      submittedEntryId: 'entry-1',
      values: { address: [{ street: 'Sklepní' }] },
    });
  });

  it('is forgotten once the table has it, but not when a later copy replaced it', () => {
    keepDraftThroughUnload(copyAt('2026-11-28T10:00:00.000Z', 'Stará'));
    keepDraftThroughUnload(copyAt('2026-11-28T10:00:01.000Z', 'Nová'));
    forgetDraftUnloadCopy({ key: 'vinar:0', updatedAt: '2026-11-28T10:00:00.000Z' });
    expect(draftUnloadCopies().map((copy) => copy.values)).toEqual([
      { title: 'Vinařství Pod Svahem', address: [{ street: 'Nová' }] },
    ]);
    forgetDraftUnloadCopy({ key: 'vinar:0', updatedAt: '2026-11-28T10:00:01.000Z' });
    expect(draftUnloadCopies()).toEqual([]);
  });

  it('drops an unreadable copy and leaves other items alone', () => {
    localStorage.setItem('vm.draftAtUnload.vinar:0', '{"key": 1');
    localStorage.setItem('vm.draftAtUnload.vinar:1', JSON.stringify({ key: 'vinar:1', values: 'text' }));
    localStorage.setItem('vm.accessToken', 'token');
    expect(draftUnloadCopies()).toEqual([]);
    expect(localStorage.length).toBe(1);
  });
});

import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { saveDraft } from '../../offline/drafts.ts';

/** At most one write in this time while typing; the first change of a pause is written at once. */
const SAVE_EVERY_MS = 300;

/** The draft's name in the drafts list: the form's title field, as typed. */
const titleOf = (values: Record<string, unknown>) => (typeof values.title === 'string' ? values.title.trim() : '');

/**
 * Saves every change of the form to IndexedDB: the first change at once, then at most every 300 ms while typing, and
 * at once when the page is hidden or left, so a reload, a closed tab or a lost connection never loses what was typed
 * (spec 02 §2, DESIGN.md: the draft is never lost; saveDraft keeps each write in localStorage until it lands).
 */
export function useDraftAutosave(
  form: UseFormReturn<FieldValues>,
  slug: string,
  recordId: number,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsaved: Record<string, unknown> | undefined;
    const flush = () => {
      if (!unsaved) return;
      const values = unsaved;
      unsaved = undefined;
      void saveDraft(slug, recordId, titleOf(values), values);
    };
    const subscription = form.watch((values) => {
      // A plain copy: the watched object is the form's own and changes under us.
      unsaved = JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
      if (timer !== undefined) return;
      flush();
      timer = setTimeout(() => {
        timer = undefined;
        flush();
      }, SAVE_EVERY_MS);
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      clearTimeout(timer);
      flush();
    };
  }, [form, slug, recordId, enabled]);
}

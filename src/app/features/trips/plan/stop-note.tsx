import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { NOTE_COUNTER_FROM, NOTE_MAX_LENGTH } from './stop-log-rules.ts';
import './stop-texts.ts';

/** The pause in typing after which the note is saved (it is also saved when the box loses focus). */
const SAVE_PAUSE_MS = 800;

/**
 * The owner's note of a stop: saved after a pause in typing, on leaving the box, when the page is hidden and when the
 * box goes away, so nothing typed is lost; a note saved elsewhere replaces the box's text only while nothing here is
 * waiting to be saved and the box is not being typed in.
 */
export function StopNote({ saved, onSave }: { saved: string; onSave: (note: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(saved);
  const [savedShown, setSavedShown] = useState(false);
  const draftRef = useRef(saved);
  const sentRef = useRef(saved);
  const onSaveRef = useRef(onSave);
  const box = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    onSaveRef.current = onSave;
  }, [onSave]);

  const save = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const text = draftRef.current;
    if (text === sentRef.current) return;
    const before = sentRef.current;
    sentRef.current = text;
    setSavedShown(true);
    // Not stored on the device (a full disk): the text stays in the box and the next pause or blur tries again.
    onSaveRef.current(text).catch(() => {
      if (sentRef.current === text) sentRef.current = before;
      setSavedShown(false);
    });
  }, []);

  useEffect(() => {
    const typing = document.activeElement === box.current;
    if (draftRef.current !== sentRef.current || typing || saved === sentRef.current) return;
    sentRef.current = saved;
    draftRef.current = saved;
    setDraft(saved);
  }, [saved]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', save);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [save]);

  const remaining = NOTE_MAX_LENGTH - draft.length;
  const counterId = `${id}-counter`;
  return (
    <div className="stop-note">
      <label className="stop-form__label" htmlFor={id}>
        {t('tripStop.note')}
      </label>
      <textarea
        ref={box}
        id={id}
        className="stop-form__control stop-note__box"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        placeholder={t('tripStop.notePlaceholder')}
        aria-describedby={remaining <= NOTE_COUNTER_FROM ? counterId : undefined}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          draftRef.current = text;
          setDraft(text);
          setSavedShown(false);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(save, SAVE_PAUSE_MS);
        }}
        onBlur={save}
      />
      <p className="stop-note__foot">
        <span className="stop-note__saved" role="status">
          {savedShown ? t('tripStop.noteSaved') : ''}
        </span>
        {remaining <= NOTE_COUNTER_FROM && (
          <span id={counterId} className={`stop-note__counter${remaining <= 20 ? ' is-low' : ''}`}>
            {t('tripStop.remaining', { count: remaining })}
          </span>
        )}
      </p>
    </div>
  );
}

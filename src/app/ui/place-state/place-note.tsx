import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PLACE_NOTE_MAX_LENGTH } from '../../../shared/constants/account.ts';
import type { PlaceType } from '../../../shared/constants/places.ts';
import type { PlaceFlagsState } from '../../lib/place-flags.ts';
import { WithPlaceFlags } from './with-place-flags.tsx';
import './texts.ts';
import './place-state.css';

/** The signed-in traveller's private note on a place, saved through the outbox (so also in a vineyard without signal). */
export function PlaceNote({ placeType, placeId }: { placeType: PlaceType; placeId: number }) {
  return (
    <WithPlaceFlags placeType={placeType} placeId={placeId}>
      {(state) => <NoteForm placeType={placeType} placeId={placeId} state={state} />}
    </WithPlaceFlags>
  );
}

function NoteForm({ placeType, placeId, state }: { placeType: PlaceType; placeId: number; state: PlaceFlagsState }) {
  const { t } = useTranslation();
  const { user, flags, change, loading } = state;
  const [text, setText] = useState(flags.note);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!loading) setText(flags.note);
  }, [flags.note, loading]);
  if (!user) return null;
  const dirty = text.trim() !== flags.note;
  return (
    <form
      className="place-note"
      onSubmit={(event) => {
        event.preventDefault();
        void change({ note: text.trim() }).then(() => setSaved(true));
      }}
    >
      <label htmlFor={`note-${placeType}-${placeId}`}>{t('placeState.note')}</label>
      <textarea
        id={`note-${placeType}-${placeId}`}
        rows={3}
        maxLength={PLACE_NOTE_MAX_LENGTH}
        value={text}
        placeholder={t('placeState.notePlaceholder')}
        onChange={(event) => {
          setText(event.target.value);
          setSaved(false);
        }}
      />
      <span className="place-note__actions">
        <button type="submit" className="button" disabled={!dirty}>
          {t('placeState.saveNote')}
        </button>
        {saved && !dirty && <span role="status">{t('placeState.noteSaved')}</span>}
      </span>
    </form>
  );
}

import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { TripPlace } from '../../../../shared/api/calls/trips.ts';
import type { RoutedLocale } from '../../../../shared/constants/locales.ts';
import type { TripLogEntry, TripStop } from '../../../../shared/api/calls/trip-plan.ts';
import { tripChanges, type TripLogDraft } from '../../../lib/trips.ts';
import { Modal } from '../../../ui/modal.tsx';
import { StopLogForm } from './stop-log-form.tsx';
import { formatPrice, formInputOf, inLogOrder, type LogFormOutput } from './stop-log-rules.ts';
import { StopNote } from './stop-note.tsx';
import './stop-texts.ts';
import './stop-details.css';

interface Props {
  tripId: string;
  place: TripPlace;
  stop: TripStop | undefined;
  /** This stop's entries of the trip's log. */
  logs: readonly TripLogEntry[];
  canEdit: boolean;
  locale: RoutedLocale;
}

const Stars = ({ rating, label }: { rating: number; label: string }) => (
  <span className="stop-log__stars" role="img" aria-label={label}>
    {'★'.repeat(rating)}
    <span className="stop-log__stars-off">{'★'.repeat(5 - rating)}</span>
  </span>
);

/**
 * A stop's note and its tasted / bought log (issue 29 point 6), under the stop in the itinerary: one line saying what
 * there is ("Poznámka · 2 vína") that opens to the note and the log; the owner writes the note and adds and deletes
 * entries. Every change goes through the outbox (tripChanges), so it shows at once, offline too.
 */
export function StopDetails({ tripId, place, stop, logs, canEdit, locale }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TripLogEntry | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const entries = useMemo(() => inLogOrder(logs), [logs]);
  const note = stop?.note ?? '';
  const ref = { placeId: place.id, placeType: place.type };

  if (!canEdit && note.trim() === '' && entries.length === 0) return null;
  const parts = [
    note.trim() !== '' && t('tripStop.note'),
    entries.length > 0 && t('tripStop.wines', { count: entries.length }),
  ].filter((part): part is string => typeof part === 'string');
  const preview = note.trim().split('\n')[0] ?? '';

  const save = (values: LogFormOutput, id?: string) => {
    const entry: TripLogDraft = {
      id: id ?? crypto.randomUUID(),
      ...ref,
      kind: values.kind,
      wineId: values.wine.wineId,
      wineName: values.wine.wineName,
      price: values.price,
      rating: values.rating,
    };
    void tripChanges.saveLog(tripId, entry);
    if (id) {
      setEditing(null);
      return;
    }
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <details
      className="stop-details"
      data-testid="stop-details"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="stop-details__summary">
        <span className={`stop-details__what${parts.length === 0 ? ' stop-details__what--empty' : ''}`}>
          {parts.length > 0 ? parts.join(' · ') : t('tripStop.addSomething')}
        </span>
        {preview && !open && <span className="stop-details__preview">{preview}</span>}
        <span className="visually-hidden"> – {place.title}</span>
      </summary>
      {open && (
        <div className="stop-details__body">
          {canEdit ? (
            <StopNote saved={note} onSave={(text) => tripChanges.updateStop(tripId, ref, { note: text })} />
          ) : (
            note.trim() !== '' && <p className="stop-details__note">{note}</p>
          )}
          {entries.length > 0 && (
            <ul className="stop-log" aria-label={t('tripStop.log')}>
              {entries.map((entry) =>
                editing === entry.id ? (
                  <li key={entry.id}>
                    <StopLogForm
                      locale={locale}
                      initial={formInputOf(entry, locale)}
                      onSave={(values) => save(values, entry.id)}
                      onCancel={() => setEditing(null)}
                    />
                  </li>
                ) : (
                  <li key={entry.id} className="stop-log__entry">
                    <span className={`stop-log__kind stop-log__kind--${entry.kind}`}>
                      {t(`tripStop.${entry.kind}`)}
                    </span>
                    <span className="stop-log__wine">{entry.wineName}</span>
                    {(entry.price !== null || entry.rating !== null) && (
                      <span className="stop-log__meta">
                        {entry.price !== null && (
                          <span className="stop-log__price">
                            {t('tripStop.priceValue', { price: formatPrice(entry.price, locale) })}
                          </span>
                        )}
                        {entry.rating !== null && (
                          <Stars rating={entry.rating} label={t('tripStop.ratingValue', { rating: entry.rating })} />
                        )}
                      </span>
                    )}
                    {canEdit && (
                      <span className="stop-log__actions">
                        <button
                          type="button"
                          className="stop-log__edit"
                          aria-label={t('tripStop.editLabel', { name: entry.wineName })}
                          title={t('tripStop.editEntry')}
                          onClick={() => setEditing(entry.id)}
                        >
                          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                            <path
                              fill="currentColor"
                              d="M4 17.2V20h2.8l8.3-8.3-2.8-2.8L4 17.2Zm13.7-7.5a1 1 0 0 0 0-1.4l-2-2a1 1 0 0 0-1.4 0l-1.3 1.3 3.4 3.4 1.3-1.3Z"
                            />
                          </svg>
                        </button>
                        <button
                          type="button"
                          className="stop-log__delete"
                          aria-label={t('tripStop.deleteLabel', { name: entry.wineName })}
                          title={t('tripStop.delete')}
                          onClick={() => setDeleting(entry)}
                        >
                          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                            <path
                              fill="currentColor"
                              d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
                            />
                          </svg>
                        </button>
                      </span>
                    )}
                  </li>
                ),
              )}
            </ul>
          )}
          {canEdit &&
            (adding ? (
              <StopLogForm locale={locale} onSave={(values) => save(values)} onCancel={() => setAdding(false)} />
            ) : (
              <button
                ref={addButton}
                type="button"
                className="stop-button stop-details__add"
                onClick={() => setAdding(true)}
              >
                <span aria-hidden="true">+ </span>
                {t('tripStop.addWine')}
              </button>
            ))}
        </div>
      )}
      {deleting && (
        <Modal
          title={t('tripStop.deleteTitle')}
          closeLabel={t('tripStop.cancel')}
          onClose={() => setDeleting(null)}
          className="stop-confirm"
        >
          <p>{t('tripStop.deleteText', { name: deleting.wineName })}</p>
          <div className="stop-form__actions">
            <button type="button" className="stop-button stop-button--quiet" onClick={() => setDeleting(null)}>
              {t('tripStop.cancel')}
            </button>
            <button
              type="button"
              className="stop-button stop-button--danger"
              onClick={() => {
                void tripChanges.deleteLog(tripId, deleting.id);
                setDeleting(null);
              }}
            >
              {t('tripStop.deleteConfirm')}
            </button>
          </div>
        </Modal>
      )}
    </details>
  );
}

import { useState } from 'react';
import { useOnline } from '../../lib/use-online.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { PostCallPath } from '../../../shared/api/registry.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { discardEntry, retryEntry } from '../../offline/outbox.ts';
import type { OutboxEntry } from '../../offline/records.ts';
import { useOutboxStatus } from '../../offline/use-outbox-status.ts';
import { Modal } from '../modal.tsx';
import './texts.ts';
import './sync.css';

/** Each queued call's words (sync.kinds.*); a call missing here is named 'Změna' / 'Change'. */
const KIND_BY_PATH: Partial<Record<PostCallPath, string>> = {
  '/api/user/setPlaceState': 'setPlaceState',
  '/api/trip/create': 'createTrip',
  '/api/trip/update': 'updateTrip',
  '/api/trip/add-places': 'addPlaces',
  '/api/trip/delete-place': 'deletePlace',
  '/api/trip/reorder': 'reorder',
  '/api/trip/delete': 'deleteTrip',
  '/api/trip/add-visited-places': 'visited',
  '/api/trip/day/save': 'saveDay',
  '/api/trip/day/delete': 'deleteDay',
  '/api/trip/stops/place': 'placeStops',
  '/api/trip/stop/update': 'updateStop',
  '/api/trip/log/save': 'saveLog',
  '/api/trip/log/delete': 'deleteLog',
  '/api/user/update': 'updateUser',
};

/** What a queued change was, in words: its kind and, where it has one, the title it carries. */
function describe(entry: OutboxEntry, t: (key: string) => string): string {
  const kind = t(`sync.kinds.${KIND_BY_PATH[entry.path as PostCallPath] ?? 'other'}`);
  const title = typeof entry.payload.title === 'string' ? entry.payload.title : undefined;
  return title ? `${kind}: ${title}` : kind;
}

/**
 * The header's sync corner (DESIGN.md outbox): how many changes wait to be sent, and the changes the server refused
 * (4xx) with its reason, each to send again or discard. Nothing leaves the device unless the user says so.
 */
export function SyncStatus({ locale }: { locale: RoutedLocale }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { pending, refused } = useOutboxStatus();
  const [open, setOpen] = useState(false);
  if (pending === 0 && refused.length === 0) return null;
  return (
    <span className="sync-status">
      {pending > 0 && (
        <span
          className={`sync-status__pending ${online ? '' : 'sync-status__pending--offline'}`}
          role="status"
          data-testid="sync-pending"
        >
          {online ? t('sync.sending', { count: pending }) : t('sync.waiting', { count: pending })}
        </span>
      )}
      {refused.length > 0 && (
        <button type="button" className="sync-status__attention" onClick={() => setOpen(true)}>
          {t('sync.attention', { count: refused.length })}
        </button>
      )}
      {open && (
        <Modal
          title={t('sync.attentionTitle')}
          closeLabel={t('sync.close')}
          onClose={() => setOpen(false)}
          className="sync-attention"
        >
          <p>{t('sync.attentionText')}</p>
          <ul className="sync-attention__list">
            {refused.map((entry) => (
              <li key={entry.seq}>
                <strong>{describe(entry, t)}</strong>
                <small>{t('sync.made', { date: formatDate(entry.createdAt, locale) })}</small>
                <span className="sync-attention__reason">{t('sync.reason', { reason: entry.lastError ?? '—' })}</span>
                <span className="sync-attention__actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      if (entry.seq !== undefined) void retryEntry(entry.seq);
                    }}
                  >
                    {t('sync.retry')}
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      if (entry.seq !== undefined) void discardEntry(entry.seq);
                    }}
                  >
                    {t('sync.discard')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </span>
  );
}

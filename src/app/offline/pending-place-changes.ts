import { useLiveQuery } from 'dexie-react-hooks';
import type { PlaceStateType } from '../../shared/constants/places.ts';
import { PLACE_SUBJECT_PREFIX, placeSubject, SET_PLACE_STATE } from './place-subjects.ts';
import { localDb } from './local-db.ts';
import type { OutboxEntry } from './records.ts';

/**
 * The signed-in user's unsent place-state changes, oldest first: of every place, or of the places of one type;
 * undefined until the outbox is read.
 */
export function usePendingPlaceChanges(
  userId: string | undefined,
  placeType?: PlaceStateType,
): OutboxEntry[] | undefined {
  const subjectPrefix = placeType === undefined ? PLACE_SUBJECT_PREFIX : `${PLACE_SUBJECT_PREFIX}${placeType}:`;
  return useLiveQuery(
    async () =>
      (await localDb.outbox.where('subject').startsWith(subjectPrefix).sortBy('seq')).filter(
        (entry) => entry.status === 'pending' && entry.path === SET_PLACE_STATE && entry.payload.userId === userId,
      ),
    [subjectPrefix, userId],
  );
}

/** The signed-in user's unsent changes of one place, oldest first; undefined until the outbox is read. */
export function usePendingChangesOfPlace(
  userId: string | undefined,
  placeType: PlaceStateType,
  placeId: number,
): OutboxEntry[] | undefined {
  const subject = placeSubject(placeType, placeId);
  return useLiveQuery(
    async () =>
      (await localDb.outbox.where('subject').equals(subject).sortBy('seq')).filter(
        (entry) => entry.status === 'pending' && entry.payload.userId === userId,
      ),
    [subject, userId],
  );
}

import { useTranslation } from 'react-i18next';
import { displayedScore } from '../../../shared/domain/place-display.ts';
import type { PlaceType } from '../../../shared/constants/places.ts';
import { usePlaceFlags, type PlaceFlags } from '../../lib/place-states.ts';
import { useSignInRequest } from '../use-sign-in-request.ts';
import './texts.ts';
import './place-state.css';

export type PlaceToggle = 'visited' | 'wishlist' | 'favorite';
const FLAG: Record<PlaceToggle, keyof PlaceFlags> = { visited: 'isVisited', wishlist: 'isPlannedToVisit', favorite: 'isFavorite' };

/**
 * Visited / wishlist / favorite toggles (spec 01 §4). Signed in, visited and favorite change at once and are saved
 * through the outbox; wishlist on opens the add-to-trip dialog, which comes with trips, so until then wishlist can
 * only be switched off. Signed out, any toggle (and the score) opens the sign-in modal (`signin=1`).
 */
export function PlaceToggles({ toggles, placeType, placeId }: { toggles: readonly PlaceToggle[]; placeType: PlaceType; placeId: number }) {
  const { t } = useTranslation();
  const ask = useSignInRequest().open;
  const { user, flags, change } = usePlaceFlags(placeType, placeId);
  return (
    <div className="place-toggles" role="group" aria-label={t('placeState.toggles')} aria-busy={user === undefined}>
      {toggles.map((toggle) => {
        const on = user ? flags[FLAG[toggle]] : false;
        const waitsForTrips = user && toggle === 'wishlist' && !on;
        return (
          <button
            key={toggle} type="button" className={`place-toggle place-toggle--${toggle}`} aria-pressed={on}
            disabled={user === undefined || Boolean(waitsForTrips)} title={waitsForTrips ? t('placeState.soon') : undefined}
            onClick={() => (user ? void change({ [FLAG[toggle]]: !on }) : ask())}
          >
            {t(`placeState.${toggle}`)}
          </button>
        );
      })}
    </div>
  );
}

/** The score: rounded average with its count; signed out a click asks to sign in (the score modal comes with ratings). */
export function PlaceScore({ rating, ratingCount }: { rating: number | null; ratingCount: number }) {
  const { t } = useTranslation();
  const ask = useSignInRequest().open;
  const score = displayedScore(rating, ratingCount);
  return (
    <button type="button" className="place-score" onClick={ask} aria-label={`${t('placeState.score')}: ${score.value ?? t('placeState.noScore')}`}>
      <span aria-hidden="true">★</span> {score.value ?? '–'}{score.count ? <span className="place-score__count"> ({t('placeState.ratings', { count: score.count })})</span> : null}
    </button>
  );
}

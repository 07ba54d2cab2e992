import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { RATING_MAX, RATING_MIN } from '../../../shared/constants/account.ts';
import type { PlaceType } from '../../../shared/constants/places.ts';
import { displayedScore } from '../../../shared/domain/place-display.ts';
import { TOGGLE_FLAG, type PlaceFlagsState, type PlaceToggle } from '../../lib/place-flags.ts';
import { Modal } from '../modal.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { useSignInRequest } from '../use-sign-in-request.ts';
import { WithPlaceFlags } from './with-place-flags.tsx';
import './texts.ts';
import './place-state.css';

const STATES: readonly PlaceToggle[] = ['visited', 'favorite', 'wishlist'];
const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

interface PlaceScoreProps {
  rating: number | null;
  ratingCount: number;
  placeType: PlaceType;
  placeId: number;
}

/**
 * The score (spec 01 §3, §4): the user's own rating when signed in, else the rounded average with its count. Signed
 * out a click asks to sign in; signed in it opens the score modal, and a rating is saved through the outbox.
 */
export function PlaceScore(props: PlaceScoreProps) {
  return (
    <WithPlaceFlags placeType={props.placeType} placeId={props.placeId}>
      {(state) => <Score {...props} state={state} />}
    </WithPlaceFlags>
  );
}

function Score({ rating, ratingCount, state }: PlaceScoreProps & { state: PlaceFlagsState }) {
  const { t } = useTranslation();
  const ask = useSignInRequest().open;
  const { user, flags, change } = state;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const score = displayedScore(rating, ratingCount, user ? flags.userRating : undefined);
  const rate = (value: number | null) => {
    void change({ userRating: value });
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="place-score"
        // While the session is still being checked (also just after the takeover) a click neither rates nor asks.
        onClick={() => (user ? setOpen(true) : user === null && hydrated ? ask() : undefined)}
        aria-label={`${t('placeState.score')}: ${score.value ?? t('placeState.noScore')}`}
      >
        <span aria-hidden="true">★</span> {score.value ?? '–'}
        {score.count ? (
          <span className="place-score__count"> ({t('placeState.ratings', { count: score.count })})</span>
        ) : null}
      </button>
      {open && (
        <Modal
          title={t('placeState.rateTitle')}
          closeLabel={t('placeState.close')}
          onClose={() => setOpen(false)}
          className="score-modal"
        >
          {/* Spec 01 §4: the modal opens "with current state and rating". */}
          <ul className="score-modal__states" aria-label={t('placeState.toggles')}>
            {STATES.map((state) => {
              const on = flags[TOGGLE_FLAG[state]];
              return (
                <li key={state} className={on ? 'score-modal__state--on' : 'score-modal__state--off'}>
                  {on ? '✓' : '–'} {t(`placeState.${state}`)}
                </li>
              );
            })}
          </ul>
          <p>
            {flags.userRating ? t('placeState.yourRating', { value: flags.userRating }) : t('placeState.notRatedByYou')}
          </p>
          <div className="score-modal__stars" role="radiogroup" aria-label={t('placeState.rateTitle')}>
            {STARS.map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={flags.userRating === value}
                aria-label={t('placeState.stars', { count: value })}
                className={`score-star ${flags.userRating !== null && value <= flags.userRating ? 'score-star--on' : ''}`}
                onClick={() => rate(value)}
              >
                ★
              </button>
            ))}
          </div>
          {flags.userRating !== null && (
            <button type="button" className="link-button" onClick={() => rate(null)}>
              {t('placeState.clearRating')}
            </button>
          )}
        </Modal>
      )}
    </>
  );
}

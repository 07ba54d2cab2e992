import { useSyncExternalStore } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { displayedScore } from '../../../shared/domain/place-display.ts';
import { sessionToken, subscribeSessionToken } from '../../lib/session-token.ts';
import './texts.ts';
import './place-state.css';

export type PlaceToggle = 'visited' | 'wishlist' | 'favorite';

/** Signed out, a toggle or the score opens the sign-in modal through the address (spec 01 §4: `signin=1`). */
function useAskToSignIn() {
  const navigate = useNavigate();
  return () => void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, signin: 1 }), hash: (hash) => hash ?? '', resetScroll: false });
}

/** Saving place states comes with the place-state work; until then a signed-in visitor sees the toggles inactive. */
function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeSessionToken, () => sessionToken() !== null, () => false);
}

/** Visited / wishlist / favorite toggles as the detail screens show them. */
export function PlaceToggles({ toggles }: { toggles: readonly PlaceToggle[] }) {
  const { t } = useTranslation();
  const ask = useAskToSignIn();
  const signedIn = useSignedIn();
  return (
    <div className="place-toggles" role="group" aria-label={t('placeState.toggles')}>
      {toggles.map((toggle) => (
        <button key={toggle} type="button" className={`place-toggle place-toggle--${toggle}`} aria-pressed={false} disabled={signedIn} title={signedIn ? t('placeState.soon') : undefined} onClick={ask}>{t(`placeState.${toggle}`)}</button>
      ))}
    </div>
  );
}

/** The score: rounded average with its count; a click asks to sign in. */
export function PlaceScore({ rating, ratingCount }: { rating: number | null; ratingCount: number }) {
  const { t } = useTranslation();
  const ask = useAskToSignIn();
  const signedIn = useSignedIn();
  const score = displayedScore(rating, ratingCount);
  return (
    <>
      <button type="button" className="place-score" disabled={signedIn} title={signedIn ? t('placeState.soon') : undefined} onClick={ask} aria-label={`${t('placeState.score')}: ${score.value ?? t('placeState.noScore')}`}>
        <span aria-hidden="true">★</span> {score.value ?? '–'}{score.count ? <span className="place-score__count"> ({t('placeState.ratings', { count: score.count })})</span> : null}
      </button>
    </>
  );
}

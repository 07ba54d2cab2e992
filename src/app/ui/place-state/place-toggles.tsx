import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayedScore } from '../../../shared/domain/place-display.ts';
import { Modal } from '../modal.tsx';
import './texts.ts';
import './place-state.css';

export type PlaceToggle = 'visited' | 'wishlist' | 'favorite';

/** Until accounts exist every toggle and the score ask the visitor to sign in (spec 01 §4, signed out). */
function SignInNeeded({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('placeState.signInTitle')} closeLabel={t('placeState.close')} onClose={onClose}>
      <p>{t('placeState.signInText')}</p>
    </Modal>
  );
}

/** Visited / wishlist / favorite toggles as the detail screens show them. */
export function PlaceToggles({ toggles }: { toggles: readonly PlaceToggle[] }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <div className="place-toggles" role="group" aria-label={t('placeState.toggles')}>
      {toggles.map((toggle) => (
        <button key={toggle} type="button" className={`place-toggle place-toggle--${toggle}`} aria-pressed={false} onClick={() => setAsking(true)}>{t(`placeState.${toggle}`)}</button>
      ))}
      {asking && <SignInNeeded onClose={() => setAsking(false)} />}
    </div>
  );
}

/** The score: rounded average with its count; a click asks to sign in. */
export function PlaceScore({ rating, ratingCount }: { rating: number | null; ratingCount: number }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const score = displayedScore(rating, ratingCount);
  return (
    <>
      <button type="button" className="place-score" onClick={() => setAsking(true)} aria-label={`${t('placeState.score')}: ${score.value ?? t('placeState.noScore')}`}>
        <span aria-hidden="true">★</span> {score.value ?? '–'}{score.count ? <span className="place-score__count"> ({t('placeState.ratings', { count: score.count })})</span> : null}
      </button>
      {asking && <SignInNeeded onClose={() => setAsking(false)} />}
    </>
  );
}

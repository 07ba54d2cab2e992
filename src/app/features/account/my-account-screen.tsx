import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  MY_ACCOUNT_TRIPS_INITIAL,
  MY_ACCOUNT_TRIPS_STEP,
  accountPagePath,
  tripPath,
} from '../../../shared/constants/account.ts';
import { useMyTrips } from '../../lib/trips.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { TripCard } from '../../ui/trips/trip-card.tsx';
import { TripModal } from '../../ui/trips/trip-modal.tsx';
import { accountTripLists } from './account-trip-lists.ts';
import { DefaultLists } from './default-lists.tsx';
import { useSignOut } from './use-sign-out.ts';
import { useSignedInOrHome } from './use-signed-in.ts';
import './account-texts.ts';
import './account.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** My account (spec 01 §2): user header, welcome, the three default lists, trips (2, then +6), the 3 latest trips. */
export function MyAccountScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const user = useSignedInOrHome(locale);
  const { trips, loading, failed } = useMyTrips(locale);
  const [shown, setShown] = useState(MY_ACCOUNT_TRIPS_INITIAL);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (!user)
    return (
      <div className="account-page">
        <p role="status" className="block-loading">
          {t('myAccount.loading')}
        </p>
      </div>
    );
  const signOutAndGoHome = async () => {
    await signOut();
    void navigate({ to: '/$locale', params: { locale } });
  };
  const { all, latest } = accountTripLists(trips, locale);
  return (
    <div className="account-page">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="account-header">
        <span className="account-header__initials" aria-hidden="true">
          {initials(user.profile.name)}
        </span>
        <div>
          <h1>{user.profile.name}</h1>
          <a href={`mailto:${user.email}`}>{user.email}</a>
        </div>
        <nav className="account-header__links">
          <SafeLink href={accountPagePath('settings', locale)}>{t('myAccount.settings')}</SafeLink>
          <button type="button" className="link-button" onClick={() => void signOutAndGoHome()}>
            {t('myAccount.signOut')}
          </button>
        </nav>
      </header>
      <p className="account-welcome">
        {t('myAccount.welcome', { name: user.profile.name.split(/\s+/)[0] ?? user.profile.name })}
      </p>
      <DefaultLists userId={user.id} locale={locale} />
      <section className="account-section" aria-labelledby="my-trips">
        <div className="account-section__head">
          <h2 id="my-trips">{t('myAccount.trips')}</h2>
          <button type="button" className="button" onClick={() => setCreating(true)}>
            {t('myAccount.createFolder')}
          </button>
        </div>
        {loading && (
          <p role="status" className="block-loading">
            {t('myAccount.loading')}
          </p>
        )}
        {failed && trips.length === 0 && <p role="alert">{t('myAccount.loadFailed')}</p>}
        {!loading && !failed && trips.length === 0 && <p>{t('trips.noTrips')}</p>}
        <ul className="trip-list" data-testid="my-trips">
          {all.slice(0, shown).map((trip) => (
            <li key={trip.id}>
              <TripCard trip={trip} locale={locale} />
            </li>
          ))}
        </ul>
        {trips.length > shown && (
          <button type="button" className="link-button" onClick={() => setShown(shown + MY_ACCOUNT_TRIPS_STEP)}>
            {t('myAccount.showMore')}
          </button>
        )}
      </section>
      {latest.length > 0 && (
        <section className="account-section" aria-labelledby="latest-trips">
          <h2 id="latest-trips">{t('myAccount.latest')}</h2>
          <ul className="trip-list">
            {latest.map((trip) => (
              <li key={trip.id}>
                <TripCard trip={trip} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {creating && (
        <TripModal
          mode="create"
          userId={user.id}
          onClose={() => setCreating(false)}
          onSaved={(tripId) => {
            setCreating(false);
            void navigate({ href: tripPath(locale, tripId) });
          }}
        />
      )}
    </div>
  );
}

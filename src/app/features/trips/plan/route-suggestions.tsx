import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { TripDay } from '../../../../shared/api/calls/trip-plan.ts';
import type { TripPlace } from '../../../../shared/api/calls/trips.ts';
import type { RoutedLocale } from '../../../../shared/constants/locales.ts';
import type { LatLng } from '../../../../shared/domain/trip-route.ts';
import { SafeLink } from '../../../ui/safe-link.tsx';
import { formatKm } from './drive-time.ts';
import { useRouteEvents } from './use-route-events.ts';
import './plan-texts.ts';

/** The trip's dates: its days' first and last date, or null when no day has one. */
function tripDates(days: readonly TripDay[]): { dateFrom: string; dateTo: string } | null {
  const dates = days.flatMap((day) => (day.date ? [day.date] : [])).sort();
  const first = dates[0];
  const last = dates.at(-1);
  return first && last ? { dateFrom: first, dateTo: last } : null;
}

/**
 * Open-cellar days and other events on the trip's dates within a few kilometres of its stops, each added to the trip in
 * one tap (the owner) or opened: what a wine traveller would otherwise find only by chance.
 */
export function RouteSuggestions({
  days,
  places,
  inTrip,
  canEdit,
  onAdd,
  locale,
}: {
  days: readonly TripDay[];
  places: readonly TripPlace[];
  inTrip: ReadonlySet<string>;
  canEdit: boolean;
  onAdd: (place: TripPlace) => void;
  locale: RoutedLocale;
}) {
  const { t } = useTranslation();
  const dates = tripDates(days);
  const points = useMemo(
    () =>
      places.flatMap((place): LatLng[] =>
        place.latitude !== null && place.longitude !== null
          ? [{ latitude: place.latitude, longitude: place.longitude }]
          : [],
      ),
    [places],
  );
  const { events } = useRouteEvents(dates, points, locale);
  const shown = events.filter((event) => !inTrip.has(`${event.type}:${event.id}`)).slice(0, 6);
  if (shown.length === 0) return null;
  return (
    <section className="route-suggestions" aria-labelledby="route-suggestions">
      <h2 id="route-suggestions">{t('plan.suggestions')}</h2>
      <p className="route-suggestions__hint">{t('plan.suggestionsHint')}</p>
      <ul>
        {shown.map((event) => (
          <li key={event.id}>
            <span className="route-suggestions__text">
              <SafeLink href={event.url}>{event.title}</SafeLink>
              <small>
                {[event.dateFrom?.slice(0, 10), event.city, `${formatKm(event.distanceKm)} km`]
                  .filter(Boolean)
                  .join(' · ')}
              </small>
            </span>
            {canEdit && (
              <button
                type="button"
                className="chip-button"
                onClick={() => onAdd(event)}
                aria-label={`${t('plan.addSuggestion')}: ${event.title}`}
              >
                {t('plan.addSuggestion')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

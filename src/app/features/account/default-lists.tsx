import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { apiPost } from '../../lib/api-client.ts';
import { usePlaceList } from '../../lib/place-states.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import '../../ui/trips/texts.ts';

/** The default lists, named as the counts and the place search name them. */
const LISTS = ['visited', 'favorite', 'plannedToVisit'] as const;
type ListKey = (typeof LISTS)[number];
const ALL_CATEGORIES = [] as const;

/** The three default lists with their counts (spec 01 §2 my account); a list opens its places below. */
export function DefaultLists({ userId, locale }: { userId: string; locale: RoutedLocale }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ListKey | null>(null);
  const counts = useQuery({
    queryKey: ['defaultPlacesCount', userId],
    queryFn: async () => (await apiPost('/api/user/defaultPlacesCount', { userId })).counts,
  });
  const places = usePlaceList(userId, open ?? 'visited', ALL_CATEGORIES, locale, open !== null);
  return (
    <section className="account-section" aria-labelledby="default-lists">
      <h2 id="default-lists">{t('myAccount.lists')}</h2>
      <ul className="default-lists">
        {LISTS.map((key) => (
          <li key={key}>
            <button
              type="button"
              className="default-list"
              aria-expanded={open === key}
              onClick={() => setOpen(open === key ? null : key)}
              data-testid={`list-${key}`}
            >
              <span>{t(`myAccount.${key}`)}</span>
              <strong className="default-list__count">{counts.data ? counts.data[key] : '…'}</strong>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <div className="default-list__places" role="region" aria-label={t(`myAccount.${open}`)}>
          {places.loading && places.places.length === 0 && <p role="status">{t('myAccount.loading')}</p>}
          {places.loaded && places.places.length === 0 && <p>{t('trips.emptyFolder')}</p>}
          <ul>
            {places.places.map((place) => (
              <li key={`${place.type}:${place.id}`}>
                <SafeLink href={place.url}>{place.title}</SafeLink>
                {place.city ? ` · ${place.city}` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

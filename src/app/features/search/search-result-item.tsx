import { useTranslation } from '../../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { searchItemSchema } from '../../../shared/api/calls/search.ts';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { placeTypeOfListing } from '../../../shared/constants/places.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import '../../ui/place-type-texts.ts';
import { resultTypeOf, typeLabelKey } from './result-groups.ts';
import { ResultTypeIcon } from './result-type-icon.tsx';
import { SearchThumbnail } from './search-thumbnail.tsx';
import './texts.ts';

export type SearchItem = z.infer<typeof searchItemSchema>;

/** The place a result is, when it can go into a trip (events, wine entities and restaurants). */
export function resultPlace(item: SearchItem): TripPlace | null {
  const [first] = item.types;
  if (!first) return null;
  const type = placeTypeOfListing(first);
  if (!type) return null;
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    types: item.types,
    type,
    dateFrom: item.dateFrom ?? null,
    dateTo: item.dateTo ?? null,
    city: item.location,
    image: item.image?.url ?? item.imageUrl,
    url: item.url,
    latitude: null,
    longitude: null,
  };
}

/**
 * One result: image, title linking to the record, its type (icon and name), place or dates, and "Top akce" for top
 * events in Czech only.
 */
export function SearchResultItem({
  item,
  locale,
  onOpen,
  mark,
  typed = true,
}: {
  item: SearchItem;
  locale: RoutedLocale;
  onOpen: () => void;
  mark?: { checked: boolean; onToggle: () => void } | undefined;
  /** Whether the row names its type: not in the default mode's sections, each of one type under its heading. */
  typed?: boolean;
}) {
  const { t } = useTranslation();
  const image = item.image ?? (item.imageUrl ? { url: item.imageUrl } : null);
  const type = resultTypeOf(item);
  const dates = item.dateFrom
    ? `${formatDate(item.dateFrom, locale)}${item.dateTo && item.dateTo !== item.dateFrom ? ` – ${formatDate(item.dateTo, locale)}` : ''}`
    : '';
  const where = [dates, item.location ?? ''].filter(Boolean).join(' · ');
  return (
    <li className="search-item">
      {mark && (
        <input
          type="checkbox"
          className="search-item__mark"
          checked={mark.checked}
          onChange={mark.onToggle}
          aria-label={`${t('search.mark')}: ${item.title}`}
        />
      )}
      <SearchThumbnail image={image} />
      <div>
        <SafeLink href={item.url} onClick={onOpen} className="search-item__title">
          {item.title}
        </SafeLink>
        {item.isTopEvent && locale === 'cs' && <span className="search-item__top">{t('search.topEvent')}</span>}
        <p className="search-item__meta">
          {typed && (
            <span className="search-item__type">
              <ResultTypeIcon type={type} />
              {t(typeLabelKey(type))}
            </span>
          )}
          {where && <span>{where}</span>}
        </p>
      </div>
    </li>
  );
}

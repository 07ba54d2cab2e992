import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { searchItemSchema } from '../../../shared/api/calls/search.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { SafeLink } from '../../ui/safe-link.tsx';

export type SearchItem = z.infer<typeof searchItemSchema>;

/** One result: image, title linking to the record, place or dates, and "Top akce" for top events in Czech only. */
export function SearchResultItem({ item, locale, onOpen }: { item: SearchItem; locale: RoutedLocale; onOpen: () => void }) {
  const { t } = useTranslation();
  const image = item.image?.url ?? item.imageUrl;
  return (
    <li className="search-item">
      {image ? <img src={image} alt="" width={72} height={48} loading="lazy" /> : <span className="search-item__noimage" aria-hidden="true" />}
      <div>
        <SafeLink href={item.url} onClick={onOpen} className="search-item__title">{item.title}</SafeLink>
        {item.isTopEvent && locale === 'cs' && <span className="search-item__top">{t('search.topEvent')}</span>}
        <p className="search-item__meta">
          {item.dateFrom ? `${formatDate(item.dateFrom, locale)}${item.dateTo && item.dateTo !== item.dateFrom ? ` – ${formatDate(item.dateTo, locale)}` : ''}` : ''}
          {item.dateFrom && item.location ? ' · ' : ''}
          {item.location ?? ''}
        </p>
      </div>
    </li>
  );
}

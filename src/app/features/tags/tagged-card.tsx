import { useTranslation } from '../../i18n/use-translation.tsx';
import type { z } from 'zod';
import type { tagEntityItemSchema } from '../../../shared/api/calls/places.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { SafeLink } from '../../ui/safe-link.tsx';

type Item = z.output<typeof tagEntityItemSchema>;

/** One tagged record: its kind, title (link), place, dates of an event, logo and e-shop link. */
export function TaggedCard({ item, locale }: { item: Item; locale: RoutedLocale }) {
  const { t } = useTranslation();
  const kind = item.types[0] ?? '';
  return (
    <li className="tagged-card" style={item.color ? { borderTopColor: item.color } : undefined}>
      {item.logo && (
        <img
          className="tagged-card__logo"
          src={item.logo.url}
          alt=""
          width={96}
          height={64}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="tagged-card__body">
        <p className="tagged-card__kind">{t(`tags.docType.${kind}`, { defaultValue: kind })}</p>
        <h2 className="tagged-card__title">
          <SafeLink href={item.url}>{item.title}</SafeLink>
        </h2>
        {item.city && <p className="tagged-card__city">{item.city}</p>}
        {item.dateFrom && (
          <p className="tagged-card__dates">
            <time dateTime={item.dateFrom}>{formatDate(item.dateFrom, locale)}</time>
            {item.dateTo && item.dateTo !== item.dateFrom && (
              <>
                {' '}
                – <time dateTime={item.dateTo}>{formatDate(item.dateTo, locale)}</time>
              </>
            )}
          </p>
        )}
        {item.eshopUrl && (
          <a className="tagged-card__eshop" href={item.eshopUrl} target="_blank" rel="noopener noreferrer">
            {t('tags.toEshop')} <span className="visually-hidden">{t('tags.newWindow')}</span>
          </a>
        )}
      </div>
    </li>
  );
}

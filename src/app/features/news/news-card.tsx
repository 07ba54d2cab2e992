import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { CARD_IMAGE } from '../../../shared/domain/image-url.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { NewsItem } from './api.ts';
import { CategoryLabel } from './category-label.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';

const CARD_SIZES = '(min-width: 72rem) 22rem, (min-width: 48rem) 33vw, 100vw';

/** One news item: image, category label, date, title (the link) and perex. */
export function NewsCard({ news, locale, eager = false }: { news: NewsItem; locale: RoutedLocale; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <li
      className={`news-card${news.highlight ? ' news-card--highlight' : ''}`}
      data-testid="news-card"
      data-id={news.id}
    >
      <div className="news-card__media">
        {news.image ? (
          <ResponsiveImage
            className={`news-card__image${news.dontCrop ? ' news-card__image--whole' : ''}`}
            image={news.image}
            size={CARD_IMAGE}
            sizes={CARD_SIZES}
            eager={eager}
          />
        ) : (
          <span className="news-card__image news-card__image--empty" />
        )}
        <CategoryLabel title={news.category.title} color={news.category.color} />
      </div>
      <div className="news-card__body">
        <p className="news-card__meta">
          <time dateTime={news.dateFrom}>{formatDate(news.dateFrom, locale)}</time>
          {news.highlight && <span className="news-card__highlight">{t('news.highlight')}</span>}
        </p>
        <h2 className="news-card__title">
          <SafeLink href={news.url}>{news.title}</SafeLink>
        </h2>
        {news.perex && <p className="news-card__perex">{news.perex}</p>}
      </div>
    </li>
  );
}

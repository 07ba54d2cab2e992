import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatLongDate } from '../../../shared/domain/dates.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { newsDetailQuery } from './api.ts';
import { CategoryLabel } from './category-label.tsx';
import { ContentDetailStatus } from '../../ui/content-detail-status.tsx';
import { NewsCard } from './news-card.tsx';
import { NewsNeighbours } from './news-neighbours.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import './texts.ts';
import './news.css';

const HERO_IMAGE = { width: 1200, height: 600 } as const;

/** Spec 01 "News detail": category, date, title, perex, the content blocks, previous/next and related news. */
export function NewsDetailScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const query = useQuery(newsDetailQuery(locale, page.entity?.id ?? 0));
  const news = query.data;
  return (
    <article className="page news-detail">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      {!news ? (
        <ContentDetailStatus
          pending={query.isPending}
          error={query.error}
          retry={() => void query.refetch()}
          locale={locale}
          texts="news"
          block="news-detail"
        />
      ) : (
        <>
          <header className="news-detail__header">
            <p className="news-detail__meta">
              <CategoryLabel title={news.category.title} color={news.category.color} />
              <span className="visually-hidden">{t('news.published')}: </span>
              <time dateTime={news.dateFrom}>{formatLongDate(news.dateFrom, locale)}</time>
            </p>
            <h1>{news.title}</h1>
            {news.perex && (
              <p className="news-detail__perex" data-testid="news-perex">
                {news.perex}
              </p>
            )}
          </header>
          {news.image && (
            <ResponsiveImage
              className={`news-detail__image${news.dontCrop ? ' news-detail__image--whole' : ''}`}
              image={news.image}
              size={HERO_IMAGE}
              sizes="(min-width: 72rem) 70rem, 100vw"
              eager
            />
          )}
          <div className="news-detail__blocks" data-testid="news-blocks">
            {news.blocks.map((block) =>
              block.type === 'rich_text' && typeof block.html === 'string' ? (
                // The server sanitises rich text before it answers; this is its rendered HTML.
                <div key={block.id} className="rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />
              ) : null,
            )}
          </div>
          <NewsNeighbours previous={news.previous} next={news.next} />
          {news.related.length > 0 && (
            <section className="news-related" aria-labelledby="news-related">
              <h2 id="news-related">{t('news.related')}</h2>
              <ul className="news-grid">
                {news.related.map((item) => (
                  <NewsCard key={item.id} news={item} locale={locale} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </article>
  );
}

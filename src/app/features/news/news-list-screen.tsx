import { Suspense, useRef, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { withNewsBanner } from '../../../shared/domain/news-grid.ts';
import { newsPageCount } from '../../../shared/domain/news-paging.ts';
import { ContentList } from '../../ui/content-list.tsx';
import { scrollBehavior, useListPage } from '../../ui/list-page.ts';
import type { BlockOf, BlockProps, ScreenProps } from '../../ui/screen-props.ts';
import { isTradeNews, newsListQuery } from './api.ts';
import { NewsBanner } from './news-banner.tsx';
import { NewsCard } from './news-card.tsx';
import './texts.ts';
import './news.css';

type Promo = { kind: 'banner'; block: BlockOf<'banner'> } | { kind: 'newsletter'; block: BlockOf<'newsletter'> };

interface Props extends ScreenProps {
  /** The newsletter box, composed in by the route (another feature's); shown in the grid's slot when the page has no banner. */
  newsletter?: ComponentType<BlockProps<'newsletter'>>;
}

/** The slot's content: the page's own banner, else the newsletter box, which the spec shows in Czech only. */
function promoOf({ page, locale, newsletter }: Props): Promo | undefined {
  const banner = page.blocks.find((block): block is BlockOf<'banner'> => block.type === 'banner');
  if (banner) return { kind: 'banner', block: banner };
  if (!newsletter || locale !== 'cs') return undefined;
  return {
    kind: 'newsletter',
    block: page.blocks.find((block): block is BlockOf<'newsletter'> => block.type === 'newsletter') ?? {
      id: 'newsletter',
      type: 'newsletter',
    },
  };
}

/** Spec 01 §9: news newest first, 9 on page 1 and 10 after, the banner at index 6 (page 1) or 7; the page in the query. */
export function NewsListScreen(props: Props) {
  const { page, locale, newsletter: Newsletter } = props;
  const { t } = useTranslation();
  const resultsRef = useRef<HTMLDivElement>(null);
  const { current, goTo, hrefFor } = useListPage(() =>
    resultsRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }),
  );
  const query = useQuery(newsListQuery(locale, current, isTradeNews(page)));
  const pages = query.data ? newsPageCount(query.data.count) : 0;
  const promo = promoOf(props);
  return (
    <ContentList
      page={page}
      texts="news"
      className="news-list"
      query={query}
      pages={pages}
      current={current}
      goTo={goTo}
      hrefFor={hrefFor}
      columns={3}
      resultsRef={resultsRef}
    >
      {(news) =>
        withNewsBanner(news, promo, current).map((cell, index) => {
          if (cell.kind === 'news')
            return <NewsCard key={cell.news.id} news={cell.news} locale={locale} eager={index < 2} />;
          if (cell.banner.kind === 'banner')
            return <NewsBanner key={cell.banner.block.id} banner={cell.banner.block} />;
          return (
            Newsletter && (
              <li key={cell.banner.block.id} className="news-grid__promo news-grid__newsletter">
                <Suspense
                  fallback={
                    <p className="loading" role="status">
                      {t('loading')}
                    </p>
                  }
                >
                  <Newsletter block={cell.banner.block} locale={locale} />
                </Suspense>
              </li>
            )
          );
        })
      }
    </ContentList>
  );
}

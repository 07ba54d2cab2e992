import { Suspense, useRef, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sectionPath } from '../../../shared/constants/sections.ts';
import { hashWithPage, pageFromHash } from '../../../shared/domain/list-paging.ts';
import { withNewsBanner } from '../../../shared/domain/news-grid.ts';
import { newsPageCount } from '../../../shared/domain/news-paging.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import type { BlockOf, BlockProps, ScreenProps } from '../../ui/screen-props.ts';
import { newsListQuery } from './api.ts';
import { ListLoadFailed } from '../../ui/list-load-failed.tsx';
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
  return { kind: 'newsletter', block: page.blocks.find((block): block is BlockOf<'newsletter'> => block.type === 'newsletter') ?? { id: 'newsletter', type: 'newsletter' } };
}

/** Spec 01 §9: news newest first, 9 on page 1 and 10 after, the banner at index 6 (page 1) or 7; the page in the hash. */
export function NewsListScreen(props: Props) {
  const { page, locale, newsletter: Newsletter } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const resultsRef = useRef<HTMLDivElement>(null);
  const current = pageFromHash(hash);
  const trade = page.path === sectionPath('trade_news', 'cs');
  const query = useQuery(newsListQuery(locale, current, trade));
  const data = query.data;
  const pages = data ? newsPageCount(data.count) : 0;
  const promo = promoOf(props);

  const goTo = (next: number) => {
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => prev, hash: hashWithPage(hash, next), resetScroll: false });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    resultsRef.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <article className="page news-list" data-page-type={page.type}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
        {(page.perex ?? page.description) && <p className="page__perex">{page.perex ?? page.description}</p>}
      </header>
      <div className="news-list__results" ref={resultsRef} aria-busy={query.isFetching}>
        <p className="news-list__count" role="status" aria-live="polite">
          {query.isPending ? t('news.loading') : data ? t('news.found', { count: data.count }) : ''}
        </p>
        {query.isPending && <div className="news-skeleton" aria-hidden="true" />}
        {query.isError && !data && <ListLoadFailed error={query.error} retry={() => void query.refetch()} texts="news" />}
        {data && data.count === 0 && <div className="news-message"><p>{t('news.noResults')}</p></div>}
        {data && data.count > 0 && data.items.length === 0 && (
          <div className="news-message">
            <p>{t('news.pastLastPage', { pages })}</p>
            <button type="button" className="button" onClick={() => goTo(pages)}>{t('news.lastPage')}</button>
          </div>
        )}
        {data && data.items.length > 0 && (
          <ul className={`news-grid${query.isPlaceholderData ? ' news-grid--stale' : ''}`} data-testid="news-grid">
            {withNewsBanner(data.items, promo, current).map((cell, index) => {
              if (cell.kind === 'news') return <NewsCard key={cell.news.id} news={cell.news} locale={locale} eager={index < 2} />;
              if (cell.banner.kind === 'banner') return <NewsBanner key={cell.banner.block.id} banner={cell.banner.block} />;
              return Newsletter && (
                <li key={cell.banner.block.id} className="news-grid__promo news-grid__newsletter">
                  <Suspense fallback={<p className="loading" role="status">{t('loading')}</p>}>
                    <Newsletter block={cell.banner.block} locale={locale} />
                  </Suspense>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination page={current} pages={pages} onPage={goTo} />
      </div>
    </article>
  );
}

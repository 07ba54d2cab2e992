import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { eshopListQuery } from './api.ts';

/** E-shops beside the wine shops (spec 02 §7 /api/eshop): matched by the search text only, 10 more per step. */
export function EshopSection({ locale, search }: { locale: RoutedLocale; search: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(eshopListQuery(locale, search));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;

  return (
    <section className="eshops" aria-labelledby="eshops-title" aria-busy={query.isFetching}>
      <div className="eshops__bar">
        <h2 id="eshops-title" className="eshops__title">
          {t('catalogue.eshops')}
        </h2>
        {query.data && (
          <p className="eshops__count">{count > 0 ? t('catalogue.found', { count }) : t('catalogue.notFound')}</p>
        )}
      </div>
      {query.isPending && (
        <p className="loading" role="status">
          {t('catalogue.eshopsLoading')}
        </p>
      )}
      {query.isError && !query.data && (
        <p className="eshops__error" role="alert">
          {t('catalogue.eshopsFailed')}{' '}
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('catalogue.retry')}
          </button>
        </p>
      )}
      {query.data && count === 0 && <p className="eshops__empty">{t('catalogue.noEshops')}</p>}
      {items.length > 0 && (
        <ul className="eshops__items">
          {items.map((eshop) => (
            <li key={eshop.id} className="eshop-card">
              {eshop.logo ? (
                <img
                  className="eshop-card__logo"
                  src={eshop.logo.url}
                  alt=""
                  width={96}
                  height={54}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="eshop-card__logo" aria-hidden="true" />
              )}
              <div className="eshop-card__body">
                <h3 className="eshop-card__title">
                  <SafeLink href={eshop.url}>{eshop.title}</SafeLink>
                </h3>
                <a className="eshop-card__shop" href={eshop.eshopUrl} target="_blank" rel="noopener noreferrer">
                  {t('catalogue.toEshop')}
                  <span className="visually-hidden">
                    {' '}
                    {eshop.title} {t('catalogue.newWindow')}
                  </span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className="button eshops__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('catalogue.loadingMore') : t('catalogue.moreEshops')}
        </button>
      )}
    </section>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.tsx';
import { ListLoadFailed } from './list-load-failed.tsx';
import './list-status.css';

interface Props {
  query: UseQueryResult<{ count: number; items: readonly unknown[] }>;
  /** The feature's text namespace: `{texts}.loading`, `.found`, `.noResults`, `.pastLastPage`, `.lastPage`, with a
   * reset `.reset`, and ListLoadFailed's. */
  texts: string;
  pages: number;
  toLastPage: () => void;
  /** Offered beside "no results" where the list has filters to clear. */
  reset?: () => void;
}

/**
 * A paged list's state above its grid: the count (announced as it changes), a loader, the offline or failed state
 * with a retry, no results (with a reset where there are filters) and a page past the last with a way back.
 */
export function ListStatus({ query, texts, pages, toLastPage, reset }: Props) {
  const { t } = useTranslation();
  const data = query.data;
  const count = () => {
    if (query.isPending) return t(`${texts}.loading`);
    return data ? t(`${texts}.found`, { count: data.count }) : '';
  };
  return (
    <>
      <p className="list-status__count" role="status" aria-live="polite">
        {count()}
      </p>
      {query.isPending && <div className="list-status__skeleton" aria-hidden="true" />}
      {query.isError && !data && (
        <ListLoadFailed error={query.error} retry={() => void query.refetch()} texts={texts} />
      )}
      {data && data.count === 0 && (
        <div className="list-status__message">
          <p>{t(`${texts}.noResults`)}</p>
          {reset && (
            <button type="button" className="button" onClick={reset}>
              {t(`${texts}.reset`)}
            </button>
          )}
        </div>
      )}
      {data && data.count > 0 && data.items.length === 0 && (
        <div className="list-status__message">
          <p>{t(`${texts}.pastLastPage`, { pages })}</p>
          <button type="button" className="button" onClick={toLastPage}>
            {t(`${texts}.lastPage`)}
          </button>
        </div>
      )}
    </>
  );
}

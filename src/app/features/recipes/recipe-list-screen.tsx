import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RECIPES_PAGE_SIZE } from '../../../shared/constants/content.ts';
import { PAGE_CHANGE_SCROLL_TOP, hashWithPage, pageCount, pageFromHash } from '../../../shared/domain/list-paging.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { recipeListQuery } from './api.ts';
import { ListLoadFailed } from '../../ui/list-load-failed.tsx';
import { RecipeCard } from './recipe-card.tsx';
import './texts.ts';
import './recipes.css';

/** Spec 01 §9 and §4: recipes 14 a page with their meal type; a page change scrolls smoothly to 250 px; the page in the hash. */
export function RecipeListScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const current = pageFromHash(hash);
  const query = useQuery(recipeListQuery(locale, current));
  const data = query.data;
  const pages = data ? pageCount(data.count, RECIPES_PAGE_SIZE) : 0;

  const goTo = (next: number) => {
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => prev, hash: hashWithPage(hash, next), resetScroll: false });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: PAGE_CHANGE_SCROLL_TOP, behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <article className="page recipe-list" data-page-type={page.type}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
        {(page.perex ?? page.description) && <p className="page__perex">{page.perex ?? page.description}</p>}
      </header>
      <div aria-busy={query.isFetching}>
        <p className="recipes-count" role="status" aria-live="polite">
          {query.isPending ? t('recipes.loading') : data ? t('recipes.found', { count: data.count }) : ''}
        </p>
        {query.isPending && <div className="recipes-skeleton" aria-hidden="true" />}
        {query.isError && !data && <ListLoadFailed error={query.error} retry={() => void query.refetch()} texts="recipes" />}
        {data && data.count === 0 && <div className="recipes-message"><p>{t('recipes.noResults')}</p></div>}
        {data && data.count > 0 && data.items.length === 0 && (
          <div className="recipes-message">
            <p>{t('recipes.pastLastPage', { pages })}</p>
            <button type="button" className="button" onClick={() => goTo(pages)}>{t('recipes.lastPage')}</button>
          </div>
        )}
        {data && data.items.length > 0 && (
          <ul className={`recipes-grid${query.isPlaceholderData ? ' recipes-grid--stale' : ''}`} data-testid="recipes-grid">
            {data.items.map((recipe, index) => <RecipeCard key={recipe.id} recipe={recipe} eager={index < 2} />)}
          </ul>
        )}
        <Pagination page={current} pages={pages} onPage={goTo} />
      </div>
    </article>
  );
}

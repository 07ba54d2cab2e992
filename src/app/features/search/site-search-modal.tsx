import { useRef, useState, type FormEvent } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  NARROW_SECTION_ITEMS,
  SEARCH_DEFAULT_SECTIONS,
  SEARCH_NARROW_SECTIONS,
} from '../../../shared/constants/content.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { searchDefaultsQuery, searchPageQuery } from './api.ts';
import { resultPlace, SearchResultItem, type SearchItem } from './search-result-item.tsx';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { useSessionUser } from '../../lib/session.ts';
import { LazyAddToTripDialog, usePreloadedAddToTripDialog } from '../../ui/trips/lazy-add-to-trip-dialog.tsx';
import {
  canLoadMore,
  isResultsMode,
  visibleCategories,
  type SearchAddress,
  type SearchCategory,
} from './search-state.ts';
import { useNarrowScreen } from '../../lib/use-narrow-screen.ts';
import { useTypingPause } from './use-typing-pause.ts';
import { SearchModalFrame, searchModalTexts } from './search-modal-frame.tsx';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { groupResults } from './result-groups.ts';
import { ResultTypeIcon } from './result-type-icon.tsx';
import './texts.ts';

/** The answer's lists (searchCalls.search.output): place lists on page 1, the rest of later pages in "other". */
const ANSWER_LISTS = [
  'winemaker',
  'cellar',
  'wine_shop',
  'restaurant',
  'accommodation',
  'ml_wine',
  'other',
  'event',
  'news',
  'podcast_episode',
  'podcast',
] as const;

/**
 * The full-size site search (spec 01 §2): default mode under 3 characters (most wanted phrases,
 * default sections), results mode from 3 (category buttons with counts, results grouped by their type, the best
 * matching group first, load more).
 */
export function SiteSearchModal({
  locale,
  state,
  onChange,
  onClose,
}: {
  locale: RoutedLocale;
  state: SearchAddress;
  onChange: (next: SearchAddress) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useModalDialog(onClose, input);
  const [text, setText] = useState(state.search);
  const narrow = useNarrowScreen();
  const results = isResultsMode(state.search);

  useTypingPause(text, state.search, isResultsMode, (value) => onChange({ ...state, search: value, pages: 1 }));

  const defaults = useQuery({ ...searchDefaultsQuery(locale), enabled: !results });
  const pages = useQueries({
    queries: Array.from({ length: results ? state.pages : 0 }, (_, i) =>
      searchPageQuery(locale, state.search.trim(), state.category, i + 1),
    ),
  });
  const first = pages[0]?.data;
  const loadingMore = pages.some((page) => page.isFetching);
  const counts: Partial<Record<SearchCategory, number>> = first?.counts ?? {};
  const total = counts.all ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isResultsMode(text)) onChange({ ...state, search: text, pages: 1 });
  };
  const groups = groupResults(pages.flatMap((page) => ANSWER_LISTS.flatMap((list) => page.data?.[list] ?? [])));
  // Signed in, results that are places can be ticked and added to a trip (spec 01 §2).
  const user = useSessionUser();
  usePreloadedAddToTripDialog(Boolean(user));
  const [marked, setMarked] = useState<ReadonlyMap<string, TripPlace>>(new Map());
  const [choosingTrip, setChoosingTrip] = useState(false);
  const [addedTo, setAddedTo] = useState<string | null>(null);
  const markOf = (item: SearchItem) => {
    const place = user ? resultPlace(item) : null;
    if (!place) return undefined;
    const key = `${place.type}:${place.id}`;
    return {
      checked: marked.has(key),
      onToggle: () =>
        setMarked((prev) => {
          const next = new Map(prev);
          if (next.has(key)) next.delete(key);
          else next.set(key, place);
          return next;
        }),
    };
  };
  const sections = narrow ? SEARCH_NARROW_SECTIONS : SEARCH_DEFAULT_SECTIONS;

  return (
    <SearchModalFrame
      id="search-modal"
      texts={searchModalTexts(t, 'search')}
      dialog={dialog}
      input={input}
      text={text}
      onText={setText}
      onSubmit={submit}
      onClose={onClose}
    >
      {!results && (
        <div className="search-modal__defaults">
          {defaults.data && defaults.data.phrases.length > 0 && (
            <p className="search-modal__phrases">
              <span>{t('search.mostWanted')}: </span>
              {defaults.data.phrases.map((phrase, i) => (
                <span key={phrase}>
                  {i > 0 && ', '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      setText(phrase);
                      onChange({ ...state, search: phrase, pages: 1 });
                    }}
                  >
                    {phrase}
                  </button>
                </span>
              ))}
            </p>
          )}
          {defaults.isPending && <p role="status">{t('search.loading')}</p>}
          {defaults.data &&
            sections.map((section) => {
              const items = (defaults.data.sections[section] ?? []).slice(0, narrow ? NARROW_SECTION_ITEMS : undefined);
              if (items.length === 0) return null;
              return (
                <section key={section} className="search-modal__group">
                  <h3>{t(`search.groups.${section}`)}</h3>
                  <ul>
                    {items.map((item) => (
                      <SearchResultItem
                        key={`${section}-${item.id}`}
                        item={item}
                        locale={locale}
                        onOpen={onClose}
                        typed={false}
                      />
                    ))}
                  </ul>
                </section>
              );
            })}
        </div>
      )}

      {results && (
        <div className="search-modal__results">
          <p role="status" aria-live="polite" className="search-modal__count">
            {pages[0]?.isPending
              ? t('search.loading')
              : total > 0
                ? t('search.found', { count: total })
                : t('search.noResults')}
          </p>
          {total > 0 && (
            <div className="search-modal__categories" role="group" aria-label={t('search.title')}>
              {visibleCategories(counts).map((category) => (
                <button
                  key={category}
                  type="button"
                  aria-pressed={state.category === category}
                  onClick={() => onChange({ ...state, category, pages: 1 })}
                >
                  {t(`search.categories.${category}`)} <span className="search-modal__badge">{counts[category]}</span>
                </button>
              ))}
            </div>
          )}
          {groups.map(({ type, items }) => {
            return (
              <section key={type} className="search-modal__group">
                <h3>
                  <ResultTypeIcon type={type} />
                  {t(`search.groups.${type}`)}
                </h3>
                <ul>
                  {items.map((item) => (
                    <SearchResultItem
                      key={`${type}-${item.id}-${item.url}`}
                      item={item}
                      locale={locale}
                      onOpen={onClose}
                      mark={markOf(item)}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
          {user && total > 0 && (
            <div className="search-modal__trip">
              <button
                type="button"
                className="button"
                disabled={marked.size === 0}
                onClick={() => setChoosingTrip(true)}
              >
                {t('search.addToTrip', { count: marked.size })}
              </button>
              {addedTo && <span role="status">{t('trips.added', { title: addedTo })}</span>}
            </div>
          )}
          {choosingTrip && (
            <LazyAddToTripDialog
              places={[...marked.values()]}
              locale={locale}
              onClose={() => setChoosingTrip(false)}
              onAdded={(title) => {
                setChoosingTrip(false);
                setMarked(new Map());
                setAddedTo(title);
              }}
            />
          )}
          {first && canLoadMore(counts, state.category, state.pages) && (
            <button
              type="button"
              className="button search-modal__more"
              disabled={loadingMore}
              onClick={() => onChange({ ...state, pages: state.pages + 1 })}
            >
              {t('search.loadMore')}
            </button>
          )}
        </div>
      )}
    </SearchModalFrame>
  );
}

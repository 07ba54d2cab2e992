import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { SEARCH_MIN_LENGTH } from '../../../shared/constants/content.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { encyclopediaSearchQuery } from './api.ts';
import { encyclopediaCategories, type EncyclopediaAddress, type EncyclopediaCategory } from './encyclopedia-state.ts';
import './encyclopedia-texts.ts';
import { useTypingPause } from './use-typing-pause.ts';
import { SearchModalFrame, searchModalTexts } from './search-modal-frame.tsx';
import './texts.ts';
import { SearchThumbnail } from './search-thumbnail.tsx';

type Kind = Exclude<EncyclopediaCategory, 'all'>;
const KINDS: readonly Kind[] = ['encyclopedia_article', 'wine_variety', 'dictionary'];
const isResults = (text: string) => text.trim().length >= SEARCH_MIN_LENGTH;

interface Props {
  locale: RoutedLocale;
  state: EncyclopediaAddress;
  onChange: (next: EncyclopediaAddress) => void;
  onClose: () => void;
}

/** Spec 01 §2 "Encyclopedia search modal": most wanted phrases and top results, then results by kind with counts. */
export function EncyclopediaSearchModal({ locale, state, onChange, onClose }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useModalDialog(onClose, input);
  const [text, setText] = useState(state.search);
  const results = isResults(state.search);

  useTypingPause(text, state.search, isResults, (value) => onChange({ ...state, search: value, category: 'all' }));

  const answer = useQuery(encyclopediaSearchQuery(locale, results ? state.search.trim() : ''));
  const data = answer.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isResults(text)) onChange({ ...state, search: text, category: 'all' });
  };
  const shown = (kind: Kind) => state.category === 'all' || state.category === kind;
  const group = (kind: Kind, items: ReactNode[]) =>
    items.length > 0 && shown(kind) ? (
      <section key={kind} className="search-modal__group">
        <h3>{t(`encyclopediaSearch.categories.${kind}`)}</h3>
        <ul>{items}</ul>
      </section>
    ) : null;

  return (
    <SearchModalFrame
      id="encyclopedia-search"
      texts={searchModalTexts(t, 'encyclopediaSearch')}
      dialog={dialog}
      input={input}
      text={text}
      onText={setText}
      onSubmit={submit}
      onClose={onClose}
    >
      {!results && data && data.top.length > 0 && (
        <p className="search-modal__phrases">
          <span>{t('encyclopediaSearch.mostWanted')}: </span>
          {data.top.map((phrase, i) => (
            <span key={phrase}>
              {i > 0 && ', '}
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setText(phrase);
                  onChange({ ...state, search: phrase, category: 'all' });
                }}
              >
                {phrase}
              </button>
            </span>
          ))}
        </p>
      )}
      <p role="status" aria-live="polite" className="search-modal__count">
        {answer.isPending
          ? t('encyclopediaSearch.loading')
          : !results
            ? t('encyclopediaSearch.topResults')
            : data && data.counts.all > 0
              ? t('encyclopediaSearch.found', { count: data.counts.all })
              : data
                ? t('encyclopediaSearch.noResults')
                : ''}
      </p>
      {answer.isError && (
        <p role="alert">
          {t('encyclopediaSearch.failed')}{' '}
          <button type="button" className="link-button" onClick={() => void answer.refetch()}>
            {t('encyclopediaSearch.retry')}
          </button>
        </p>
      )}
      {results && data && data.counts.all > 0 && (
        <div className="search-modal__categories" role="group" aria-label={t('encyclopediaSearch.title')}>
          {encyclopediaCategories(data.counts).map((category) => (
            <button
              key={category}
              type="button"
              aria-pressed={state.category === category}
              onClick={() => onChange({ ...state, category })}
            >
              {t(`encyclopediaSearch.categories.${category}`)}{' '}
              <span className="search-modal__badge">{data.counts[category]}</span>
            </button>
          ))}
        </div>
      )}
      {data &&
        KINDS.map((kind) => {
          if (kind === 'encyclopedia_article') {
            return group(
              kind,
              data.encyclopedia_article.map((item) => (
                <li key={item.id} className="search-item">
                  <SearchThumbnail image={item.image} />
                  <SafeLink href={item.url} className="search-item__title" onClick={onClose}>
                    {item.title}
                  </SafeLink>
                </li>
              )),
            );
          }
          if (kind === 'wine_variety') {
            return group(
              kind,
              data.wine_variety.map((item) => (
                <li key={item.id} className="search-item">
                  <SearchThumbnail image={item.image} />
                  <span>
                    <SafeLink href={item.url} className="search-item__title" onClick={onClose}>
                      {item.title}
                    </SafeLink>
                    <span className="search-item__meta">
                      {' '}
                      · {t(`encyclopediaSearch.colours.${item.wineColor.id}`, { defaultValue: '' })}
                    </span>
                  </span>
                </li>
              )),
            );
          }
          return group(
            kind,
            data.dictionary.map((item) => (
              <li key={item.id} className="search-item">
                <SafeLink href={item.url} className="search-item__title" onClick={onClose}>
                  {item.title}
                </SafeLink>
              </li>
            )),
          );
        })}
    </SearchModalFrame>
  );
}

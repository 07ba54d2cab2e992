import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import type { PageSearch } from '../../lib/page-search.ts';
import { useHashMovedToQuery } from '../../ui/list-page.ts';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { dictionaryIndexQuery, dictionaryTermQuery } from './api.ts';
import { TERM_KEYS, termIdOf, withTerm } from './dictionary-term.ts';
import './texts.ts';
import './encyclopedia.css';
import { isOfflineFailure } from '../../lib/api-client.ts';

/** A link to a term on this page (a real link: it works before the app runs, or without it). */
function TermLink({ id, className, children }: { id: number; className?: string; children: ReactNode }) {
  return (
    <Link
      to="."
      search={(prev: Record<string, unknown>) => withTerm(prev, id)}
      resetScroll={false}
      className={className}
    >
      {children}
    </Link>
  );
}

/** Spec 01 §2 "Dictionary detail": the term named by `?d={id}` with previous / next, above the index of every term. */
export function DictionaryScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const termId = termIdOf(useSearch({ strict: false }) as PageSearch);
  useHashMovedToQuery(TERM_KEYS);
  const heading = useRef<HTMLHeadingElement>(null);
  const term = useQuery({ ...dictionaryTermQuery(locale, termId ?? 0), enabled: termId !== null });
  const index = useQuery(dictionaryIndexQuery(locale));

  // Moving to another term moves the reader to it, as a new page would.
  useEffect(() => {
    if (term.data) {
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [term.data]);

  return (
    <article className="page dictionary-page" data-page-type={page.type}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
      </header>
      <section className="dictionary-term" aria-live="polite">
        {termId === null && <p className="dictionary-term__hint">{t('encyclopedia.pickTerm')}</p>}
        {termId !== null && term.isPending && (
          <p className="loading" role="status">
            {t('encyclopedia.loading')}
          </p>
        )}
        {termId !== null && term.isError && (
          <p role="alert">{t(isOfflineFailure(term.error) ? 'encyclopedia.offline' : 'encyclopedia.termNotFound')}</p>
        )}
        {term.data && (
          <>
            <h2 ref={heading} tabIndex={-1}>
              {term.data.title}
            </h2>
            <p>{term.data.description}</p>
            <nav className="dictionary-term__nav" aria-label={t('encyclopedia.terms')}>
              {term.data.previous ? (
                <TermLink id={term.data.previous.id} className="button button--ghost">
                  ← {t('encyclopedia.previousTerm')}: {term.data.previous.title}
                </TermLink>
              ) : (
                <span />
              )}
              {term.data.next && (
                <TermLink id={term.data.next.id} className="button button--ghost">
                  {t('encyclopedia.nextTerm')}: {term.data.next.title} →
                </TermLink>
              )}
            </nav>
          </>
        )}
      </section>
      <section className="dictionary-index" aria-label={t('encyclopedia.terms')}>
        {index.isPending && (
          <p className="loading" role="status">
            {t('encyclopedia.loading')}
          </p>
        )}
        {index.data && (
          <ul>
            {index.data.items.map((item) => (
              <li key={item.id}>
                <TermLink id={item.id} className={item.id === termId ? 'dictionary-index__current' : undefined}>
                  {item.title}
                </TermLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

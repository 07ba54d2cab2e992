import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { type PageLinks, visiblePages } from './page-links.ts';
import './texts.ts';
import './pagination.css';

/**
 * Previous / next and page buttons; the current page is marked for assistive technology too. `links` picks the page
 * buttons (by default first, last and two either side of the current one). With `hrefFor` the pages are real links
 * (`<a href>`), so they work before the app has loaded or with JavaScript off; a plain click still goes to `onPage`.
 */
export function Pagination({
  page,
  pages,
  onPage,
  links = visiblePages,
  hrefFor,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  links?: PageLinks;
  hrefFor?: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const to = (n: number, children: ReactNode, props: { disabled?: boolean; label?: string; current?: boolean }) =>
    hrefFor ? (
      <PageLink href={props.disabled ? undefined : hrefFor(n)} onPage={() => onPage(n)} {...props}>
        {children}
      </PageLink>
    ) : (
      <button
        type="button"
        onClick={() => onPage(n)}
        disabled={props.disabled}
        aria-label={props.label}
        aria-current={props.current ? 'page' : undefined}
      >
        {children}
      </button>
    );
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {to(Math.min(page - 1, pages), t('pagination.previous'), { disabled: page <= 1 })}
      <ol>
        {links(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>{to(n, n, { label: t('pagination.page', { page: n }), current: n === page })}</li>
          ),
        )}
      </ol>
      {to(page + 1, t('pagination.next'), { disabled: page >= pages })}
    </nav>
  );
}

/** A page link: a plain left click stays in the app (`onPage`); new-tab clicks and no-JavaScript follow the href. */
function PageLink({
  href,
  onPage,
  label,
  current,
  children,
}: {
  href: string | undefined;
  onPage: () => void;
  label?: string;
  current?: boolean;
  children: ReactNode;
}) {
  if (href === undefined) {
    return (
      <span className="pagination-off" aria-disabled="true">
        {children}
      </span>
    );
  }
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    onPage();
  };
  return (
    <a href={href} onClick={click} aria-label={label} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}

import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import type { BlockRenderers, ScreenMap } from '../../ui/screen-props.ts';
import { pageQuery } from '../../lib/page-queries.ts';
import { PageBlocks } from './page-blocks.tsx';
import { PageHead } from './page-head.tsx';
import { AppReadyMark } from '../../ui/app-ready-mark.tsx';

/**
 * A CMS page (or a record's detail page) rendered from /api/page: by the screen its type has in
 * `screens`, else as a generic page of blocks.
 */
export function PageScreen({
  locale,
  path,
  screens = {},
  blocks,
}: {
  locale: RoutedLocale;
  path: string;
  screens?: ScreenMap;
  blocks: BlockRenderers;
}) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(pageQuery(locale, path));
  const { page } = data;
  const Screen = screens[page.type];
  if (Screen) {
    return (
      <>
        <PageHead page={page} />
        <Suspense
          fallback={
            <p className="loading" role="status" aria-live="polite">
              {t('loading')}
            </p>
          }
        >
          <Screen page={page} locale={locale} path={path} />
          <AppReadyMark />
        </Suspense>
      </>
    );
  }
  return (
    <article className={`page page--${page.type}`} data-page-type={page.type}>
      <PageHead page={page} />
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
        {page.perex && <p className="page__perex">{page.perex}</p>}
      </header>
      <PageBlocks blocks={page.blocks} locale={locale} renderers={blocks} />
      <AppReadyMark />
    </article>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { articleQuery } from './api.ts';
import { EncyclopediaHero } from './encyclopedia-hero.tsx';
import { LoadStatus } from './load-status.tsx';
import { NeighbourLinks } from './neighbour-links.tsx';
import { RichTextBlocks } from './rich-text-blocks.tsx';
import './texts.ts';
import './encyclopedia.css';

/** Spec 01 §2 "Encyclopedia article": the article with previous / next links (title and image). */
export function ArticleScreen({ page, locale }: ScreenProps) {
  const query = useQuery(articleQuery(locale, page.entity?.id ?? 0));
  const article = query.data;
  return (
    <article className="page encyclopedia-page" data-page-type={page.type}>
      <EncyclopediaHero title={article?.title ?? page.title} image={article?.image ?? page.image} />
      <Breadcrumbs crumbs={page.breadcrumbs} />
      {!article ? (
        <LoadStatus pending={query.isPending} error={query.error} retry={() => void query.refetch()} locale={locale} />
      ) : (
        <>
          {article.perex && <p className="page__perex encyclopedia-page__perex">{article.perex}</p>}
          <RichTextBlocks blocks={article.blocks} />
          <NeighbourLinks previous={article.previous} next={article.next} />
        </>
      )}
    </article>
  );
}

import { Suspense, type ComponentType } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import type { BlockMap, BlockProps } from '../../ui/screen-props.ts';
import type { PageBlock } from '../../../shared/api/calls/pages.ts';
import { SafeLink } from '../../ui/safe-link.tsx';

/** The crossroad's search tiles open their modal through the address (showModal=1; modal=encyclopedia for the encyclopedia's). */
function OpenSearchButton({ title, encyclopedia }: { title: string; encyclopedia: boolean }) {
  const navigate = useNavigate();
  const open = (prev: Record<string, unknown>) => ({ ...prev, showModal: 1, ...(encyclopedia ? { modal: 'encyclopedia' } : {}) });
  return <button type="button" className="link-button" onClick={() => void navigate({ to: '.', search: open, resetScroll: false })}>{title}</button>;
}

/** A readable rendering of each block; the full block screens come with the content issues. */
function Block({ block }: { block: PageBlock }) {
  const { t } = useTranslation();
  switch (block.type) {
    case 'rich_text':
      return <div className="rich-text">{block.html.replace(/<[^>]+>/g, ' ').trim()}</div>;
    case 'topbar':
      return block.showOnWebsite ? <p className="topbar">{block.text} <SafeLink href={block.linkUrl}>{block.buttonLabel}</SafeLink></p> : null;
    case 'crossroad':
      return (
        <section className="crossroad">
          {block.heading && <h2>{block.heading}</h2>}
          <ul>{block.items.map((item) => <li key={item.title}>{item.action !== 'link' ? <OpenSearchButton title={item.title} encyclopedia={item.action === 'encyclopedia_search'} /> : item.path ? <SafeLink href={item.path}>{item.title}</SafeLink> : <span>{item.title}</span>}</li>)}</ul>
        </section>
      );
    case 'upcoming_events':
    case 'slider':
      return <section className="block-stub"><h2>{block.heading}</h2>{block.type === 'slider' && block.link && <SafeLink href={block.link.path}>{block.link.title} →</SafeLink>}</section>;
    case 'banner':
      return <aside className="banner"><h2>{block.title}</h2><p>{block.text}</p>{block.link && <SafeLink href={block.link.path}>{block.link.title}</SafeLink>}</aside>;
    case 'subpage_list':
      return <ul className="subpages">{block.pages.map((page) => <li key={page.path}><SafeLink href={page.path}>{page.title}</SafeLink></li>)}</ul>;
    case 'gallery':
    case 'video':
    case 'form':
    case 'newsletter':
      return <section className="block-stub"><h2>{t(`block.${block.type}`)}</h2></section>;
  }
}

/** A feature's renderer for this block type, when the route supplied one. */
function rendererOf(renderers: BlockMap, block: PageBlock): ComponentType<BlockProps> | undefined {
  return renderers[block.type] as ComponentType<BlockProps> | undefined;
}

export function PageBlocks({ blocks, locale, renderers = {} }: { blocks: PageBlock[]; locale: RoutedLocale; renderers?: BlockMap }) {
  const { t } = useTranslation();
  return (
    <>
      {blocks.map((block) => {
        const Renderer = rendererOf(renderers, block);
        if (!Renderer) return <Block key={block.id} block={block} />;
        return (
          <Suspense key={block.id} fallback={<p className="loading block-loading" role="status">{t('loading')}</p>}>
            <Renderer block={block} locale={locale} />
          </Suspense>
        );
      })}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../../shared/api/calls/pages.ts';
import { SafeLink } from '../../ui/safe-link.tsx';

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
          <ul>{block.items.map((item) => <li key={item.title}>{item.path ? <SafeLink href={item.path}>{item.title}</SafeLink> : <span>{item.title}</span>}</li>)}</ul>
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

export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return <>{blocks.map((block) => <Block key={block.id} block={block} />)}</>;
}

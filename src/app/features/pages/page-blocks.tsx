import { startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import type { BlockProps, BlockRenderers } from '../../ui/screen-props.ts';
import type { PageBlock } from '../../../shared/api/calls/pages.ts';

/** The renderer of this block's type; the map is keyed by type, so the pair always matches. */
function rendererOf(renderers: BlockRenderers, block: PageBlock): ComponentType<BlockProps> {
  return renderers[block.type] as ComponentType<BlockProps>;
}

/** The block types the server's first HTML draws while they lead the page (cms-blocks-html.ts). */
const FIRST_HTML_BLOCKS: ReadonlySet<string> = new Set(['rich_text', 'topbar', 'crossroad']);

/** The blocks of the first render: those the first HTML drew, which it replaces in place, and the one after them. */
export function leadingBlockCount(blocks: readonly PageBlock[]): number {
  let count = 0;
  while (count < blocks.length && FIRST_HTML_BLOCKS.has(blocks[count]?.type ?? '')) count += 1;
  return Math.min(blocks.length, count + 1);
}

export function PageBlocks({ blocks, locale, renderers }: { blocks: PageBlock[]; locale: RoutedLocale; renderers: BlockRenderers }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => leadingBlockCount(blocks));
  useEffect(() => {
    if (shown >= blocks.length) return;
    // The blocks below the first screen follow one per task: each render and commit stays short, so the page
    // answers input between them, where rendering all blocks at once held the main thread for a long task.
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, blocks.length]);
  return (
    <>
      {blocks.slice(0, shown).map((block) => {
        const Renderer = rendererOf(renderers, block);
        return (
          <Suspense key={block.id} fallback={<p className="loading block-loading" role="status">{t('loading')}</p>}>
            <Renderer block={block} locale={locale} />
          </Suspense>
        );
      })}
    </>
  );
}

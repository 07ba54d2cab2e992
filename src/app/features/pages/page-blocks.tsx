import { memo, startTransition, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import type { BlockProps, BlockRenderers } from '../../ui/screen-props.ts';
import type { PageBlock } from '../../../shared/api/calls/pages.ts';
import { firstHtmlBlockCount } from '../../../shared/domain/first-html-blocks.ts';

/** The renderer of this block's type; the map is keyed by type, so the pair always matches. */
function rendererOf(renderers: BlockRenderers, block: PageBlock): ComponentType<BlockProps> {
  return renderers[block.type] as ComponentType<BlockProps>;
}

const subscribeNothing = () => () => undefined;
// False in the browser; true on the server and while the browser hydrates the server's HTML.
const isClientRender = () => false;
const isServerRender = () => true;

/**
 * One block in its own Suspense boundary. Memoised: a render of the page's blocks that changes nothing of a block
 * (the one after hydration, a language event) must not reach a boundary the browser has not hydrated yet, which would
 * drop the server's HTML for the loading line until the block's code has arrived.
 */
const BlockSlot = memo(function BlockSlot({
  block,
  locale,
  Renderer,
  loading,
}: {
  block: PageBlock;
  locale: RoutedLocale;
  Renderer: ComponentType<BlockProps>;
  loading: string;
}) {
  return (
    <Suspense
      fallback={
        <p className="loading block-loading" role="status">
          {loading}
        </p>
      }
    >
      <Renderer block={block} locale={locale} />
    </Suspense>
  );
});

export function PageBlocks({
  blocks,
  locale,
  renderers,
}: {
  blocks: PageBlock[];
  locale: RoutedLocale;
  renderers: BlockRenderers;
}) {
  const { t } = useTranslation();
  // The server renders every block (a page is whole without JavaScript), and hydration takes over all of them: each
  // block's Suspense boundary hydrates on its own, at low priority. A page the app opens itself renders the blocks
  // that lead it and the one after them first, the rest after.
  const hydrating = useSyncExternalStore(subscribeNothing, isClientRender, isServerRender);
  const [shown, setShown] = useState(() =>
    hydrating ? blocks.length : Math.min(blocks.length, firstHtmlBlockCount(blocks) + 1),
  );
  useEffect(() => {
    if (shown >= blocks.length) return;
    // The blocks below the first screen follow one per task: each render and commit stays short, so the page
    // answers input between them, where rendering all blocks at once held the main thread for a long task.
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, blocks.length]);
  const loading = t('loading');
  return (
    <>
      {blocks.slice(0, shown).map((block) => (
        <BlockSlot
          key={block.id}
          block={block}
          locale={locale}
          Renderer={rendererOf(renderers, block)}
          loading={loading}
        />
      ))}
    </>
  );
}

import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import type { BlockProps, BlockRenderers } from '../../ui/screen-props.ts';
import type { PageBlock } from '../../../shared/api/calls/pages.ts';

/** The renderer of this block's type; the map is keyed by type, so the pair always matches. */
function rendererOf(renderers: BlockRenderers, block: PageBlock): ComponentType<BlockProps> {
  return renderers[block.type] as ComponentType<BlockProps>;
}

export function PageBlocks({ blocks, locale, renderers }: { blocks: PageBlock[]; locale: RoutedLocale; renderers: BlockRenderers }) {
  const { t } = useTranslation();
  return (
    <>
      {blocks.map((block) => {
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

import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { BlockProps } from '../../ui/screen-props.ts';
import { CardSlider } from '../../ui/card-slider.tsx';
import { SliderCard } from './slider-card.tsx';
import { isCentred, usesSlider } from '../../ui/slider-scroll.ts';
import { sliderQuery } from './slider-sources.ts';
import './texts.ts';
import './cms-blocks.css';

const SKELETONS = 4;

/** A heading with a link to the whole list, and the newest or top items of its source as cards. */
export function SliderBlock({ block, locale }: BlockProps<'slider'>) {
  const { t } = useTranslation();
  const headingId = useId();
  const cards = useQuery(sliderQuery(block.source, locale));
  const items = cards.data ?? [];
  return (
    <section
      className="cms-block cms-slider-block"
      aria-labelledby={headingId}
      aria-busy={cards.isPending}
      data-testid={`slider-${block.source}`}
    >
      <div className="cms-block__head">
        <h2 id={headingId}>{block.heading}</h2>
        {block.link && (
          <SafeLink href={block.link.path} className="cms-block__more">
            {block.link.title} →
          </SafeLink>
        )}
      </div>
      {cards.isPending && (
        <>
          <p className="visually-hidden" role="status">
            {t('cmsBlocks.sliderLoading')}
          </p>
          <ul className="cms-slider__skeleton" aria-hidden="true">
            {Array.from({ length: SKELETONS }, (_, i) => (
              <li key={i} />
            ))}
          </ul>
        </>
      )}
      {cards.isError && (
        <div className="cms-block__message">
          <p>{t('cmsBlocks.sliderFailed')}</p>
          <button type="button" className="button" onClick={() => void cards.refetch()}>
            {t('cmsBlocks.retry')}
          </button>
        </div>
      )}
      {cards.isSuccess && items.length === 0 && <p className="cms-block__message">{t('cmsBlocks.sliderEmpty')}</p>}
      {items.length === 1 && items[0] && (
        <div className="cms-slider__single">
          <SliderCard card={items[0]} />
        </div>
      )}
      {usesSlider(items.length) && (
        <CardSlider label={block.heading} centred={block.source === 'ml_wines' && isCentred(items.length)} arrowsAlways>
          {items.map((card) => (
            <SliderCard key={card.key} card={card} />
          ))}
        </CardSlider>
      )}
    </section>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WINE_SLIDER_CENTRED_MAX } from '../../../shared/constants/content.ts';
import { SliderBlock } from './slider-block.tsx';
import { sliderQuery, type SliderCard, type SliderSource } from './slider-sources.ts';

// External card links render as plain anchors, so the block renders without a router.
const cards = (count: number): SliderCard[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `card-${i}`,
    title: `Card ${i}`,
    url: `https://example.test/${i}`,
    image: null,
    meta: null,
  }));

function render(source: SliderSource, count: number): string {
  const client = new QueryClient();
  client.setQueryData(sliderQuery(source, 'cs').queryKey, cards(count));
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SliderBlock block={{ id: 'slider', type: 'slider', heading: 'Slider', source, link: null }} locale="cs" />
    </QueryClientProvider>,
  );
}

describe('the CMS slider block', () => {
  it('centres a wine slider of four or fewer wines (spec 01 §9)', () => {
    expect(render('ml_wines', 2)).toContain('card-slider--centred');
    expect(render('ml_wines', WINE_SLIDER_CENTRED_MAX)).toContain('card-slider--centred');
  });

  it('does not centre a longer wine slider, nor a slider of anything else', () => {
    expect(render('ml_wines', WINE_SLIDER_CENTRED_MAX + 1)).not.toContain('card-slider--centred');
    expect(render('events', 3)).not.toContain('card-slider--centred');
    expect(render('news', 2)).toContain('card-slider');
    expect(render('news', 2)).not.toContain('card-slider--centred');
  });
});

import type { BlockDataContext } from '../../ui/screen-props.ts';
import { sliderQuery } from './slider-sources.ts';

/** A slider block's cards, read by the route's loader with the block's own query. */
export async function loadSliderData({ queryClient, block, locale }: BlockDataContext<'slider'>): Promise<void> {
  await queryClient.ensureQueryData(sliderQuery(block.source, locale));
}

import type { BlockMap, ScreenMap } from '../ui/screen-props.ts';

/** The podcasts screens and blocks (issue 8), spread into PAGE_SCREENS / PAGE_BLOCKS; each loads lazily. */
export const PODCASTS_SCREENS: ScreenMap = {};
export const PODCASTS_BLOCKS: BlockMap = {};

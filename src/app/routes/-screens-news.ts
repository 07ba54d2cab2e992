import type { BlockMap, ScreenMap } from '../ui/screen-props.ts';

/** The news screens and blocks (issue 8), spread into PAGE_SCREENS / PAGE_BLOCKS; each loads lazily. */
export const NEWS_SCREENS: ScreenMap = {};
export const NEWS_BLOCKS: BlockMap = {};

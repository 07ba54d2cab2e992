import type { BlockMap, ScreenMap } from '../ui/screen-props.ts';

/** The cms screens and blocks (issue 8), spread into PAGE_SCREENS / PAGE_BLOCKS; each loads lazily. */
export const CMS_SCREENS: ScreenMap = {};
export const CMS_BLOCKS: BlockMap = {};

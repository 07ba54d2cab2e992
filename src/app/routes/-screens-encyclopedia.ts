import type { BlockMap, ScreenMap } from '../ui/screen-props.ts';

/** The encyclopedia screens and blocks (issue 8), spread into PAGE_SCREENS / PAGE_BLOCKS; each loads lazily. */
export const ENCYCLOPEDIA_SCREENS: ScreenMap = {};
export const ENCYCLOPEDIA_BLOCKS: BlockMap = {};

import { preloadable } from '../ui/preloadable.ts';
import type { BlockMap, ScreenMap } from '../ui/screen-props.ts';

/** The cms screens and blocks (issue 8), spread into PAGE_SCREENS / PAGE_BLOCKS; each loads lazily. */
export const CMS_SCREENS: ScreenMap = {};
export const CMS_BLOCKS = {
  rich_text: preloadable(() =>
    import('../features/cms-blocks/rich-text-block.tsx').then((m) => ({ default: m.RichTextBlock })),
  ),
  topbar: preloadable(() =>
    import('../features/cms-blocks/topbar-block.tsx').then((m) => ({ default: m.TopbarBlock })),
  ),
  crossroad: preloadable(() =>
    import('../features/cms-blocks/crossroad-block.tsx').then((m) => ({ default: m.CrossroadBlock })),
  ),
  slider: preloadable(() =>
    Promise.all([
      import('../features/cms-blocks/slider-block.tsx'),
      import('../features/cms-blocks/slider-data.ts'),
    ]).then(([m, d]) => ({ default: m.SliderBlock, loadData: d.loadSliderData })),
  ),
  banner: preloadable(() =>
    import('../features/cms-blocks/banner-block.tsx').then((m) => ({ default: m.BannerBlock })),
  ),
  subpage_list: preloadable(() =>
    import('../features/cms-blocks/subpage-list-block.tsx').then((m) => ({ default: m.SubpageListBlock })),
  ),
  gallery: preloadable(() =>
    import('../features/cms-blocks/gallery-block.tsx').then((m) => ({ default: m.GalleryBlock })),
  ),
  video: preloadable(() => import('../features/cms-blocks/video-block.tsx').then((m) => ({ default: m.VideoBlock }))),
} satisfies BlockMap;

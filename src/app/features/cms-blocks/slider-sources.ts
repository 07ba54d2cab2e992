import { queryOptions } from '@tanstack/react-query';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { CARD_IMAGE } from '../../../shared/domain/image-url.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import type { BlockOf } from '../../ui/screen-props.ts';
import type { ImageSource } from '../../ui/responsive-image.tsx';

export type SliderSource = BlockOf<'slider'>['source'];

/** One card of a slider, whatever the source: enough to show and link it. */
export interface SliderCard {
  key: string;
  title: string;
  url: string;
  image: ImageSource | null;
  meta: string | null;
}

/** A slider shows a dozen cards at most; the link beside its heading leads to the full list. */
const SLIDER_ITEMS = 12;

/** Wines and podcast episodes carry only an image address: shown as a card-sized image without a crop hint. */
const fromUrl = (url: string | null): ImageSource | null =>
  url
    ? { url, width: CARD_IMAGE.width, height: CARD_IMAGE.height, alt: null, focalPoint: null, blurUpThumb: null }
    : null;

const dateSpan = (from: string, to: string, locale: RoutedLocale) =>
  to && to !== from ? `${formatDate(from, locale)} – ${formatDate(to, locale)}` : formatDate(from, locale);

async function loadCards(source: SliderSource, locale: RoutedLocale): Promise<SliderCard[]> {
  switch (source) {
    case 'events': {
      const { items } = await apiGet('/api/event', {
        locale,
        limit: SLIDER_ITEMS,
        p: ['top'],
        m: undefined,
        type: undefined,
      });
      return items.map((e) => ({
        key: `event-${e.id}`,
        title: e.title,
        url: e.url,
        image: e.image,
        meta: `${dateSpan(e.dateFrom, e.dateTo, locale)} · ${e.city}`,
      }));
    }
    case 'winemakers': {
      const { items } = await apiGet('/api/wineEntity', {
        locale,
        limit: SLIDER_ITEMS,
        t: 'winemaker',
        p: undefined,
        sr: undefined,
        m: undefined,
        l: undefined,
      });
      return items.map((w) => ({ key: `winemaker-${w.id}`, title: w.title, url: w.url, image: w.image, meta: w.city }));
    }
    case 'news': {
      const { items } = await apiGet('/api/news', { locale, limit: SLIDER_ITEMS - 3 });
      return items.map((n) => ({
        key: `news-${n.id}`,
        title: n.title,
        url: n.url,
        image: n.image,
        meta: formatDate(n.dateFrom, locale),
      }));
    }
    case 'ml_wines': {
      const { items } = await apiGet('/api/mlWine', {
        locale,
        page: 1,
        c: undefined,
        y: undefined,
        e: undefined,
        k: undefined,
        v: undefined,
        re: undefined,
        sr: undefined,
        w: undefined,
      });
      return items.map((w) => ({
        key: `wine-${w.id}`,
        title: `${w.title} ${w.year}`,
        url: w.url,
        image: fromUrl(w.imageUrl),
        meta: w.wineEntity.title,
      }));
    }
    case 'recipes': {
      const { items } = await apiGet('/api/recipes', { locale, limit: SLIDER_ITEMS });
      return items.map((r) => ({
        key: `recipe-${r.id}`,
        title: r.title,
        url: r.url,
        image: r.image,
        meta: r.mealType.title,
      }));
    }
    case 'podcast_episodes': {
      const { data } = await apiPost('/api/fetch-podcasts', {
        page: 1,
        size: SLIDER_ITEMS,
        locale,
        type: 'episodes',
        sort: 'newest',
      });
      return data.data.flatMap((item) =>
        'audioFileUrl' in item
          ? [
              {
                key: `episode-${item.id}`,
                title: item.title,
                url: `/${locale}/podcast/${item.id}-${item.slug}`,
                image: fromUrl(item.imageUrl),
                meta: item.podcast.title,
              },
            ]
          : [],
      );
    }
  }
}

export const sliderQuery = (source: SliderSource, locale: RoutedLocale) =>
  queryOptions({
    queryKey: ['cmsSlider', source, locale],
    queryFn: () => loadCards(source, locale),
    staleTime: 5 * 60_000,
  });

import type { z } from 'zod';
import type { searchItemSchema } from '../../../shared/api/calls/search.ts';
import type { Image } from '../../../shared/api/common.ts';
import { translated } from '../../lib/sql-builder.ts';

export type SearchItem = z.input<typeof searchItemSchema>;

/** A search_documents row as a search item's columns (ITEM_COLUMNS) read it. */
export interface ItemRow {
  readonly doc_type: string;
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly image: Image | null;
  readonly location: string | null;
  readonly url: string;
  readonly color_id: number | null;
  readonly date_from: string | null;
  readonly date_to: string | null;
  readonly is_top_event: boolean;
  readonly news_category: { title: Record<string, string>; color: string } | null;
}

/** The columns of search_documents `d` a search item shows, titles and addresses in the locale of `localeParam`. */
export const itemColumns = (localeParam: string): string =>
  `d.doc_type, d.entity_id AS id, d.slug, ${translated('d.title', localeParam)} AS title, d.image, d.city AS location,
   ${translated('d.url', localeParam)} AS url, d.color_id, d.date_from, d.date_to, d.is_top_event, d.category AS news_category`;

/** The image with its alt text last, as the answers have always spelled it (jsonb sorts keys by length). */
function shownImage(image: Image | null): Image | null {
  if (!image) return null;
  const { alt, ...picture } = image;
  return { ...picture, alt: alt ?? null };
}

/** searchItemSchema's item of a row: events add their dates and top flag, news their date and category. */
export function toItem(row: ItemRow, locale: string): SearchItem {
  const item: SearchItem = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: shownImage(row.image),
    location: row.location,
    url: row.url,
    types: [row.doc_type],
    colorId: row.color_id,
    imageUrl: row.image?.url ?? null,
  };
  if (row.doc_type === 'event')
    return { ...item, dateFrom: row.date_from, dateTo: row.date_to, isTopEvent: row.is_top_event };
  if (row.doc_type === 'news') {
    const category = row.news_category;
    return {
      ...item,
      dateFrom: row.date_from,
      category: category ? { title: category.title[locale] ?? category.title.cs ?? '', color: category.color } : null,
    };
  }
  return item;
}

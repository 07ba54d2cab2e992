import type { PageBlock } from '../../../shared/api/calls/pages.ts';
import type { Image } from '../../../shared/api/common.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { orderedSubpages, subpagesPerPage } from '../../../shared/domain/subpage-list.ts';
import type { Queryable } from '../../db/database.ts';

type Subpage = Extract<PageBlock, { type: 'subpage_list' }>['pages'][number];

/**
 * A page's children: the pages of its locale whose parent path is its path, in the order the editor made them
 * (their ids), each with what its card shows.
 */
async function childPages(db: Queryable, locale: RoutedLocale, path: string): Promise<Subpage[]> {
  const rows = await db.query<{ title: string; path: string; perex: string | null; image: Image | null }>(
    'SELECT title, path, perex, image FROM cms_pages WHERE locale = $1 AND parent_path = $2 ORDER BY id',
    [locale, path],
  );
  return rows.map((row) => ({ title: row.title, path: `/${locale}/${row.path}`, perex: row.perex, image: row.image }));
}

/**
 * Spec 02 §3 "Subpage list block": the block lists the page's child pages, which the server works out at answer
 * time (what the editor stores is only the block's settings), sorted by the locale's alphabet when the block asks.
 */
export async function withSubpages(
  db: Queryable,
  locale: RoutedLocale,
  path: string,
  blocks: PageBlock[],
): Promise<PageBlock[]> {
  if (!blocks.some((block) => block.type === 'subpage_list')) return blocks;
  const children = await childPages(db, locale, path);
  return blocks.map((block) =>
    block.type === 'subpage_list'
      ? {
          ...block,
          perPage: subpagesPerPage(block.perPage),
          pages: orderedSubpages(children, block.sortAlphabetically, locale),
        }
      : block,
  );
}

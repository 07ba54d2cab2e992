import { LIST_PAGE_CALLS, type ListPageCall } from '../../../shared/constants/list-pages.ts';
import type { PageType } from '../../../shared/constants/page-types.ts';
import { PROGRAMME_CHOICES, RESTAURANT_CHOICES } from '../../../shared/constants/places.ts';

/** Which records a list page shows, which filter-option set of /api/others it uses, and whether e-shops (/api/eshop) are listed with it. */
export type ListKind = ListPageCall & { withEshops: boolean };

/** The list page types of spec 01 §2 "Lists"; the wine shops list the e-shops too. */
export const LIST_KINDS: Partial<Record<PageType, ListKind>> = Object.fromEntries(
  Object.entries(LIST_PAGE_CALLS).map(([type, call]) => [type, { ...call, withEshops: type === 'wine_shop_list' }]),
);

export const choicesOf = (kind: ListKind): readonly string[] =>
  kind.call === 'restaurant' ? RESTAURANT_CHOICES : PROGRAMME_CHOICES;

/** The pin colour of a list's map points follows the list, not a place's first type. */
export const pinTypeOf = (kind: ListKind): string => (kind.call === 'restaurant' ? 'restaurant' : kind.entityType);

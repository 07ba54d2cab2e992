import { describe, expect, it } from 'vitest';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import { allSelected, noSelection, placesToAdd, selectAll, toggleSelected, unselectAll } from './place-selection.ts';

const place = (id: number, type: TripPlace['type'] = 'wine_entity'): TripPlace => ({
  id,
  slug: `misto-${id}`,
  title: `Místo ${id}`,
  types: ['winemaker'],
  type,
  dateFrom: null,
  dateTo: null,
  city: 'Mikulov',
  image: null,
  url: `/cs/${id}`,
  latitude: null,
  longitude: null,
});
const ids = (places: readonly TripPlace[]) => places.map((p) => `${p.type}:${p.id}`);

describe('the places ticked in a picker', () => {
  it('adds every ticked place, also those the current filter or search no longer shows', () => {
    // Ticked 1 and 2 under "wineries", then the filter changed to events and 9 was ticked there.
    let selection = toggleSelected(toggleSelected(noSelection, place(1)), place(2));
    selection = toggleSelected(selection, place(9, 'event'));
    expect(selection.size).toBe(3);
    expect(ids(placesToAdd(selection, new Set()))).toEqual(['wine_entity:1', 'wine_entity:2', 'event:9']);
  });

  it('a second tick takes the place out again; the same id of another type is another place', () => {
    const selection = toggleSelected(
      toggleSelected(toggleSelected(noSelection, place(1)), place(1, 'event')),
      place(1),
    );
    expect(ids(placesToAdd(selection, new Set()))).toEqual(['event:1']);
  });

  it('mark-all ticks the shown places and keeps the others; un-marking clears only the shown ones', () => {
    const earlier = toggleSelected(noSelection, place(7));
    const shown = [place(1), place(2)];
    const marked = selectAll(earlier, shown);
    expect(allSelected(marked, shown)).toBe(true);
    expect(ids(placesToAdd(marked, new Set()))).toEqual(['wine_entity:7', 'wine_entity:1', 'wine_entity:2']);
    const unmarked = unselectAll(marked, shown);
    expect(allSelected(unmarked, shown)).toBe(false);
    expect(ids(placesToAdd(unmarked, new Set()))).toEqual(['wine_entity:7']);
    expect(allSelected(noSelection, [])).toBe(false);
  });

  it('leaves out places the trip already holds', () => {
    const selection = selectAll(noSelection, [place(1), place(2)]);
    expect(ids(placesToAdd(selection, new Set(['wine_entity:1'])))).toEqual(['wine_entity:2']);
  });
});

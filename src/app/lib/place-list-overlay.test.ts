import { describe, expect, it } from 'vitest';
import type { ListedPlace } from '../../shared/api/calls/trips.ts';
import { overlayPlaceList, type PendingPlaceChange } from './place-list-overlay.ts';

const place = (
  id: number,
  types: string[] = ['winemaker'],
  type: ListedPlace['type'] = 'wine_entity',
): ListedPlace => ({
  id,
  slug: `misto-${id}`,
  title: `Místo ${id}`,
  types,
  type,
  dateFrom: null,
  dateTo: null,
  city: 'Mikulov',
  image: null,
  url: `/cs/vinari/${id}-misto`,
  latitude: null,
  longitude: null,
});
const change = (
  placeId: number,
  flags: Record<string, unknown>,
  view?: ListedPlace,
  placeType = 'wine_entity',
): PendingPlaceChange => ({
  payload: { userId: 'u', placeType, placeId, ...flags },
  view,
});
const ids = (places: readonly ListedPlace[]) => places.map((p) => `${p.type}:${p.id}`);

describe('overlayPlaceList', () => {
  it('shows a place just put on the list before the server has it, at the top', () => {
    const shown = overlayPlaceList([place(1)], [change(2, { isFavorite: true }, place(2))], 'favorite', []);
    expect(ids(shown)).toEqual(['wine_entity:2', 'wine_entity:1']);
  });

  it('takes each list by its own flag: a place put on the wishlist is not a favourite', () => {
    const pending = [change(2, { isPlannedToVisit: true }, place(2))];
    expect(ids(overlayPlaceList([], pending, 'plannedToVisit', []))).toEqual(['wine_entity:2']);
    expect(overlayPlaceList([], pending, 'favorite', [])).toEqual([]);
  });

  it('hides a place just taken off the list, and the latest of several changes wins', () => {
    expect(ids(overlayPlaceList([place(1), place(2)], [change(1, { isFavorite: false })], 'favorite', []))).toEqual([
      'wine_entity:2',
    ]);
    const onOffOn = [
      change(3, { isFavorite: true }, place(3)),
      change(3, { isFavorite: false }, place(3)),
      change(3, { isFavorite: true }, place(3)),
    ];
    expect(ids(overlayPlaceList([], onOffOn, 'favorite', []))).toEqual(['wine_entity:3']);
    expect(overlayPlaceList([], onOffOn.slice(0, 2), 'favorite', [])).toEqual([]);
  });

  it('changes nothing when the server already has the change, or when the change sets another flag only', () => {
    expect(ids(overlayPlaceList([place(1)], [change(1, { isFavorite: true }, place(1))], 'favorite', []))).toEqual([
      'wine_entity:1',
    ]);
    expect(
      ids(
        overlayPlaceList([place(1)], [change(1, { userRating: 4 }), change(1, { isVisited: false })], 'favorite', []),
      ),
    ).toEqual(['wine_entity:1']);
  });

  it('keeps a place of the same id but another type apart', () => {
    const shown = overlayPlaceList(
      [place(5)],
      [change(5, { isFavorite: true }, place(5, ['restaurant'], 'restaurant'), 'restaurant')],
      'favorite',
      [],
    );
    expect(ids(shown)).toEqual(['restaurant:5', 'wine_entity:5']);
  });

  it('shows a new place only under the chosen categories its catalogue types belong to', () => {
    const cellar = change(7, { isFavorite: true }, place(7, ['cellar', 'winemaker']));
    expect(ids(overlayPlaceList([], [cellar], 'favorite', ['cellar']))).toEqual(['wine_entity:7']);
    expect(ids(overlayPlaceList([], [cellar], 'favorite', ['winemaker', 'event']))).toEqual(['wine_entity:7']);
    expect(overlayPlaceList([], [cellar], 'favorite', ['restaurant'])).toEqual([]);
    expect(
      ids(overlayPlaceList([], [change(8, { isFavorite: true }, place(8, ['wine_bar']))], 'favorite', ['winebar'])),
    ).toEqual(['wine_entity:8']);
  });

  it('cannot show a place switched on without the place its change carries, but still hides one switched off', () => {
    expect(overlayPlaceList([], [change(9, { isFavorite: true })], 'favorite', [])).toEqual([]);
    expect(
      overlayPlaceList(
        [place(9)],
        [change(9, { isFavorite: true }, place(9)), change(9, { isFavorite: false })],
        'favorite',
        [],
      ),
    ).toEqual([]);
  });
});

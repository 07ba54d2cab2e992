import { describe, expect, it } from 'vitest';
import { groupStops, orderDays } from './day-groups.ts';

const day = (id: string, position: number) => ({ id, position, date: null, startTime: null });
const place = (type: string, id: number) => ({ type, id, title: `${type} ${id}` });
const stop = (type: string, id: number, dayId: string | null, position: number) => ({
  placeType: type,
  placeId: id,
  dayId,
  position,
});
const keys = (places: readonly { type: string; id: number }[]) => places.map((p) => `${p.type}:${p.id}`);

const DAY_A = '00000000-0000-4000-8000-00000000000a';
const DAY_B = '00000000-0000-4000-8000-00000000000b';
const DAY_C = '00000000-0000-4000-8000-00000000000c';

describe("a trip's places grouped into its days", () => {
  it('lists the days by position, then by id, each with its stops by position', () => {
    const places = [place('cellar', 1), place('cellar', 2), place('winemaker', 3), place('event', 4)];
    const groups = groupStops(
      [day(DAY_B, 2), day(DAY_C, 1), day(DAY_A, 2)],
      [
        stop('cellar', 1, DAY_A, 2),
        stop('cellar', 2, DAY_A, 1),
        stop('winemaker', 3, DAY_C, 0),
        stop('event', 4, DAY_B, 0),
      ],
      places,
    );
    expect(groups.days.map((group) => group.day.id)).toEqual([DAY_C, DAY_A, DAY_B]);
    expect(groups.days.map((group) => keys(group.places))).toEqual([
      ['winemaker:3'],
      ['cellar:2', 'cellar:1'],
      ['event:4'],
    ]);
    expect(groups.unplanned).toEqual([]);
  });

  it('orders stops at the same position by their key, whatever the order they come in', () => {
    const places = [place('winemaker', 7), place('cellar', 9), place('cellar', 10)];
    const stops = [stop('winemaker', 7, DAY_A, 0), stop('cellar', 9, DAY_A, 0), stop('cellar', 10, DAY_A, 0)];
    const forward = groupStops([day(DAY_A, 0)], stops, places);
    const backward = groupStops([day(DAY_A, 0)], [...stops].reverse(), [...places].reverse());
    expect(keys(forward.days[0]?.places ?? [])).toEqual(['cellar:10', 'cellar:9', 'winemaker:7']);
    expect(backward).toEqual(forward);
  });

  it("puts a deleted day's stops with the unplanned ones, then the places without a stop in the trip's order", () => {
    const places = [place('cellar', 5), place('cellar', 1), place('cellar', 2), place('cellar', 3)];
    const groups = groupStops(
      [day(DAY_A, 0)],
      [stop('cellar', 1, DAY_B, 1), stop('cellar', 2, null, 0), stop('cellar', 3, DAY_A, 0)],
      places,
    );
    expect(groups.days.map((group) => keys(group.places))).toEqual([['cellar:3']]);
    expect(keys(groups.unplanned)).toEqual(['cellar:2', 'cellar:1', 'cellar:5']);
  });

  it('keeps an empty day, and ignores stops of places no longer in the trip', () => {
    const groups = groupStops(
      [day(DAY_A, 0), day(DAY_B, 1)],
      [stop('cellar', 1, DAY_A, 0), stop('cellar', 8, DAY_B, 0)],
      [place('cellar', 1)],
    );
    expect(groups.days.map((group) => keys(group.places))).toEqual([['cellar:1'], []]);
    expect(groups.unplanned).toEqual([]);
  });

  it('has everything in one list when the trip has no days: by stop position, or as the trip lists them', () => {
    const places = [place('cellar', 3), place('event', 1), place('cellar', 2)];
    expect(keys(groupStops([], [], places).unplanned)).toEqual(['cellar:3', 'event:1', 'cellar:2']);
    const reordered = groupStops(
      [],
      [stop('cellar', 3, null, 2), stop('event', 1, DAY_A, 0), stop('cellar', 2, null, 1)],
      places,
    );
    expect(reordered.days).toEqual([]);
    expect(keys(reordered.unplanned)).toEqual(['event:1', 'cellar:2', 'cellar:3']);
  });

  it('orders days without touching the list it was given', () => {
    const days = [day(DAY_B, 1), day(DAY_A, 1)];
    expect(orderDays(days).map((d) => d.id)).toEqual([DAY_A, DAY_B]);
    expect(days.map((d) => d.id)).toEqual([DAY_B, DAY_A]);
  });
});

import { TRIP_SEARCH_TYPES, type TripSearchType } from '../../../shared/constants/account.ts';

export interface PlaceSearchState {
  s: string;
  t: TripSearchType[];
}

/** `#s=Mikulov&t=winemaker,cellar` (spec 01 §2 "Places search for trips"); unknown types are dropped. */
export function readSearchHash(hash: string): PlaceSearchState | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('s') && !params.has('t')) return null;
  const t = (params.get('t') ?? '')
    .split(',')
    .filter((type): type is TripSearchType => (TRIP_SEARCH_TYPES as readonly string[]).includes(type));
  return { s: params.get('s') ?? '', t };
}

export function writeSearchHash(state: PlaceSearchState | null): string {
  if (!state) return '';
  const params = new URLSearchParams();
  params.set('s', state.s);
  if (state.t.length > 0) params.set('t', state.t.join(','));
  return `#${params.toString()}`;
}

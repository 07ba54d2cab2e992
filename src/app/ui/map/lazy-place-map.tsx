import { lazy } from 'react';

/** The map loads its code (Leaflet, clustering, outline) only when a map is shown. */
export const LazyPlaceMap = lazy(() => import('./place-map.tsx'));

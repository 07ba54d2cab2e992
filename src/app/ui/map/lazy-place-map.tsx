import { ClientOnly } from '@tanstack/react-router';
import { lazy } from 'react';
import type { PlaceMapProps } from './place-map-props.ts';

const PlaceMap = lazy(() => import('./place-map.tsx'));

/**
 * The map loads its code (Leaflet, clustering, outline) only when a map is shown, and only in the browser: Leaflet
 * needs a window, so the server's page and the browser's first (hydrating) render leave its place empty.
 */
export function LazyPlaceMap(props: PlaceMapProps) {
  return (
    <ClientOnly>
      <PlaceMap {...props} />
    </ClientOnly>
  );
}

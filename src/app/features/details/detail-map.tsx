import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { DetailMapProps } from './detail-map-props.ts';
import './detail-map.css';

const DetailMapCanvas = lazy(() => import('./detail-map-canvas.tsx'));

/**
 * The small map of a detail: the place and its neighbours. Leaflet needs a window and loads only with the map, so the
 * server's page and its takeover hold a box of the map's fixed height, which the map fills once the app runs.
 */
export function DetailMap(props: DetailMapProps) {
  return (
    <div className="detail-map">
      <ClientOnly>
        <Suspense>
          <DetailMapCanvas {...props} />
        </Suspense>
      </ClientOnly>
    </div>
  );
}

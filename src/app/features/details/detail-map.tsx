import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../ui/use-near-viewport.ts';
import type { DetailMapProps } from './detail-map-props.ts';
import './detail-map.css';

const DetailMapCanvas = lazy(() => import('./detail-map-canvas.tsx'));

/**
 * The small map of a detail: the place and its neighbours. Leaflet needs a window and loads only with the map, so the
 * server's page and its takeover hold a box of the map's fixed height, which the map fills once the app runs and the
 * box comes near the screen (below the first screen, it would otherwise start during the page's takeover).
 */
export function DetailMap(props: DetailMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div className="detail-map" ref={box}>
      {near && (
        <ClientOnly>
          <Suspense>
            <DetailMapCanvas {...props} />
          </Suspense>
        </ClientOnly>
      )}
    </div>
  );
}

import { Suspense, useMemo, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { BottomSheet } from '../bottom-sheet.tsx';
import type { SheetSnap } from '../bottom-sheet-snap.ts';
import { LazyPlaceMap } from './lazy-place-map.tsx';
import { mapPointKey, pointsInView, usableMapPoints, type MapView } from './map-points.ts';
import type { MapPoint, PlaceMapProps } from './place-map-props.ts';
import './map-canvas-texts.ts';
import './map-canvas.css';

/** Rows listed beside the map at most: more than this is a hint to zoom in, not a list anyone reads. */
export const MAP_ROWS_MAX = 50;
/** The sheet's peek on a phone (px): its handle, the count and about one compact card. */
const PEEK = 208;

/**
 * A map across the screen under the header with the places it shows beside it: a column on the left from 48rem, a
 * bottom sheet on a phone. The rows follow the map as it moves and zooms; a row under the pointer highlights its pin.
 * Before the map is drawn (the server's page, the browser's first render) the rows are the first of all the points.
 */
export function MapCanvas({
  points,
  map,
  renderRow,
  top,
  headExtra,
  loadingText,
  raise = null,
  className = '',
}: {
  points: readonly MapPoint[];
  map: Omit<PlaceMapProps, 'points' | 'onView' | 'highlight' | 'className'>;
  /** A point's row: an <li>, e.g. a compact place card. */
  renderRow: (point: MapPoint, index: number) => ReactNode;
  /** Above the count in the column (a title, filters); on a phone, at the top of the sheet's body. */
  top?: ReactNode;
  /** Beside the count in the sheet's head (e.g. the phone's filter button). */
  headExtra?: ReactNode;
  loadingText: string;
  /** Raises the phone's sheet at least this far (e.g. 'full' while a filter in it is open). */
  raise?: SheetSnap | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<MapView | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const usable = useMemo(() => usableMapPoints(points), [points]);
  const inView = useMemo(() => (view ? pointsInView(usable, view) : usable), [usable, view]);
  const shown = inView.slice(0, MAP_ROWS_MAX);
  const hover = (event: PointerEvent<HTMLUListElement>) => {
    if (event.pointerType !== 'mouse') return;
    const row = (event.target as Element).closest('li');
    const index = row ? Array.prototype.indexOf.call(event.currentTarget.children, row) : -1;
    const point = shown[index];
    setHighlight(point ? mapPointKey(point) : null);
  };

  return (
    <div className={`map-canvas ${className}`} style={{ '--sheet-peek': `${PEEK}px` } as CSSProperties}>
      <div className="map-canvas__map">
        <Suspense
          fallback={
            <p className="loading" role="status">
              {loadingText}
            </p>
          }
        >
          <LazyPlaceMap
            {...map}
            points={points}
            onView={setView}
            highlight={highlight}
            className="map-canvas__place-map"
          />
        </Suspense>
      </div>
      <BottomSheet
        className="map-canvas__results"
        label={t('mapCanvas.results')}
        peek={PEEK}
        raise={raise}
        head={
          <div className="map-canvas__head">
            <h2 className="map-canvas__count" data-testid="map-rows-count">
              {t('mapCanvas.inView', { count: inView.length })}
            </h2>
            {headExtra}
          </div>
        }
      >
        {top && <div className="map-canvas__top">{top}</div>}
        <ul
          className="map-canvas__rows"
          data-testid="map-rows"
          onPointerOver={hover}
          onPointerLeave={() => setHighlight(null)}
        >
          {shown.map(renderRow)}
        </ul>
        {inView.length > shown.length && (
          <p className="map-canvas__note">{t('mapCanvas.more', { shown: shown.length })}</p>
        )}
        {view && usable.length > 0 && inView.length === 0 && <p className="map-canvas__note">{t('mapCanvas.empty')}</p>}
      </BottomSheet>
    </div>
  );
}

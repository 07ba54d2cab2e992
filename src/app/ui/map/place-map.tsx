import { clientConfigQuery } from '../../lib/client-config.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import L from 'leaflet';
import Supercluster from 'supercluster';
import 'leaflet/dist/leaflet.css';
import {
  MAP_CLUSTER_RADIUS,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_INITIAL_ZOOM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_TOUCH_HINT_KEY,
} from '../../../shared/constants/map.ts';
import { placeTypeOfListing } from '../../../shared/constants/places.ts';
import { SaveButton, type SavedPlace } from '../place-state/save-button.tsx';
import { BUBBLE_SAVE_SLOT, bubbleElement } from './bubble.ts';
import { CZECH_BORDER, subregionOutlines } from './czech-outline.ts';
import { mapPointKey, pinColor, usableMapPoints } from './map-points.ts';
import { pointsRoute, ROUTE_MAX_FIT_ZOOM, routesFitKey } from './map-routes.ts';
import type { BubbleAction, MapPoint, PlaceMapProps } from './place-map-props.ts';
import { drawRoutes } from './route-layer.ts';
import './map-texts.ts';
import './place-map.css';

const toLatLng = (ring: [number, number][]) => ring.map(([lng, lat]) => L.latLng(lat, lng));

function pinIcon(type: string): L.DivIcon {
  return L.divIcon({
    className: 'map-pin',
    html: `<span style="background:${pinColor(type)}"></span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 22],
    popupAnchor: [0, -22],
  });
}

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 32 : count < 100 ? 40 : 48;
  return L.divIcon({ className: 'map-cluster', html: `<span>${count}</span>`, iconSize: [size, size] });
}

/** The place a bubble's heart saves; null for a point no one can save (a location). */
function savedPlaceOf(point: MapPoint): SavedPlace | null {
  const placeType = placeTypeOfListing(point.type);
  if (!placeType) return null;
  const { title, url, location: city, image, latitude, longitude } = point;
  return {
    placeType,
    placeId: point.id,
    place: { title, url, city, image, latitude, longitude, types: [point.type] },
  };
}

// An open bubble's heart slot and the place it saves: the heart is rendered into the slot while the bubble is open.
const savedPlaces = new WeakMap<HTMLElement, SavedPlace>();

/** A point's bubble, with the caller's action (closing the bubble first) and a slot for its heart. */
function bubbleFor(map: L.Map, point: MapPoint, action: BubbleAction | null | undefined): HTMLElement {
  const target = savedPlaceOf(point);
  const element = bubbleElement(
    point,
    action && {
      label: action.label,
      run: () => {
        map.closePopup();
        action.run();
      },
    },
    target !== null,
  );
  const slot = element.querySelector<HTMLElement>(`.${BUBBLE_SAVE_SLOT}`);
  if (slot && target) savedPlaces.set(slot, target);
  return element;
}

/** Leaflet with clustered pins, a detail bubble (with a heart) and an offline outline of Czechia under the tiles. */
export default function PlaceMap({
  points,
  locale,
  loadFailed,
  loading,
  className,
  route,
  routes: givenRoutes,
  bubbleAction,
  stopAction,
  onView,
  highlight = null,
  onHighlight,
  overlay,
}: PlaceMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [saving, setSaving] = useState<{ slot: HTMLElement; target: SavedPlace } | null>(null);
  // Read when a bubble opens, so a new action (e.g. after signing in) needs no redraw of the pins.
  const actionRef = useRef(bubbleAction);
  useEffect(() => {
    actionRef.current = bubbleAction;
  }, [bubbleAction]);
  const stopActionRef = useRef(stopAction);
  useEffect(() => {
    stopActionRef.current = stopAction;
  }, [stopAction]);
  const viewRef = useRef(onView);
  useEffect(() => {
    viewRef.current = onView;
  }, [onView]);
  const onHighlightRef = useRef(onHighlight);
  useEffect(() => {
    onHighlightRef.current = onHighlight;
  }, [onHighlight]);
  // The stop whose pin is under the pointer or focused: its highlight coming back needs no pan.
  const pointedRef = useRef<string | null>(null);
  // The stops the view was last fitted to (routesFitKey): the same set keeps the view where the user left it.
  const fittedRef = useRef<string | null>(null);
  // The pins drawn now by their point's key, and the one to highlight (kept across redraws).
  const pinsRef = useRef(new Map<string, L.Marker>());
  const highlightRef = useRef(highlight);
  const [touchHint, setTouchHint] = useState(
    () => window.matchMedia('(pointer: coarse)').matches && localStorage.getItem(MAP_TOUCH_HINT_KEY) === null,
  );
  const config = useQuery(clientConfigQuery());
  const usable = useMemo(() => usableMapPoints(points), [points]);
  const routes = useMemo(() => givenRoutes ?? (route ? [pointsRoute(usable)] : null), [givenRoutes, route, usable]);
  const routed = routes !== null;
  const index = useMemo(() => {
    const cluster = new Supercluster<{ point: MapPoint }>({ radius: MAP_CLUSTER_RADIUS, maxZoom: MAP_MAX_ZOOM - 1 });
    cluster.load(
      usable.map((point) => ({
        type: 'Feature',
        properties: { point },
        geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
      })),
    );
    return cluster;
  }, [usable]);

  useEffect(() => {
    if (!container.current) return undefined;
    const map = L.map(container.current, { minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM, zoomControl: true }).setView(
      [MAP_DEFAULT_CENTER.latitude, MAP_DEFAULT_CENTER.longitude],
      MAP_DEFAULT_ZOOM,
    );
    L.polygon(toLatLng(CZECH_BORDER), {
      color: '#7a1030',
      weight: 2,
      fillColor: '#fbf7f2',
      fillOpacity: 0.35,
      interactive: false,
    }).addTo(map);
    for (const outline of subregionOutlines(locale === 'en' || locale === 'pl' ? locale : 'cs')) {
      L.polygon(toLatLng(outline.ring), { color: '#6a994e', weight: 1, fillOpacity: 0.15, interactive: false })
        .bindTooltip(outline.title, { permanent: false })
        .addTo(map);
    }
    layerRef.current = L.layerGroup().addTo(map);
    map.on('popupopen', (event: L.PopupEvent) => {
      const slot = event.popup.getElement()?.querySelector<HTMLElement>(`.${BUBBLE_SAVE_SLOT}`);
      const target = slot && savedPlaces.get(slot);
      setSaving(slot && target ? { slot, target } : null);
    });
    map.on('popupclose', (event: L.PopupEvent) =>
      setSaving((open) => (open && event.popup.getElement()?.contains(open.slot) ? null : open)),
    );
    mapRef.current = map;
    fittedRef.current = null;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [locale]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !config.data) return undefined;
    const tiles = L.tileLayer(config.data.mapTileUrl, { maxZoom: MAP_MAX_ZOOM, attribution: '&copy; OpenStreetMap' });
    let failures = 0;
    tiles.on('tileerror', () => {
      failures += 1;
      if (failures >= 3) setTilesFailed(true);
    });
    tiles.on('tileload', () => setTilesFailed(false));
    tiles.addTo(map).bringToBack();
    return () => {
      tiles.remove();
    };
  }, [config.data]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || routes) return undefined;
    const bubble = (point: MapPoint) => bubbleFor(map, point, actionRef.current?.(point));
    if (usable.length > 0) {
      map.fitBounds(L.latLngBounds(usable.map((p) => [p.latitude, p.longitude] as [number, number])), {
        maxZoom: MAP_MAX_INITIAL_ZOOM,
        padding: [24, 24],
      });
    }
    const pointOf = new WeakMap<L.Layer, MapPoint>();
    const draw = () => {
      const layer = layerRef.current;
      if (!layer) return;
      // The pin with an open bubble stays: a bubble that pans the map to fit would otherwise close itself by this redraw.
      const open = layer.getLayers().find((item) => item instanceof L.Marker && item.isPopupOpen());
      const openPoint = open && pointOf.get(open);
      for (const item of layer.getLayers()) if (item !== open) layer.removeLayer(item);
      pinsRef.current.clear();
      if (open && openPoint) pinsRef.current.set(mapPointKey(openPoint), open as L.Marker);
      const bounds = map.getBounds();
      const clusters = index.getClusters(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        Math.round(map.getZoom()),
      );
      for (const feature of clusters) {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          const marker = L.marker([lat, lng], {
            icon: clusterIcon(props.point_count),
            keyboard: true,
            title: t('map.cluster', { count: props.point_count }),
          });
          marker.on('click', () =>
            map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id), MAP_MAX_ZOOM)),
          );
          layer.addLayer(marker);
        } else if ('point' in props) {
          const point = props.point;
          if (openPoint && openPoint.id === point.id && openPoint.type === point.type) continue;
          const marker = L.marker([lat, lng], { icon: pinIcon(point.type), keyboard: true, title: point.title });
          marker.bindPopup(() => bubble(point), { maxWidth: 280, minWidth: 248 });
          pointOf.set(marker, point);
          const key = mapPointKey(point);
          pinsRef.current.set(key, marker);
          layer.addLayer(marker);
          if (key === highlightRef.current) marker.getElement()?.classList.add('map-pin--active');
        }
      }
      viewRef.current?.({
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
      });
    };
    draw();
    map.on('moveend zoomend', draw);
    return () => {
      map.off('moveend zoomend', draw);
    };
  }, [index, usable, t, routes]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer || !routes) return undefined;
    const pins = pinsRef.current;
    layer.clearLayers();
    pins.clear();
    drawRoutes(layer, routes, (marker, stop) => {
      const action = () => stopActionRef.current?.(stop.key) ?? actionRef.current?.(stop.point);
      marker.bindPopup(() => bubbleFor(map, stop.point, action()), { maxWidth: 280, minWidth: 248 });
      const point = (key: string | null) => () => {
        pointedRef.current = key;
        onHighlightRef.current?.(key);
      };
      marker.on('mouseover', point(stop.key));
      marker.on('mouseout', point(null));
      marker.getElement()?.addEventListener('focus', point(stop.key));
      marker.getElement()?.addEventListener('blur', point(null));
      pins.set(stop.key, marker);
      if (stop.key === highlightRef.current) marker.getElement()?.classList.add('map-pin--active');
    });
    const fitKey = routesFitKey(routes);
    const located = routes.flatMap((one) =>
      one.stops.map((stop) => L.latLng(stop.point.latitude, stop.point.longitude)),
    );
    if (fitKey !== fittedRef.current && located.length > 0) {
      map.fitBounds(L.latLngBounds(located), { maxZoom: ROUTE_MAX_FIT_ZOOM, padding: [32, 32] });
    }
    fittedRef.current = fitKey;
    return () => {
      layer.clearLayers();
      pins.clear();
    };
  }, [routes]);

  useEffect(() => {
    const previous = highlightRef.current;
    highlightRef.current = highlight;
    if (previous) pinsRef.current.get(previous)?.getElement()?.classList.remove('map-pin--active');
    const pin = highlight ? pinsRef.current.get(highlight) : undefined;
    pin?.getElement()?.classList.add('map-pin--active');
    // A stop highlighted from beside the map: the map stays where it is unless its pin is out of sight.
    const map = mapRef.current;
    if (!map || !pin || !routed || highlight === pointedRef.current) return;
    if (!map.getBounds().contains(pin.getLatLng())) map.panInside(pin.getLatLng(), { padding: [48, 48] });
  }, [highlight, routed]);

  // The map's box follows its layout (a column, a sheet, the window): Leaflet is told, so its tiles and bounds fit.
  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => mapRef.current?.invalidateSize());
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The fingers on the map now (touch pointers): the hint goes at the first use of two.
  const touching = useRef(new Set<number>());
  const dismissHint = () => {
    if (!touchHint) return;
    localStorage.setItem(MAP_TOUCH_HINT_KEY, '1');
    setTouchHint(false);
  };
  // The hint takes a strip above the canvas (it never covers a pin): the map takes its full size back when it goes.
  useEffect(() => {
    mapRef.current?.invalidateSize();
  }, [touchHint]);

  return (
    <div
      className={`place-map ${touchHint ? 'place-map--hint' : ''} ${className ?? ''}`}
      onTouchStartCapture={(event) => {
        if (event.touches.length >= 2) dismissHint();
      }}
      onPointerDownCapture={(event) => {
        if (event.pointerType !== 'touch') return;
        touching.current.add(event.pointerId);
        if (touching.current.size >= 2) dismissHint();
      }}
      onPointerUpCapture={(event) => touching.current.delete(event.pointerId)}
      onPointerCancelCapture={(event) => touching.current.delete(event.pointerId)}
    >
      <div
        ref={container}
        className="place-map__canvas"
        role="region"
        aria-label={t('map.region')}
        data-testid="place-map"
        data-points={usable.length}
      />
      {loading && (
        <p className="place-map__status" role="status">
          {t('map.loading')}
        </p>
      )}
      {loadFailed && (
        <p className="place-map__status place-map__status--error" role="alert">
          {t('map.loadFailed')}
        </p>
      )}
      {tilesFailed && (
        <p className="place-map__note" title={t('map.tilesOfflineDetail')} data-testid="tiles-offline">
          {t('map.tilesOffline')}
        </p>
      )}
      {overlay && <div className="place-map__overlay">{overlay}</div>}
      {saving && createPortal(<SaveButton target={saving.target} />, saving.slot)}
      {touchHint && (
        <p className="place-map__hint" data-testid="map-touch-hint">
          <span>{t('map.touchHint')}</span>
          <button type="button" onClick={dismissHint}>
            {t('map.hintClose')}
          </button>
        </p>
      )}
    </div>
  );
}

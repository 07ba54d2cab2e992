import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_MAX_ZOOM } from '../../../shared/constants/map.ts';
import { clientConfigQuery } from '../../lib/client-config.ts';
import { bubbleElement } from '../../ui/map/bubble.ts';
import { pinColor } from '../../ui/map/map-points.ts';
import '../../ui/map/map-texts.ts';
import '../../ui/map/place-map.css';
import type { DetailMapProps } from './detail-map-props.ts';
import { nearbyQuery } from './nearby-query.ts';
import './where-texts.ts';

/** How close the map comes: a street's scale when the place has no neighbours, else all of them in view. */
const ALONE_ZOOM = 14;
const MAX_FIT_ZOOM = 15;

const pin = (className: string, color: string, size: number): L.DivIcon =>
  L.divIcon({
    className,
    html: `<span style="background:${color}"></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size],
    popupAnchor: [0, -size],
  });

/**
 * Leaflet with the place's own pin, larger and dark, and a pin per neighbour whose bubble leads to its detail. The map
 * is a part of the page: the wheel scrolls the page, and on a phone a finger does too (the + and − buttons zoom).
 */
export default function DetailMapCanvas({ locale, placeType, id, title, type, latitude, longitude }: DetailMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [bubbleOpen, setBubbleOpen] = useState(false);
  const config = useQuery(clientConfigQuery());
  const nearby = useQuery(nearbyQuery(locale, placeType, id));

  useEffect(() => {
    if (!container.current) return undefined;
    const created = L.map(container.current, {
      scrollWheelZoom: false,
      dragging: !L.Browser.mobile,
      maxZoom: MAP_MAX_ZOOM,
    }).setView([latitude, longitude], ALONE_ZOOM);
    L.marker([latitude, longitude], {
      icon: pin('detail-map__here', '#7a1030', 34),
      title,
      alt: title,
      keyboard: false,
      zIndexOffset: 1000,
    }).addTo(created);
    created.on('popupopen', () => setBubbleOpen(true));
    created.on('popupclose', () => setBubbleOpen(false));
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [latitude, longitude, title]);

  useEffect(() => {
    if (!map || !config.data) return undefined;
    const tiles = L.tileLayer(config.data.mapTileUrl, { maxZoom: MAP_MAX_ZOOM, attribution: '&copy; OpenStreetMap' });
    tiles.addTo(map).bringToBack();
    return () => {
      tiles.remove();
    };
  }, [map, config.data]);

  const points = nearby.data?.items;
  useEffect(() => {
    if (!map || !points) return undefined;
    const layer = L.layerGroup(
      points.map((point) =>
        L.marker([point.latitude, point.longitude], {
          icon: pin('map-pin detail-map__pin', pinColor(point.type), 22),
          title: point.title,
          alt: point.title,
          keyboard: true,
          // The small map has no room for the bubble's picture: its title, facts and links fit without it.
        }).bindPopup(() => bubbleElement({ ...point, image: null }), {
          maxWidth: 280,
          minWidth: 248,
          autoPanPadding: [8, 8],
        }),
      ),
    ).addTo(map);
    if (points.length > 0)
      map.fitBounds(
        L.latLngBounds([[latitude, longitude], ...points.map((p): [number, number] => [p.latitude, p.longitude])]),
        { padding: [28, 28], maxZoom: MAX_FIT_ZOOM },
      );
    return () => {
      layer.remove();
    };
  }, [map, points, latitude, longitude]);

  return (
    <>
      <div
        ref={container}
        className="detail-map__canvas"
        role="region"
        aria-label={t('detailWhere.map', { title })}
        data-testid="detail-map"
        data-type={type}
        data-nearby={points?.length ?? ''}
      />
      {points && !bubbleOpen && (
        <p className="detail-map__caption">
          {points.length > 0 ? t('detailWhere.nearby', { count: points.length }) : t('detailWhere.none')}
        </p>
      )}
    </>
  );
}

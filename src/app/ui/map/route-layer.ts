import L from 'leaflet';
import type { MapRoute, MapRouteStop } from './place-map-props.ts';

/** A route stop's pin: its number on a disc of the route's colour (set through the DOM, never parsed as HTML). */
function stopIcon(stop: MapRouteStop, colour: string): L.DivIcon {
  const disc = document.createElement('span');
  disc.style.background = colour;
  disc.textContent = String(stop.number);
  return L.divIcon({
    className: 'map-stop',
    html: disc,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
    popupAnchor: [0, -13],
  });
}

/**
 * Draws the routes into the layer: each line (a white casing under it, dashed when straight) and then the numbered
 * pins, focusable and named. Calls `pin` for each pin drawn, so the map can bind its bubble and its highlight.
 */
export function drawRoutes(
  layer: L.LayerGroup,
  routes: readonly MapRoute[],
  pin: (marker: L.Marker, stop: MapRouteStop) => void,
): void {
  for (const route of routes) {
    if (!route.line || route.line.length < 2) continue;
    layer.addLayer(L.polyline(route.line, { color: '#fff', weight: 7, opacity: 0.8, interactive: false }));
    layer.addLayer(
      L.polyline(route.line, {
        color: route.colour,
        weight: 4,
        opacity: 0.9,
        dashArray: route.straight ? '8 8' : undefined,
        interactive: false,
        className: 'map-route-line',
      }),
    );
  }
  for (const route of routes) {
    for (const stop of route.stops) {
      const marker = L.marker([stop.point.latitude, stop.point.longitude], {
        icon: stopIcon(stop, route.colour),
        keyboard: true,
        title: stop.name,
      });
      layer.addLayer(marker);
      marker.getElement()?.setAttribute('aria-label', stop.name);
      marker.getElement()?.setAttribute('data-stop', stop.key);
      pin(marker, stop);
    }
  }
}

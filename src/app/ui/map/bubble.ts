import { MAP_BUBBLE_WIDTH } from '../../../shared/constants/map.ts';
import type { MapPoint } from './place-map-props.ts';

/** The 248 px detail bubble, built from DOM nodes so titles are never parsed as HTML. */
export function bubbleElement(point: MapPoint): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-bubble';
  root.style.width = `${MAP_BUBBLE_WIDTH}px`;
  if (point.image) {
    const image = document.createElement('img');
    image.src = point.image;
    image.alt = '';
    image.width = MAP_BUBBLE_WIDTH;
    image.loading = 'lazy';
    root.append(image);
  }
  const title = document.createElement('a');
  title.href = point.url;
  title.className = 'map-bubble__title';
  title.textContent = point.title;
  root.append(title);
  if (point.location) {
    const location = document.createElement('p');
    location.className = 'map-bubble__location';
    location.textContent = point.location;
    root.append(location);
  }
  return root;
}

import { MAP_BUBBLE_WIDTH } from '../../../shared/constants/map.ts';
import type { BubbleAction, MapPoint } from './place-map-props.ts';
import { bubbleOpenStatus } from './bubble-open-status.ts';

/** Where the map puts a bubble's save (heart) button, a React component, once the bubble is open. */
export const BUBBLE_SAVE_SLOT = 'map-bubble__save';

/**
 * The 248 px detail bubble, built from DOM nodes so titles are never parsed as HTML; with the caller's action, if any,
 * and an empty slot for the heart when the place can be saved.
 */
export function bubbleElement(point: MapPoint, action?: BubbleAction | null, saveSlot = false): HTMLElement {
  const root = document.createElement('div');
  root.className = saveSlot ? 'map-bubble map-bubble--saves' : 'map-bubble';
  root.style.width = `${MAP_BUBBLE_WIDTH}px`;
  if (saveSlot) {
    const slot = document.createElement('div');
    slot.className = BUBBLE_SAVE_SLOT;
    root.append(slot);
  }
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
  const open = bubbleOpenStatus(point.hours);
  if (open) root.append(open);
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'map-bubble__action';
    button.textContent = action.label;
    button.addEventListener('click', action.run);
    root.append(button);
  }
  return root;
}

import { MAP_BUBBLE_WIDTH } from '../../../shared/constants/map.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { BubbleAction, MapPoint } from './place-map-props.ts';
import { bubbleOpenStatus } from './bubble-open-status.ts';
import { googleMapsLink } from '../../../shared/domain/navigation-links.ts';
import { imageSrcSet, imageUrl } from '../../../shared/domain/image-url.ts';
import { ratingText, typeLabel } from './bubble-parts.ts';

/** Where the map puts a bubble's save (heart) button, a React component, once the bubble is open. */
export const BUBBLE_SAVE_SLOT = 'map-bubble__save';

function line(className: string, text: string | null): HTMLElement | null {
  if (!text) return null;
  const element = document.createElement('p');
  element.className = className;
  element.textContent = text;
  return element;
}

function link(className: string, href: string, text: string): HTMLAnchorElement {
  const element = document.createElement('a');
  element.className = className;
  element.href = href;
  element.textContent = text;
  return element;
}

/**
 * The 248 px detail bubble, built from DOM nodes so titles are never parsed as HTML: image, type, title, place,
 * rating, open status, then Detail, Navigovat and the caller's action, if any; an empty slot for the heart when the
 * place can be saved.
 */
export function bubbleElement(point: MapPoint, action?: BubbleAction | null, saveSlot = false): HTMLElement {
  const t = i18n.getFixedT(i18n.language);
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
    // An uploaded photo is not sent full-size into a 248 px bubble: the image route's renditions, as on the cards.
    const source = { url: point.image, focalPoint: null };
    const size = { width: MAP_BUBBLE_WIDTH, height: MAP_BUBBLE_WIDTH / 2 };
    image.src = imageUrl(source, size);
    image.srcset = imageSrcSet(source, size);
    image.sizes = `${MAP_BUBBLE_WIDTH}px`;
    image.alt = '';
    // A known height: the bubble pans into view when it opens, before a lazy image would have loaded.
    image.width = MAP_BUBBLE_WIDTH;
    image.height = MAP_BUBBLE_WIDTH / 2;
    image.loading = 'lazy';
    root.append(image);
  }
  const type = line('map-bubble__type', typeLabel(point.type, t));
  if (type) root.append(type);
  root.append(link('map-bubble__title', point.url, point.title));
  const location = line('map-bubble__location', point.location);
  if (location) root.append(location);
  const rating = line('map-bubble__rating', ratingText(point, t));
  if (rating) {
    rating.dataset.testid = 'bubble-rating';
    root.append(rating);
  }
  const open = bubbleOpenStatus(point.hours);
  if (open) root.append(open);
  const actions = document.createElement('div');
  actions.className = 'map-bubble__actions';
  actions.append(link('map-bubble__link', point.url, t('map.bubble.detail')));
  const navigate = link('map-bubble__link', googleMapsLink(point), t('map.bubble.navigate'));
  navigate.target = '_blank';
  navigate.rel = 'noopener noreferrer';
  actions.append(navigate);
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'map-bubble__action';
    button.textContent = action.label;
    button.addEventListener('click', action.run);
    actions.append(button);
  }
  root.append(actions);
  return root;
}

/** Cache Storage names shared by the service worker and the app (a trip saved for offline writes its tiles here). */
export const API_CACHE = 'vm-api';
export const IMAGE_CACHE = 'vm-images';
export const TILE_CACHE = 'vm-tiles';

/** Map tiles are `/{z}/{x}/{y}.png`-shaped image URLs (any tile server, MAP_TILE_URL). */
export const isTileRequest = (url: URL): boolean =>
  /\/\d{1,2}\/\d+\/\d+(@2x)?\.(png|jpg|jpeg|webp)$/.test(url.pathname);

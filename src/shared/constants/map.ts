/** Map constants of spec 01 §9 "Map". */
export const MAP_MIN_ZOOM = 2;
export const MAP_MAX_ZOOM = 19;
export const MAP_MAX_INITIAL_ZOOM = 13;
export const MAP_DEFAULT_CENTER = { latitude: 49.689, longitude: 15.833 } as const;
export const MAP_DEFAULT_ZOOM = 7;
export const MAP_CLUSTER_RADIUS = 60;
export const MAP_BUBBLE_WIDTH = 248;

/** Pin colours per point type (spec 01 §9). */
export const MAP_PIN_COLORS: Record<string, string> = {
  event: '#3a9d23', // green
  location: '#7b3fa0', // purple
  cellar: '#e6b800', // yellow
  winemaker: '#1abc9c', // turquoise
  wine_bar: '#7b3fa0', // purple
  wine_shop: '#e84393', // pink
  restaurant: '#2d6cdf', // blue
  accommodation: '#2d6cdf', // blue
};

export const MAP_TOUCH_HINT_KEY = 'map.touchHintSeen';

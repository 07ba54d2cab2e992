/** Where the device's maps can take the traveller: the platforms the navigation links differ for. */
export type NavigationPlatform = 'android' | 'ios' | 'desktop';

export interface NavigationTarget {
  latitude: number;
  longitude: number;
  name: string;
}

/** Where a place is: what a route to it needs. */
type Position = Pick<NavigationTarget, 'latitude' | 'longitude'>;

export interface NavigationLink {
  /** Which maps the link opens: the device's own (`device`), Mapy.cz or Google Maps. */
  app: 'device' | 'mapy' | 'google';
  href: string;
}

/**
 * The platform from the browser's user agent; iPadOS reports a Mac's user agent and is told apart by its touch
 * points (a Mac has none).
 */
export const navigationPlatform = (userAgent: string, maxTouchPoints = 0): NavigationPlatform => {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
};

const coordinate = (value: number): string => String(Math.round(value * 1e6) / 1e6);

/** Mapy.cz centred on the place with its pin. */
export const mapyCzLink = ({ latitude, longitude }: Position): string => {
  const [lat, lng] = [coordinate(latitude), coordinate(longitude)];
  return `https://mapy.cz/zakladni?x=${lng}&y=${lat}&z=16&source=coor&id=${lng},${lat}`;
};

/** Google Maps' route planner with the place as its destination. */
export const googleMapsLink = ({ latitude, longitude }: Position): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${coordinate(latitude)},${coordinate(longitude)}`;

/**
 * The links "Navigovat" offers on a platform: Android's `geo:` link (any maps app the user has, the pin labelled
 * with the place's name), Apple Maps' route on iOS, and on a desktop Mapy.cz first, then Google Maps.
 */
export const navigationLinks = (target: NavigationTarget, platform: NavigationPlatform): NavigationLink[] => {
  const [lat, lng] = [coordinate(target.latitude), coordinate(target.longitude)];
  if (platform === 'android') {
    const label = encodeURIComponent(target.name.replace(/[()]/g, ' ').trim());
    return [{ app: 'device', href: `geo:${lat},${lng}?q=${lat},${lng}(${label})` }];
  }
  if (platform === 'ios') return [{ app: 'device', href: `https://maps.apple.com/?daddr=${lat},${lng}` }];
  return [
    { app: 'mapy', href: mapyCzLink(target) },
    { app: 'google', href: googleMapsLink(target) },
  ];
};

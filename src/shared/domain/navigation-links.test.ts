import { describe, expect, it } from 'vitest';
import { navigationLinks, navigationPlatform } from './navigation-links.ts';

const cellar = { latitude: 48.8056, longitude: 16.6378, name: 'Sklep (U Kostela) Mikulov' };

describe('navigationPlatform', () => {
  it('tells Android, iPhone, iPad and desktops apart', () => {
    expect(navigationPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile')).toBe(
      'android',
    );
    expect(navigationPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1')).toBe('ios');
    expect(navigationPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('ios');
    expect(navigationPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0)).toBe('desktop');
    expect(navigationPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36')).toBe('desktop');
  });
});

describe('navigationLinks', () => {
  it('gives Android a geo: link labelled with the name, without its brackets', () => {
    expect(navigationLinks(cellar, 'android')).toEqual([
      { app: 'device', href: 'geo:48.8056,16.6378?q=48.8056,16.6378(Sklep%20%20U%20Kostela%20%20Mikulov)' },
    ]);
  });

  it('gives iOS an Apple Maps route', () => {
    expect(navigationLinks(cellar, 'ios')).toEqual([
      { app: 'device', href: 'https://maps.apple.com/?daddr=48.8056,16.6378' },
    ]);
  });

  it('gives a desktop Mapy.cz (longitude first) and then Google Maps, rounded to six decimals', () => {
    const links = navigationLinks({ ...cellar, latitude: 48.80561234567, longitude: 16.63781234567 }, 'desktop');
    expect(links).toEqual([
      {
        app: 'mapy',
        href: 'https://mapy.cz/zakladni?x=16.637812&y=48.805612&z=16&source=coor&id=16.637812,48.805612',
      },
      { app: 'google', href: 'https://www.google.com/maps/dir/?api=1&destination=48.805612,16.637812' },
    ]);
  });
});

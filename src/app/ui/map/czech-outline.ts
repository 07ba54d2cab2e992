import { WINE_MUNICIPALITIES, WINE_SUBREGIONS } from '../../../shared/constants/geography.ts';
import { convexHull } from './map-points.ts';

/** Czechia's border, simplified to ~40 points [lng, lat]: drawn under the tiles so the map stays readable offline. */
export const CZECH_BORDER: [number, number][] = [
  [12.09, 50.32],
  [12.51, 50.4],
  [12.95, 50.41],
  [13.37, 50.63],
  [13.85, 50.73],
  [14.31, 50.88],
  [14.38, 51.03],
  [14.82, 50.87],
  [15.0, 51.02],
  [15.38, 50.78],
  [15.85, 50.67],
  [16.24, 50.67],
  [16.45, 50.58],
  [16.2, 50.43],
  [16.55, 50.16],
  [16.87, 50.21],
  [17.0, 50.42],
  [17.72, 50.32],
  [17.65, 50.09],
  [18.04, 50.07],
  [18.57, 49.91],
  [18.85, 49.52],
  [18.55, 49.48],
  [18.15, 49.27],
  [17.9, 48.99],
  [17.45, 48.84],
  [17.1, 48.83],
  [16.95, 48.62],
  [16.54, 48.81],
  [16.1, 48.75],
  [15.75, 48.86],
  [15.27, 48.99],
  [14.97, 49.0],
  [14.73, 48.68],
  [14.33, 48.56],
  [13.83, 48.77],
  [13.55, 48.96],
  [13.17, 49.17],
  [12.84, 49.34],
  [12.52, 49.62],
  [12.43, 49.95],
  [12.18, 50.1],
  [12.09, 50.32],
];

/** Each wine subregion as the hull of its real wine municipalities. */
export function subregionOutlines(locale: 'cs' | 'en' | 'pl'): { title: string; ring: [number, number][] }[] {
  return WINE_SUBREGIONS.map((subregion) => ({
    title: subregion.title[locale],
    ring: convexHull(
      WINE_MUNICIPALITIES.filter((m) => m.subregionId === subregion.id).map(
        (m) => [m.longitude, m.latitude] as [number, number],
      ),
    ),
  }));
}

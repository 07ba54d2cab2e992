import type { Random } from '../random.ts';
import { H, W, jitter, linearGradient, mix, round } from './svg.ts';

/** A time of day: the sky from its top to the horizon, the sun, and how the light tints the land. */
export interface Daylight {
  readonly name: string;
  readonly top: string;
  readonly horizon: string;
  readonly sun: string;
  /** Mixed into land colours: warm at golden hour, blue at dusk. */
  readonly tint: string;
  readonly tintAmount: number;
}

const DAYLIGHTS: readonly Daylight[] = [
  { name: 'morning', top: '#8ec5e8', horizon: '#fbe3c4', sun: '#fff4d6', tint: '#ffe9c7', tintAmount: 0.08 },
  { name: 'noon', top: '#3f8fd2', horizon: '#bfe0f5', sun: '#fffbe8', tint: '#ffffff', tintAmount: 0 },
  { name: 'golden', top: '#f2a65a', horizon: '#ffe0a3', sun: '#fff1c1', tint: '#ff9f43', tintAmount: 0.18 },
  { name: 'sunset', top: '#5b3f8c', horizon: '#f28f6b', sun: '#ffd08a', tint: '#d9577a', tintAmount: 0.22 },
  { name: 'dusk', top: '#1f2b5a', horizon: '#7a6fa8', sun: '#f7e7b4', tint: '#2c3e78', tintAmount: 0.35 },
  { name: 'overcast', top: '#9aa7b3', horizon: '#dfe4e8', sun: '#f4f6f7', tint: '#9aa7b3', tintAmount: 0.15 },
];

export function pickDaylight(random: Random): Daylight {
  const daylight = random.pick(DAYLIGHTS);
  return { ...daylight, top: jitter(random, daylight.top, 0.08), horizon: jitter(random, daylight.horizon, 0.06) };
}

/** A land colour in the given light. */
export const lit = (daylight: Daylight, colour: string) => mix(colour, daylight.tint, daylight.tintAmount);

/** The sky down to `horizonY`, a sun (or moon at dusk) and a few clouds. */
export function sky(random: Random, daylight: Daylight, horizonY: number): string {
  const gradient = linearGradient('sky', [
    [0, daylight.top],
    [1, daylight.horizon],
  ]);
  const sunX = random.float(0.1, 0.9) * W;
  const sunY = horizonY * random.float(0.25, 0.85);
  const sunR = daylight.name === 'dusk' ? random.int(26, 40) : random.int(45, 90);
  const glow =
    daylight.name === 'overcast'
      ? ''
      : `<circle cx="${round(sunX)}" cy="${round(sunY)}" r="${sunR * 2.4}" fill="${daylight.sun}" opacity="0.18"/>`;
  const sun =
    daylight.name === 'overcast'
      ? ''
      : `${glow}<circle cx="${round(sunX)}" cy="${round(sunY)}" r="${sunR}" fill="${daylight.sun}" opacity="0.95"/>`;
  const clouds = Array.from(
    { length: random.int(daylight.name === 'overcast' ? 5 : 0, daylight.name === 'overcast' ? 8 : 4) },
    () => {
      const x = random.float(-100, W);
      const y = random.float(40, Math.max(60, horizonY * 0.7));
      const width = random.float(160, 380);
      const colour = mix(daylight.horizon, '#ffffff', 0.55);
      return `<g fill="${colour}" opacity="${round(random.float(0.45, 0.8))}"><ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(width / 2)}" ry="${round(width / 7)}"/><ellipse cx="${round(x - width * 0.15)}" cy="${round(y - width / 10)}" rx="${round(width / 4)}" ry="${round(width / 7)}"/></g>`;
    },
  ).join('');
  return `<defs>${gradient}</defs><rect width="${W}" height="${round(Math.min(H, horizonY + 40))}" fill="url(#sky)"/>${sun}${clouds}`;
}

import type { Random } from '../random.ts';

/** The generated pictures' canvas: a 16:9 landscape, as wide as a detail header. */
export const W = 1600;
export const H = 900;

/** What a subject draws: the SVG body and the colours of its big masses, top to bottom, for the blur-up thumbnail. */
export interface Picture {
  readonly body: string;
  /** [offset 0..1, colour] from the top of the picture to its bottom. */
  readonly thumb: readonly (readonly [number, string])[];
}

const hex = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

function channels(colour: string): [number, number, number] {
  const n = Number.parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` moved towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return `#${hex(ar + (br - ar) * t)}${hex(ag + (bg - ag) * t)}${hex(ab + (bb - ab) * t)}`;
}

export const darker = (colour: string, t: number) => mix(colour, '#000000', t);
export const lighter = (colour: string, t: number) => mix(colour, '#ffffff', t);

/** A colour near `colour`, so two pictures of one palette still differ. */
export function jitter(random: Random, colour: string, amount = 0.12): string {
  const t = random.float(-amount, amount);
  return t < 0 ? darker(colour, -t) : lighter(colour, t);
}

export const round = (value: number) => Math.round(value * 10) / 10;

export function linearGradient(id: string, stops: readonly (readonly [number, string])[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}>${stops
    .map(([offset, colour]) => `<stop offset="${round(offset)}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`;
}

/** A rolling ridge from the left edge to the right at about `y`, filled down to the bottom. */
export function ridge(random: Random, y: number, amplitude: number, fill: string, opacity = 1): string {
  const steps = random.int(4, 7);
  const points: string[] = [`0,${H}`];
  let previous = y + random.float(-amplitude, amplitude);
  points.push(`0,${round(previous)}`);
  for (let i = 1; i <= steps; i += 1) {
    const x = (W * i) / steps;
    const next = y + random.float(-amplitude, amplitude);
    const cx = x - W / steps / 2;
    points.push(`${round(cx)},${round((previous + next) / 2 - random.float(0, amplitude))}`);
    points.push(`${round(x)},${round(next)}`);
    previous = next;
  }
  // A quadratic path through the points: every other point is a control point.
  const [start, first, ...rest] = points;
  let d = `M${start} L${first}`;
  for (let i = 0; i + 1 < rest.length; i += 2) d += ` Q${rest[i]} ${rest[i + 1]}`;
  d += ` L${W},${H} Z`;
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${round(opacity)}"` : ''}/>`;
}

export function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

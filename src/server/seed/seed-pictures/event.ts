import type { Random } from '../random.ts';
import { lit, pickDaylight, sky } from './sky.ts';
import { H, W, darker, jitter, ridge, round, type Picture } from './svg.ts';

const CANOPIES = [
  ['#ec4060', '#ffffff'],
  ['#39bfbf', '#ffffff'],
  ['#ffc800', '#ffffff'],
  ['#a01435', '#f4e1c1'],
  ['#3d5a98', '#ffffff'],
  ['#6a994e', '#f6f1e6'],
] as const;
const CLOTHES = [
  '#ec4060',
  '#39bfbf',
  '#ffc800',
  '#1d3557',
  '#f28482',
  '#6a994e',
  '#a01435',
  '#f4f1de',
  '#457b9d',
  '#e76f51',
];
const SKIN = ['#f1c7a6', '#d9a07a', '#a8704c', '#f3d4bd', '#7a4f35'];

/** A striped market tent with a peaked roof. */
function tent(x: number, ground: number, w: number, h: number, colours: readonly [string, string]): string {
  const stripes = 6;
  const roofTop = ground - h - h * 0.45;
  const eave = ground - h;
  const roof = Array.from({ length: stripes }, (_, i) => {
    const a = x - w / 2 + (w * i) / stripes;
    const b = x - w / 2 + (w * (i + 1)) / stripes;
    return `<path d="M${round(x)},${round(roofTop)} L${round(a)},${round(eave)} L${round(b)},${round(eave)} Z" fill="${colours[i % 2]}"/>`;
  }).join('');
  const valance = Array.from({ length: stripes * 2 }, (_, i) => {
    const a = x - w / 2 + (w * i) / (stripes * 2);
    const r = w / (stripes * 4);
    return `<path d="M${round(a)},${round(eave)} a${round(r)},${round(r)} 0 0 0 ${round(2 * r)},0 Z" fill="${colours[i % 2]}"/>`;
  }).join('');
  return `<rect x="${round(x - w / 2 + 6)}" y="${round(eave)}" width="8" height="${round(h)}" fill="#ffffff"/><rect x="${round(x + w / 2 - 14)}" y="${round(eave)}" width="8" height="${round(h)}" fill="#ffffff"/><rect x="${round(x - w / 2)}" y="${round(eave)}" width="${round(w)}" height="${round(h)}" fill="${darker(colours[0], 0.55)}" opacity="0.35"/>${roof}${valance}`;
}

function person(random: Random, x: number, y: number, scale: number, light: (c: string) => string): string {
  const body = light(random.pick(CLOTHES));
  const skin = light(random.pick(SKIN));
  const hair = light(random.pick(['#2b1d14', '#5a3b1f', '#c9a66b', '#1d1d1b', '#8c5e34', '#d9d9d9']));
  return `<path d="M${round(x - 46 * scale)},${round(y + 120 * scale)} Q${round(x - 46 * scale)},${round(y + 20 * scale)} ${round(x)},${round(y + 20 * scale)} Q${round(x + 46 * scale)},${round(y + 20 * scale)} ${round(x + 46 * scale)},${round(y + 120 * scale)} Z" fill="${body}"/><circle cx="${round(x)}" cy="${round(y - 10 * scale)}" r="${round(30 * scale)}" fill="${skin}"/><path d="M${round(x - 31 * scale)},${round(y - 10 * scale)} A${round(31 * scale)},${round(31 * scale)} 0 0 1 ${round(x + 31 * scale)},${round(y - 10 * scale)} Z" fill="${hair}"/>`;
}

/** A wine festival: striped tents, bunting or string lights, and a crowd in front; evening or daytime. */
export function eventPicture(random: Random): Picture {
  const daylight = pickDaylight(random);
  const light = (colour: string) => lit(daylight, colour);
  const horizon = random.float(0.3, 0.45) * H;
  const ground = random.float(0.6, 0.7) * H;
  const tents: string[] = [];
  const canopies: string[] = [];
  let x = random.float(-60, 120);
  while (x < W + 100) {
    const w = random.float(260, 380);
    const pair = random.pick(CANOPIES);
    canopies.push(light(pair[0]));
    tents.push(tent(x + w / 2, ground, w, random.float(150, 200), [light(pair[0]), light(pair[1])]));
    x += w + random.float(10, 80);
  }
  const bulbs = daylight.name === 'dusk' || daylight.name === 'sunset' || random.chance(0.3);
  const lineY = random.float(0.12, 0.25) * H;
  const garland = Array.from({ length: 3 }, (_, i) => {
    const x0 = (W * i) / 3;
    const x1 = (W * (i + 1)) / 3;
    const sag = random.float(50, 110);
    const flags = Array.from({ length: 9 }, (_, j) => {
      const t = (j + 0.5) / 9;
      const fx = x0 + (x1 - x0) * t;
      const fy = lineY + 4 * sag * t * (1 - t);
      return bulbs
        ? `<circle cx="${round(fx)}" cy="${round(fy + 8)}" r="9" fill="#ffe9a8"/><circle cx="${round(fx)}" cy="${round(fy + 8)}" r="22" fill="#ffe9a8" opacity="0.25"/>`
        : `<path d="M${round(fx - 16)},${round(fy)} L${round(fx + 16)},${round(fy)} L${round(fx)},${round(fy + 38)} Z" fill="${light(random.pick(CLOTHES))}"/>`;
    }).join('');
    return `<path d="M${round(x0)},${round(lineY)} Q${round((x0 + x1) / 2)},${round(lineY + 2 * sag)} ${round(x1)},${round(lineY)}" stroke="#3a3a3a" stroke-width="3" fill="none"/>${flags}`;
  }).join('');
  const crowd: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    const scale = 0.9 + row * 0.45;
    const y = ground + 90 + row * 130;
    for (let px = random.float(-40, 40); px < W + 60; px += random.float(110, 260) * scale) {
      crowd.push(person(random, px, y, scale * random.float(0.9, 1.1), light));
    }
  }
  const grass = light(jitter(random, random.pick(['#8fb85a', '#a9c46c', '#c9b98f', '#b7a27a'])));
  const body = [
    sky(random, daylight, horizon + 60),
    ridge(random, horizon, 35, light(jitter(random, '#7f9a88'))),
    `<rect y="${round(ground - 40)}" width="${W}" height="${round(H - ground + 40)}" fill="${grass}"/>`,
    tents.join(''),
    garland,
    crowd.join(''),
    bulbs ? `<rect width="${W}" height="${H}" fill="#ffb347" opacity="0.06"/>` : '',
  ].join('');
  return {
    body,
    thumb: [
      [0, daylight.top],
      [horizon / H, daylight.horizon],
      [(ground - 200) / H, canopies[0] ?? grass],
      [ground / H, canopies[1] ?? grass],
      [1, grass],
    ],
  };
}

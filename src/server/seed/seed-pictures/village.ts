import type { Random } from '../random.ts';
import { lit, pickDaylight, sky } from './sky.ts';
import { pickSeason } from './land.ts';
import { H, W, darker, jitter, ridge, round, type Picture } from './svg.ts';

const WALLS = ['#f3efe6', '#f6e2b3', '#e9d2c0', '#dfe8ee', '#f0d9a8', '#e7efe0'];
const ROOFS = ['#b0472f', '#9a3b2a', '#c2683e', '#7b3b2a'];

function house(random: Random, x: number, ground: number, scale: number, light: (c: string) => string): string {
  const w = random.float(140, 220) * scale;
  const h = random.float(90, 130) * scale;
  const wall = light(random.pick(WALLS));
  const roof = light(random.pick(ROOFS));
  const count = random.int(1, 3);
  const windows = Array.from({ length: count }, (_, i) => {
    const wx = x - w / 2 + ((i + 1) * w) / (count + 1) - 10 * scale;
    return `<rect x="${round(wx)}" y="${round(ground - h * 0.7)}" width="${round(20 * scale)}" height="${round(26 * scale)}" fill="${darker(wall, 0.45)}"/>`;
  }).join('');
  return `<rect x="${round(x - w / 2)}" y="${round(ground - h)}" width="${round(w)}" height="${round(h)}" fill="${wall}"/><path d="M${round(x - w / 2 - 10 * scale)},${round(ground - h)} L${round(x - w / 2 + 30 * scale)},${round(ground - h - 70 * scale)} L${round(x + w / 2 - 30 * scale)},${round(ground - h - 70 * scale)} L${round(x + w / 2 + 10 * scale)},${round(ground - h)} Z" fill="${roof}"/>${windows}`;
}

/** A church tower with an onion dome or a spire, a clock and a cross. */
function church(random: Random, x: number, ground: number, scale: number, light: (c: string) => string): string {
  const wall = light(random.pick(['#f6f1e6', '#f3e3b5', '#efe6d8']));
  const roof = light(random.pick(['#3f6b5a', '#7b3b2a', '#5b5b5b', '#4f7d6a']));
  const tw = 90 * scale;
  const th = random.float(300, 380) * scale;
  const top = ground - th;
  const nave = `<rect x="${round(x)}" y="${round(ground - 150 * scale)}" width="${round(260 * scale)}" height="${round(150 * scale)}" fill="${wall}"/><path d="M${round(x - 5 * scale)},${round(ground - 150 * scale)} L${round(x + 130 * scale)},${round(ground - 230 * scale)} L${round(x + 265 * scale)},${round(ground - 150 * scale)} Z" fill="${light('#9a3b2a')}"/>`;
  const dome = random.chance(0.5)
    ? `<path d="M${round(x - tw / 2 - 6)},${round(top)} C${round(x - tw / 2 - 30 * scale)},${round(top - 50 * scale)} ${round(x - 10 * scale)},${round(top - 70 * scale)} ${round(x)},${round(top - 120 * scale)} C${round(x + 10 * scale)},${round(top - 70 * scale)} ${round(x + tw / 2 + 30 * scale)},${round(top - 50 * scale)} ${round(x + tw / 2 + 6)},${round(top)} Z" fill="${roof}"/>`
    : `<path d="M${round(x - tw / 2 - 6)},${round(top)} L${round(x)},${round(top - 190 * scale)} L${round(x + tw / 2 + 6)},${round(top)} Z" fill="${roof}"/>`;
  const crossTop = top - (dome.includes(' C') ? 150 : 215) * scale;
  return `${nave}<rect x="${round(x - tw / 2)}" y="${round(top)}" width="${round(tw)}" height="${round(th)}" fill="${wall}"/>${dome}<line x1="${round(x)}" y1="${round(crossTop)}" x2="${round(x)}" y2="${round(crossTop + 40 * scale)}" stroke="#c9a24a" stroke-width="${round(5 * scale)}"/><line x1="${round(x - 12 * scale)}" y1="${round(crossTop + 12 * scale)}" x2="${round(x + 12 * scale)}" y2="${round(crossTop + 12 * scale)}" stroke="#c9a24a" stroke-width="${round(5 * scale)}"/><circle cx="${round(x)}" cy="${round(top + 50 * scale)}" r="${round(22 * scale)}" fill="#ffffff" stroke="${darker(wall, 0.4)}" stroke-width="${round(4 * scale)}"/><path d="M${round(x - 16 * scale)},${round(top + 150 * scale)} V${round(top + 120 * scale)} A${round(16 * scale)},${round(16 * scale)} 0 0 1 ${round(x + 16 * scale)},${round(top + 120 * scale)} V${round(top + 150 * scale)} Z" fill="${darker(wall, 0.5)}"/>`;
}

/** A wine village on a slope: houses with red roofs around a church tower, vineyards above and below. */
export function villagePicture(random: Random): Picture {
  const daylight = pickDaylight(random);
  const season = pickSeason(random);
  const light = (colour: string) => lit(daylight, colour);
  const accent = light(jitter(random, season.accent));
  const horizon = random.float(0.3, 0.48) * H;
  const ground = random.float(0.62, 0.74) * H;
  const churchX = random.float(0.2, 0.75) * W;
  const scale = random.float(0.85, 1.15);
  const houses: string[] = [];
  for (let x = random.float(-80, 40); x < W + 100; x += random.float(170, 260) * scale) {
    if (Math.abs(x - churchX) < 120 * scale || (x > churchX && x < churchX + 300 * scale)) continue;
    houses.push(house(random, x, ground + random.float(-20, 10), scale * random.float(0.8, 1.05), light));
  }
  const rows = Array.from({ length: 10 }, (_, i) => {
    const y = ground + 40 + i * 26;
    return `<line x1="0" y1="${round(y + random.float(-6, 6))}" x2="${W}" y2="${round(y + random.float(-20, 20))}" stroke="${light(season.vines)}" stroke-width="${10 + i}" stroke-linecap="round"/>`;
  }).join('');
  const body = [
    sky(random, daylight, horizon + 60),
    ridge(random, horizon, 40, light(season.far)),
    ridge(random, horizon + 70, 30, accent),
    `<rect y="${round(ground - 30)}" width="${W}" height="${round(H - ground + 30)}" fill="${light(season.ground)}"/>`,
    church(random, churchX, ground, scale, light),
    houses.join(''),
    rows,
  ].join('');
  return {
    body,
    thumb: [
      [0, daylight.top],
      [horizon / H, daylight.horizon],
      [(ground - 100) / H, accent],
      [ground / H, light(season.ground)],
      [1, light(season.vines)],
    ],
  };
}

import type { Random } from '../random.ts';
import { lit, pickDaylight, sky } from './sky.ts';
import { pickSeason } from './land.ts';
import { H, W, darker, jitter, lighter, linearGradient, ridge, round, type Picture } from './svg.ts';

const WALLS = ['#f3efe6', '#f6e7c8', '#e9dccb', '#f1e4d9', '#e6ecef'];
const DOORS = ['#6b3f22', '#2f5d62', '#7a2e2e', '#4a5a2a', '#3d3f6b', '#8a5a2b'];
const ROOFS = ['#a0402c', '#7b3b2a', '#5b5b5b', '#b5653a'];

/** An arched wooden door with planks, hinges and a handle, at (x, bottom). */
function door(x: number, bottom: number, width: number, height: number, colour: string): string {
  const r = width / 2;
  const top = bottom - height;
  const planks = Array.from(
    { length: 4 },
    (_, i) =>
      `<line x1="${round(x - r + (width * (i + 1)) / 5)}" y1="${round(top + r * 0.3)}" x2="${round(x - r + (width * (i + 1)) / 5)}" y2="${round(bottom)}" stroke="${darker(colour, 0.35)}" stroke-width="3"/>`,
  ).join('');
  return `<path d="M${round(x - r - 14)},${round(bottom)} V${round(top + r)} A${round(r + 14)},${round(r + 14)} 0 0 1 ${round(x + r + 14)},${round(top + r)} V${round(bottom)} Z" fill="#c9b9a0"/><path d="M${round(x - r)},${round(bottom)} V${round(top + r)} A${round(r)},${round(r)} 0 0 1 ${round(x + r)},${round(top + r)} V${round(bottom)} Z" fill="${colour}"/>${planks}<circle cx="${round(x + r * 0.55)}" cy="${round(bottom - height * 0.42)}" r="7" fill="#d8b45a"/>`;
}

/** A lane of white press houses ("búdy") with arched cellar doors, one large in front. */
function cellarLane(random: Random): Picture {
  const daylight = pickDaylight(random);
  const season = pickSeason(random);
  const horizon = random.float(0.35, 0.5) * H;
  const ground = lit(daylight, jitter(random, '#cdb98f'));
  const houses: string[] = [];
  const count = random.int(2, 4);
  const frontX = random.float(0.3, 0.7) * W;
  const baseY = random.float(0.78, 0.9) * H;
  for (let i = 0; i < count; i += 1) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = frontX + side * (380 + i * 150) * random.float(0.9, 1.2);
    const scale = 0.55 - i * 0.07;
    const w = 420 * scale;
    const h = 300 * scale;
    const y = baseY - 90 - i * 20;
    const wall = lit(daylight, random.pick(WALLS));
    const roof = lit(daylight, random.pick(ROOFS));
    houses.push(
      `<rect x="${round(x - w / 2)}" y="${round(y - h)}" width="${round(w)}" height="${round(h)}" fill="${wall}"/><path d="M${round(x - w / 2 - 16)},${round(y - h)} L${round(x)},${round(y - h - h * 0.7)} L${round(x + w / 2 + 16)},${round(y - h)} Z" fill="${roof}"/>${door(x, y, w * 0.36, h * 0.62, lit(daylight, random.pick(DOORS)))}`,
    );
  }
  const w = random.float(520, 700);
  const h = random.float(360, 440);
  const wall = lit(daylight, random.pick(WALLS));
  const roof = lit(daylight, random.pick(ROOFS));
  const gable = `<path d="M${round(frontX - w / 2 - 30)},${round(baseY - h)} L${round(frontX)},${round(baseY - h - h * 0.62)} L${round(frontX + w / 2 + 30)},${round(baseY - h)} Z" fill="${roof}"/><path d="M${round(frontX - w / 2 + 40)},${round(baseY - h)} L${round(frontX)},${round(baseY - h - h * 0.45)} L${round(frontX + w / 2 - 40)},${round(baseY - h)} Z" fill="${lighter(wall, 0.2)}"/><circle cx="${round(frontX)}" cy="${round(baseY - h - h * 0.2)}" r="22" fill="${darker(wall, 0.45)}"/>`;
  const vine = random.chance(0.6)
    ? `<path d="M${round(frontX + w / 2 - 40)},${round(baseY)} C${round(frontX + w / 2 - 60)},${round(baseY - h * 0.6)} ${round(frontX + w / 2 - 10)},${round(baseY - h * 0.8)} ${round(frontX + w / 4)},${round(baseY - h * 0.95)}" stroke="#5a3b1f" stroke-width="9" fill="none"/>${Array.from({ length: 9 }, (_, i) => `<circle cx="${round(frontX + w / 2 - 30 - i * 22)}" cy="${round(baseY - h * (0.55 + i * 0.045))}" r="${random.int(20, 30)}" fill="${lit(daylight, season.vines)}"/>`).join('')}`
    : '';
  const body = [
    sky(random, daylight, horizon + 60),
    ridge(random, horizon, 40, lit(daylight, season.far)),
    ridge(random, horizon + 50, 25, lit(daylight, season.ground)),
    `<rect y="${round(baseY - 100)}" width="${W}" height="${round(H - baseY + 100)}" fill="${ground}"/>`,
    houses.join(''),
    `<rect x="${round(frontX - w / 2)}" y="${round(baseY - h)}" width="${round(w)}" height="${round(h)}" fill="${wall}"/>`,
    gable,
    `<rect x="${round(frontX - w / 2)}" y="${round(baseY - 30)}" width="${round(w)}" height="30" fill="${darker(wall, 0.12)}"/>`,
    door(frontX, baseY, w * 0.38, h * 0.7, lit(daylight, random.pick(DOORS))),
    vine,
  ].join('');
  return {
    body,
    thumb: [
      [0, daylight.top],
      [horizon / H, daylight.horizon],
      [(baseY - h) / H, wall],
      [baseY / H, wall],
      [1, ground],
    ],
  };
}

/** Inside a vaulted cellar: brick arches running away, barrels along the walls, a warm lamp. */
function vaultedCellar(random: Random): Picture {
  const stone = jitter(random, random.pick(['#8c5e34', '#7a5a44', '#9a6b45', '#6e5848']), 0.1);
  const light = random.pick(['#ffd58a', '#ffc36b', '#ffe3a8']);
  const cx = random.float(0.35, 0.65) * W;
  const floorY = random.float(0.62, 0.72) * H;
  const arches = Array.from({ length: 7 }, (_, i) => {
    const t = 1 - i / 8;
    const halfWidth = 900 * t;
    const top = floorY - 760 * t;
    const shade = darker(stone, 0.15 + (1 - t) * 0.6);
    return `<path d="M${round(cx - halfWidth)},${H} V${round(floorY - (floorY - top) * 0.45)} Q${round(cx - halfWidth)},${round(top)} ${round(cx)},${round(top)} Q${round(cx + halfWidth)},${round(top)} ${round(cx + halfWidth)},${round(floorY - (floorY - top) * 0.45)} V${H} Z" fill="${shade}"/><path d="M${round(cx - halfWidth * 0.94)},${H} V${round(floorY - (floorY - top) * 0.45)} Q${round(cx - halfWidth * 0.94)},${round(top + 30 * t)} ${round(cx)},${round(top + 30 * t)} Q${round(cx + halfWidth * 0.94)},${round(top + 30 * t)} ${round(cx + halfWidth * 0.94)},${round(floorY - (floorY - top) * 0.45)} V${H} Z" fill="${darker(stone, 0.05 + (1 - t) * 0.55)}"/>`;
  }).join('');
  const barrel = (x: number, y: number, r: number) =>
    `<g><ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(r)}" ry="${round(r)}" fill="#6b3f22"/><ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(r * 0.82)}" ry="${round(r * 0.82)}" fill="#8a5430"/><ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(r * 0.82)}" ry="${round(r * 0.82)}" fill="none" stroke="#3a2414" stroke-width="${round(r * 0.06)}"/><circle cx="${round(x)}" cy="${round(y + r * 0.45)}" r="${round(r * 0.09)}" fill="#3a2414"/></g>`;
  const barrels: string[] = [];
  const side = random.int(0, 2);
  for (let i = 0; i < 4; i += 1) {
    const t = 1 - i * 0.2;
    const r = 150 * t;
    const y = floorY + 120 * t - r * 0.6;
    if (side !== 1) barrels.push(barrel(cx - 620 * t, y, r));
    if (side !== 0) barrels.push(barrel(cx + 620 * t, y, r));
  }
  const body = [
    `<defs>${linearGradient('floor', [
      [0, darker(stone, 0.5)],
      [1, darker(stone, 0.2)],
    ])}<radialGradient id="lamp"><stop offset="0" stop-color="${light}" stop-opacity="0.9"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="${darker(stone, 0.75)}"/>`,
    arches,
    `<rect y="${round(floorY)}" width="${W}" height="${round(H - floorY)}" fill="url(#floor)"/>`,
    `<ellipse cx="${round(cx)}" cy="${round(floorY - 330)}" rx="420" ry="300" fill="url(#lamp)"/>`,
    `<line x1="${round(cx)}" y1="0" x2="${round(cx)}" y2="${round(floorY - 380)}" stroke="#2a1a10" stroke-width="4"/><circle cx="${round(cx)}" cy="${round(floorY - 360)}" r="22" fill="${light}"/>`,
    barrels.reverse().join(''),
  ].join('');
  return {
    body,
    thumb: [
      [0, darker(stone, 0.15)],
      [0.35, light],
      [floorY / H, darker(stone, 0.2)],
      [1, '#6b3f22'],
    ],
  };
}

export function cellarPicture(random: Random): Picture {
  return random.chance(0.55) ? cellarLane(random) : vaultedCellar(random);
}

import type { Random } from '../random.ts';
import { lit, pickDaylight } from './sky.ts';
import { pickSeason } from './land.ts';
import { H, W, darker, lighter, linearGradient, round, type Picture } from './svg.ts';

const BERRIES = [
  { berry: '#3d1f4f', shine: '#8a6aa8' },
  { berry: '#4a1f3d', shine: '#9a6a8a' },
  { berry: '#2b2350', shine: '#6f6aa8' },
  { berry: '#9fb84a', shine: '#e4f0a0' },
  { berry: '#c9c25a', shine: '#f4f0b0' },
];

/** A five-lobed vine leaf around (x, y), turned by `angle` degrees. */
function leaf(x: number, y: number, size: number, angle: number, colour: string): string {
  const lobes = [-90, -30, 30, 150, 210].map((deg) => {
    const a = (deg * Math.PI) / 180;
    return [x + Math.cos(a) * size, y + Math.sin(a) * size] as const;
  });
  const d = lobes
    .map(([lx, ly], i) => {
      const [nx, ny] = lobes[(i + 1) % lobes.length] ?? lobes[0] ?? [x, y];
      return `${i === 0 ? `M${round(lx)},${round(ly)}` : ''} Q${round((lx + nx) / 2 + (x - (lx + nx) / 2) * 0.5)},${round((ly + ny) / 2 + (y - (ly + ny) / 2) * 0.5)} ${round(nx)},${round(ny)}`;
    })
    .join(' ');
  const veins = lobes.map(([lx, ly]) => `M${round(x)},${round(y)} L${round(lx)},${round(ly)}`).join(' ');
  return `<g transform="rotate(${round(angle)} ${round(x)} ${round(y)})"><path d="${d} Z" fill="${colour}"/><path d="${veins}" stroke="${darker(colour, 0.25)}" stroke-width="${round(size / 28)}" fill="none"/></g>`;
}

/** A close-up at harvest: a bunch of grapes under vine leaves, before the vineyard out of focus. */
export function grapesPicture(random: Random): Picture {
  const daylight = pickDaylight(random);
  const season = pickSeason(random);
  const { berry, shine } = random.pick(BERRIES);
  const x = random.float(0.3, 0.7) * W;
  const top = random.float(0.18, 0.3) * H;
  const r = random.float(40, 54);
  const berries: string[] = [];
  const rows = 8;
  for (let row = 0; row < rows; row += 1) {
    const across = Math.max(1, Math.round((rows - row) * 0.75));
    for (let i = 0; i < across; i += 1) {
      const bx = x + (i - (across - 1) / 2) * r * 1.7 + random.float(-6, 6) + row * r * 0.12;
      const by = top + 120 + row * r * 1.45 + random.float(-5, 5);
      berries.push(
        `<circle cx="${round(bx)}" cy="${round(by)}" r="${round(r)}" fill="${berry}"/><circle cx="${round(bx - r * 0.35)}" cy="${round(by - r * 0.35)}" r="${round(r * 0.22)}" fill="${shine}" opacity="0.7"/>`,
      );
    }
  }
  const leafColour = lit(daylight, season.vines);
  const body = [
    `<defs>${linearGradient('back', [
      [0, lighter(daylight.horizon, 0.1)],
      [0.55, lit(daylight, season.ground)],
      [1, lit(daylight, darker(season.vines, 0.2))],
    ])}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#back)"/>`,
    Array.from({ length: 12 }, () => {
      const cy = random.float(0.3, 1) * H;
      return `<circle cx="${round(random.float(0, W))}" cy="${round(cy)}" r="${round(random.float(40, 140))}" fill="${random.chance(0.5) ? lit(daylight, season.accent) : daylight.sun}" opacity="${round(random.float(0.12, 0.3))}"/>`;
    }).join(''),
    `<path d="M${round(x - 300)},${round(top - 40)} Q${round(x)},${round(top - 90)} ${round(x + 420)},${round(top - 10)}" stroke="#5a3b1f" stroke-width="18" fill="none"/>`,
    `<path d="M${round(x)},${round(top - 60)} L${round(x + 10)},${round(top + 110)}" stroke="#6b4a2a" stroke-width="12"/>`,
    leaf(x - random.float(230, 300), top + 60, random.float(170, 220), random.float(-30, 30), leafColour),
    berries.join(''),
    leaf(x + random.float(240, 320), top + 120, random.float(180, 240), random.float(-30, 30), darker(leafColour, 0.1)),
  ].join('');
  return {
    body,
    thumb: [
      [0, lighter(daylight.horizon, 0.1)],
      [0.4, berry],
      [0.6, lit(daylight, season.ground)],
      [1, lit(daylight, darker(season.vines, 0.2))],
    ],
  };
}

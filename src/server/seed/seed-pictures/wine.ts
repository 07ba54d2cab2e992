import type { Random } from '../random.ts';
import { H, W, darker, jitter, lighter, linearGradient, round, type Picture } from './svg.ts';

const BACKDROPS = ['#f4e1c1', '#e8d3b9', '#2e3b4e', '#3b2a2f', '#dfe7e1', '#f2d7d9', '#c9d6df', '#24332b'];
const TABLES = ['#8c5e34', '#b08355', '#5a3b28', '#d8c3a5', '#6d4c3d', '#e7e2da'];
const WINES = [
  { wine: '#7a0f26', label: 'red' },
  { wine: '#e9c95a', label: 'white' },
  { wine: '#f08a8a', label: 'rosé' },
  { wine: '#5c0a1f', label: 'red' },
  { wine: '#f3dc87', label: 'white' },
];
const BOTTLES = ['#1f3d2b', '#3a2a1a', '#2b4a3a', '#14241b', '#dfe9dc'];

function bottle(x: number, bottom: number, scale: number, glass: string, label: string): string {
  const w = 150 * scale;
  const h = 560 * scale;
  const neck = 46 * scale;
  const top = bottom - h;
  const shoulder = top + h * 0.38;
  return `<path d="M${round(x - neck / 2)},${round(top)} H${round(x + neck / 2)} V${round(shoulder - 70 * scale)} Q${round(x + w / 2)},${round(shoulder - 30 * scale)} ${round(x + w / 2)},${round(shoulder + 20 * scale)} V${round(bottom - 10 * scale)} Q${round(x + w / 2)},${round(bottom)} ${round(x + w / 2 - 10 * scale)},${round(bottom)} H${round(x - w / 2 + 10 * scale)} Q${round(x - w / 2)},${round(bottom)} ${round(x - w / 2)},${round(bottom - 10 * scale)} V${round(shoulder + 20 * scale)} Q${round(x - w / 2)},${round(shoulder - 30 * scale)} ${round(x - neck / 2)},${round(shoulder - 70 * scale)} Z" fill="${glass}"/><rect x="${round(x - neck / 2 - 2)}" y="${round(top)}" width="${round(neck + 4)}" height="${round(60 * scale)}" fill="${darker(label, 0.35)}"/><rect x="${round(x - w / 2)}" y="${round(shoulder + 80 * scale)}" width="${round(w)}" height="${round(150 * scale)}" fill="${label}"/><rect x="${round(x - w / 3)}" y="${round(shoulder + 120 * scale)}" width="${round(w / 1.5)}" height="${round(16 * scale)}" fill="${darker(label, 0.5)}"/><rect x="${round(x - w / 2 + 14 * scale)}" y="${round(shoulder + 20 * scale)}" width="${round(12 * scale)}" height="${round(h * 0.45)}" fill="#ffffff" opacity="0.18"/>`;
}

function glass(x: number, bottom: number, scale: number, wine: string, fill: number): string {
  const bowlW = 190 * scale;
  const bowlH = 230 * scale;
  const stem = 190 * scale;
  const bowlBottom = bottom - stem;
  const bowlTop = bowlBottom - bowlH;
  const surface = bowlBottom - bowlH * fill;
  const half = (y: number) => (bowlW / 2) * Math.sqrt(Math.max(0, 1 - ((bowlBottom - y) / bowlH - 0.45) ** 2 / 0.3));
  return `<ellipse cx="${round(x)}" cy="${round(bottom)}" rx="${round(70 * scale)}" ry="${round(12 * scale)}" fill="#ffffff" opacity="0.55"/><rect x="${round(x - 5 * scale)}" y="${round(bowlBottom)}" width="${round(10 * scale)}" height="${round(stem)}" fill="#ffffff" opacity="0.6"/><path d="M${round(x - bowlW * 0.36)},${round(bowlTop)} C${round(x - bowlW * 0.62)},${round(bowlBottom - bowlH * 0.1)} ${round(x - bowlW / 4)},${round(bowlBottom)} ${round(x)},${round(bowlBottom)} C${round(x + bowlW / 4)},${round(bowlBottom)} ${round(x + bowlW * 0.62)},${round(bowlBottom - bowlH * 0.1)} ${round(x + bowlW * 0.36)},${round(bowlTop)} Z" fill="#ffffff" opacity="0.35"/><path d="M${round(x - half(surface))},${round(surface)} C${round(x - half(surface))},${round(bowlBottom - bowlH * 0.1)} ${round(x - bowlW / 4)},${round(bowlBottom)} ${round(x)},${round(bowlBottom)} C${round(x + bowlW / 4)},${round(bowlBottom)} ${round(x + half(surface))},${round(bowlBottom - bowlH * 0.1)} ${round(x + half(surface))},${round(surface)} Z" fill="${wine}"/><ellipse cx="${round(x)}" cy="${round(surface)}" rx="${round(half(surface))}" ry="${round(10 * scale)}" fill="${lighter(wine, 0.25)}"/>`;
}

/** A still life: a bottle and one or two glasses on a table, before a plain or bokeh backdrop. */
export function winePicture(random: Random): Picture {
  const backdrop = jitter(random, random.pick(BACKDROPS), 0.08);
  const table = jitter(random, random.pick(TABLES), 0.08);
  const { wine } = random.pick(WINES);
  const tableY = random.float(0.62, 0.78) * H;
  const bokeh = Array.from({ length: random.int(0, 14) }, () => {
    const r = random.float(20, 90);
    return `<circle cx="${round(random.float(0, W))}" cy="${round(random.float(0, tableY))}" r="${round(r)}" fill="${random.pick(['#ffe3a8', '#ffffff', lighter(backdrop, 0.4)])}" opacity="${round(random.float(0.08, 0.3))}"/>`;
  }).join('');
  const bottleX = random.float(0.2, 0.8) * W;
  const bottleScale = random.float(0.85, 1.15);
  const glassSide = bottleX > W / 2 ? -1 : 1;
  const glassX = bottleX + glassSide * random.float(260, 420);
  const label = random.pick(['#f5efe0', '#e8d9b5', '#ffffff', '#c9a66b', '#1d1d1b']);
  const glasses = [glass(glassX, tableY + 40, random.float(0.9, 1.2), wine, random.float(0.3, 0.6))];
  if (random.chance(0.5))
    glasses.push(
      glass(
        glassX + glassSide * random.float(230, 300),
        tableY + 60,
        random.float(0.8, 1.05),
        wine,
        random.float(0.2, 0.5),
      ),
    );
  const grapes = random.chance(0.5)
    ? Array.from({ length: 10 }, (_, i) => {
        const gx = bottleX - glassSide * 230 + (i % 4) * 34 - (i > 6 ? -20 : 0);
        const gy = tableY + 60 - Math.floor(i / 4) * 30;
        return `<circle cx="${round(gx)}" cy="${round(gy)}" r="20" fill="${wine === '#e9c95a' || wine === '#f3dc87' ? '#b8c95a' : '#4a1f3d'}"/>`;
      }).join('')
    : '';
  const body = [
    `<defs>${linearGradient('wall', [
      [0, lighter(backdrop, 0.1)],
      [1, darker(backdrop, 0.1)],
    ])}</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    bokeh,
    `<rect y="${round(tableY)}" width="${W}" height="${round(H - tableY)}" fill="${table}"/>`,
    `<rect y="${round(tableY)}" width="${W}" height="8" fill="${darker(table, 0.25)}"/>`,
    `<ellipse cx="${round(bottleX)}" cy="${round(tableY + 40)}" rx="110" ry="16" fill="#000000" opacity="0.18"/>`,
    bottle(bottleX, tableY + 40, bottleScale, random.pick(BOTTLES), label),
    glasses.join(''),
    grapes,
  ].join('');
  return {
    body,
    thumb: [
      [0, lighter(backdrop, 0.1)],
      [tableY / H - 0.15, wine],
      [tableY / H, darker(backdrop, 0.1)],
      [1, table],
    ],
  };
}

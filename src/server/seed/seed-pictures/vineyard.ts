import type { Random } from '../random.ts';
import { aerialPicture } from './aerial.ts';
import { grapesPicture } from './grapes.ts';
import { lit, pickDaylight, sky } from './sky.ts';
import { pickSeason } from './land.ts';
import { H, W, darker, lighter, ridge, round, type Picture } from './svg.ts';

/** Something on the skyline that tells two vineyards apart. */
function landmark(random: Random, x: number, y: number, colour: string): string {
  const kind = random.int(0, 3);
  if (kind === 0) {
    // A lone tree.
    return `<rect x="${round(x - 6)}" y="${round(y - 60)}" width="12" height="60" fill="${darker(colour, 0.3)}"/><ellipse cx="${round(x)}" cy="${round(y - 90)}" rx="55" ry="48" fill="${colour}"/>`;
  }
  if (kind === 1) {
    // A chapel with a little tower.
    return `<g fill="#f1ece2"><rect x="${round(x - 40)}" y="${round(y - 50)}" width="80" height="50"/><rect x="${round(x - 14)}" y="${round(y - 100)}" width="28" height="55"/></g><path d="M${round(x - 48)},${round(y - 48)} L${round(x)},${round(y - 78)} L${round(x + 48)},${round(y - 48)} Z M${round(x - 18)},${round(y - 98)} L${round(x)},${round(y - 135)} L${round(x + 18)},${round(y - 98)} Z" fill="#9b3b2a"/>`;
  }
  if (kind === 2) {
    // A row of poplars.
    return Array.from(
      { length: 5 },
      (_, i) =>
        `<ellipse cx="${round(x + i * 34)}" cy="${round(y - 55)}" rx="13" ry="${55 + (i % 2) * 12}" fill="${darker(colour, 0.15)}"/>`,
    ).join('');
  }
  return '';
}

/** A winery's land: mostly rows to the horizon, else a bunch of grapes close up or the vineyards from above. */
export function vineyardPicture(random: Random): Picture {
  const view = random.next();
  if (view < 0.22) return grapesPicture(random);
  if (view < 0.36) return aerialPicture(random);
  return rowsPicture(random);
}

/** Vine rows running to a vanishing point; the horizon's height, the rows' angle, the season and the hour vary. */
function rowsPicture(random: Random): Picture {
  const daylight = pickDaylight(random);
  const season = pickSeason(random);
  const horizon = random.float(0.28, 0.55) * H;
  const ground = lit(daylight, season.ground);
  const vines = lit(daylight, season.vines);
  const far = lit(daylight, season.far);
  const vanishX = random.float(-0.6, 1.6) * W;
  const fieldTop = horizon + random.float(30, 90);
  const spread = random.float(70, 150);
  const rowWidth = spread * random.float(0.3, 0.5);
  const rows: string[] = [];
  for (let k = -40; k <= 40; k += 1) {
    const bottom = vanishX + k * spread * 2.2;
    if (bottom < -W * 2.5 || bottom > W * 3.5) continue;
    rows.push(
      `M${round(vanishX)},${round(fieldTop)} L${round(bottom - rowWidth)},${H + 40} L${round(bottom + rowWidth)},${H + 40} Z`,
    );
  }
  const fieldShape = ridge(random.fork('field'), fieldTop, 18, ground);
  const fieldPath = /d="([^"]+)"/.exec(fieldShape)?.[1] ?? '';
  const body = [
    sky(random, daylight, horizon + 80),
    ridge(random, horizon - 20, 45, lighter(far, 0.25)),
    ridge(random, horizon + 20, 35, far),
    landmark(random, random.float(0.15, 0.85) * W, fieldTop - 6, darker(season.vines, 0.1)),
    `<defs><clipPath id="field"><path d="${fieldPath}"/></clipPath></defs>`,
    fieldShape,
    `<path clip-path="url(#field)" d="${rows.join(' ')}" fill="${vines}"/>`,
    `<rect clip-path="url(#field)" y="${round(fieldTop)}" width="${W}" height="${round(H - fieldTop)}" fill="${darker(ground, 0.5)}" opacity="0.12"/>`,
  ].join('');
  return {
    body,
    thumb: [
      [0, daylight.top],
      [horizon / H, daylight.horizon],
      [Math.min(1, (fieldTop + 20) / H), far],
      [1, vines],
    ],
  };
}

import type { Random } from '../random.ts';
import { lit, pickDaylight } from './sky.ts';
import { pickSeason } from './land.ts';
import { H, W, darker, jitter, lighter, round, type Picture } from './svg.ts';

/** Vineyards from above: fields of rows in different directions, paths between them, a road and a few trees. */
export function aerialPicture(random: Random): Picture {
  const daylight = pickDaylight(random);
  const season = pickSeason(random);
  const ground = lit(daylight, season.ground);
  const columns = random.int(3, 4);
  const rows = random.int(2, 3);
  const patterns: string[] = [];
  let firstVines = '';
  const fields: string[] = [];
  const xs = Array.from({ length: columns + 1 }, (_, i) =>
    i === 0 ? -60 : i === columns ? W + 60 : (W * i) / columns + random.float(-90, 90),
  );
  const ys = Array.from({ length: rows + 1 }, (_, i) =>
    i === 0 ? -60 : i === rows ? H + 60 : (H * i) / rows + random.float(-70, 70),
  );
  const skew = random.float(-80, 80);
  for (let c = 0; c < columns; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      const id = `f${c}${r}`;
      const vines = lit(daylight, jitter(random, random.chance(0.8) ? season.vines : season.accent, 0.15));
      firstVines ||= vines;
      const gap = random.float(16, 30);
      patterns.push(
        `<pattern id="${id}" width="${round(gap)}" height="${round(gap)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${round(random.float(0, 180))})"><rect width="${round(gap)}" height="${round(gap)}" fill="${jitter(random, ground, 0.08)}"/><rect width="${round(gap * 0.55)}" height="${round(gap)}" fill="${vines}"/></pattern>`,
      );
      const [x0, x1, y0, y1] = [xs[c] ?? 0, xs[c + 1] ?? W, ys[r] ?? 0, ys[r + 1] ?? H];
      const inset = 9;
      fields.push(
        `<path d="M${round(x0 + inset + skew * (r / rows))},${round(y0 + inset)} L${round(x1 - inset + skew * (r / rows))},${round(y0 + inset)} L${round(x1 - inset + skew * ((r + 1) / rows))},${round(y1 - inset)} L${round(x0 + inset + skew * ((r + 1) / rows))},${round(y1 - inset)} Z" fill="url(#${id})"/>`,
      );
    }
  }
  const roadY = random.float(0.25, 0.75) * H;
  const road = `<path d="M-20,${round(roadY)} C${round(W * 0.3)},${round(roadY + random.float(-250, 250))} ${round(W * 0.6)},${round(roadY + random.float(-250, 250))} ${W + 20},${round(roadY + random.float(-150, 150))}" stroke="${lighter(ground, 0.55)}" stroke-width="26" fill="none"/>`;
  const trees = Array.from({ length: random.int(3, 9) }, () => {
    const tx = random.float(0, W);
    const ty = random.float(0, H);
    const tr = random.float(18, 34);
    return `<circle cx="${round(tx + 8)}" cy="${round(ty + 8)}" r="${round(tr)}" fill="#000000" opacity="0.2"/><circle cx="${round(tx)}" cy="${round(ty)}" r="${round(tr)}" fill="${darker(lit(daylight, season.vines), 0.25)}"/>`;
  }).join('');
  const body = [
    `<defs>${patterns.join('')}</defs>`,
    `<rect width="${W}" height="${H}" fill="${lighter(ground, 0.3)}"/>`,
    fields.join(''),
    road,
    trees,
  ].join('');
  return {
    body,
    thumb: [
      [0, lighter(ground, 0.3)],
      [0.5, firstVines],
      [1, lighter(ground, 0.3)],
    ],
  };
}

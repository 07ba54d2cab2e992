import type { Random } from '../random.ts';
import { H, W, darker, jitter, lighter, round, type Picture } from './svg.ts';

const BACKS = ['#1d3557', '#457b9d', '#5c0a1f', '#2f5d62', '#6d6875', '#3a2a1a'];

/** A podcast cover: a studio microphone before sound waves, the colours vary. */
export function podcastPicture(random: Random): Picture {
  const back = jitter(random, random.pick(BACKS), 0.1);
  const accent = random.pick(['#e63946', '#ffc800', '#39bfbf', '#f4e1c1']);
  const x = random.float(0.35, 0.65) * W;
  const y = H * 0.42;
  const waves = Array.from(
    { length: 5 },
    (_, i) =>
      `<circle cx="${round(x)}" cy="${round(y)}" r="${190 + i * 80}" fill="none" stroke="${lighter(back, 0.2 + i * 0.05)}" stroke-width="14" opacity="${round(0.6 - i * 0.1)}"/>`,
  ).join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="${back}"/>`,
    waves,
    `<rect x="${round(x - 90)}" y="${round(y - 200)}" width="180" height="300" rx="90" fill="${accent}"/>`,
    Array.from(
      { length: 5 },
      (_, i) =>
        `<rect x="${round(x - 70)}" y="${round(y - 150 + i * 40)}" width="140" height="10" rx="5" fill="${darker(accent, 0.3)}"/>`,
    ).join(''),
    `<path d="M${round(x - 140)},${round(y)} Q${round(x - 140)},${round(y + 190)} ${round(x)},${round(y + 190)} Q${round(x + 140)},${round(y + 190)} ${round(x + 140)},${round(y)}" stroke="#f4f1de" stroke-width="16" fill="none"/>`,
    `<rect x="${round(x - 8)}" y="${round(y + 190)}" width="16" height="150" fill="#f4f1de"/><rect x="${round(x - 110)}" y="${round(y + 330)}" width="220" height="20" rx="10" fill="#f4f1de"/>`,
  ].join('');
  return {
    body,
    thumb: [
      [0, back],
      [0.4, accent],
      [1, back],
    ],
  };
}

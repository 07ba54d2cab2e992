import type { Random } from '../random.ts';
import { H, W, darker, jitter, lighter, round, type Picture } from './svg.ts';

const TABLES = ['#8c5e34', '#b08355', '#d8c3a5', '#5a3b28', '#e7e2da', '#2f3e46', '#7a8b6a'];
const PLATES = ['#ffffff', '#f4efe6', '#e8eef0', '#2b2b2b', '#d9c7a7'];

/** One dish, drawn from above on a plate centred at (x, y). */
function dish(random: Random, x: number, y: number, r: number): string {
  const kind = random.int(0, 3);
  const parts: string[] = [];
  if (kind === 0) {
    // Roast with dumplings and cabbage.
    parts.push(
      `<ellipse cx="${round(x - r * 0.2)}" cy="${round(y - r * 0.1)}" rx="${round(r * 0.38)}" ry="${round(r * 0.26)}" fill="#8a4b2a"/>`,
    );
    for (let i = 0; i < 4; i += 1)
      parts.push(
        `<ellipse cx="${round(x + r * 0.25 + (i % 2) * r * 0.18)}" cy="${round(y - r * 0.3 + i * r * 0.16)}" rx="${round(r * 0.13)}" ry="${round(r * 0.08)}" fill="#f3ead2" stroke="#d8c9a0" stroke-width="3"/>`,
      );
    parts.push(
      `<ellipse cx="${round(x - r * 0.1)}" cy="${round(y + r * 0.35)}" rx="${round(r * 0.3)}" ry="${round(r * 0.14)}" fill="#9b2f4a"/>`,
    );
  } else if (kind === 1) {
    // A salad.
    for (let i = 0; i < 14; i += 1) {
      const a = random.float(0, Math.PI * 2);
      const d = random.float(0, r * 0.5);
      parts.push(
        `<ellipse cx="${round(x + Math.cos(a) * d)}" cy="${round(y + Math.sin(a) * d)}" rx="${round(r * 0.16)}" ry="${round(r * 0.09)}" transform="rotate(${round(random.float(0, 180))} ${round(x + Math.cos(a) * d)} ${round(y + Math.sin(a) * d)})" fill="${random.pick(['#6a994e', '#a7c957', '#386641', '#e63946', '#f4e285'])}"/>`,
      );
    }
  } else if (kind === 2) {
    // Soup in a bowl.
    parts.push(
      `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r * 0.6)}" fill="${random.pick(['#e9a23b', '#c8553d', '#e9d8a6', '#7f9a3a'])}"/>`,
    );
    for (let i = 0; i < 6; i += 1)
      parts.push(
        `<circle cx="${round(x + random.float(-r * 0.35, r * 0.35))}" cy="${round(y + random.float(-r * 0.35, r * 0.35))}" r="${round(r * 0.05)}" fill="#386641"/>`,
      );
  } else {
    // A cheese and ham board.
    for (let i = 0; i < 5; i += 1)
      parts.push(
        `<path d="M${round(x)},${round(y)} L${round(x + Math.cos(i * 1.25) * r * 0.62)},${round(y + Math.sin(i * 1.25) * r * 0.62)} L${round(x + Math.cos(i * 1.25 + 0.7) * r * 0.62)},${round(y + Math.sin(i * 1.25 + 0.7) * r * 0.62)} Z" fill="${i % 2 === 0 ? '#f2c14e' : '#e08a8a'}"/>`,
      );
    parts.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${round(r * 0.12)}" fill="#6a994e"/>`);
  }
  return parts.join('');
}

/** A table from above: a plate with a dish, cutlery, a glass of wine and a napkin; the layout and colours vary. */
export function foodPicture(random: Random): Picture {
  const table = jitter(random, random.pick(TABLES), 0.08);
  const plate = random.pick(PLATES);
  const x = random.float(0.3, 0.7) * W;
  const y = random.float(0.4, 0.6) * H;
  const r = random.float(260, 330);
  const planks = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect y="${round((i * H) / 6 - 4)}" width="${W}" height="4" fill="${darker(table, 0.18)}" opacity="0.5"/>`,
  ).join('');
  const napkin = random.pick(['#a01435', '#39bfbf', '#f4e1c1', '#ffc800', '#1d3557']);
  const wine = random.pick(['#7a0f26', '#e9c95a', '#f08a8a']);
  const glassX = x + r + random.float(140, 220);
  const glassY = y - r * random.float(0.2, 0.6);
  const body = [
    `<rect width="${W}" height="${H}" fill="${table}"/>`,
    planks,
    `<rect x="${round(x - r - 230)}" y="${round(y - r * 0.8)}" width="150" height="${round(r * 1.7)}" rx="8" fill="${napkin}" transform="rotate(${round(random.float(-8, 8))} ${round(x - r - 155)} ${round(y)})"/>`,
    `<rect x="${round(x - r - 190)}" y="${round(y - r * 0.7)}" width="16" height="${round(r * 1.4)}" rx="8" fill="#c9ced3"/>`,
    `<rect x="${round(x + r + 50)}" y="${round(y - r * 0.2)}" width="16" height="${round(r * 1.1)}" rx="8" fill="#c9ced3"/>`,
    `<circle cx="${round(x + 10)}" cy="${round(y + 14)}" r="${round(r)}" fill="#000000" opacity="0.15"/>`,
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${plate}"/>`,
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r * 0.78)}" fill="${plate === '#2b2b2b' ? '#353535' : darker(plate, 0.04)}"/>`,
    dish(random, x, y, r),
    `<circle cx="${round(glassX)}" cy="${round(glassY)}" r="95" fill="#ffffff" opacity="0.45"/><circle cx="${round(glassX)}" cy="${round(glassY)}" r="72" fill="${wine}"/><circle cx="${round(glassX - 20)}" cy="${round(glassY - 22)}" r="18" fill="${lighter(wine, 0.5)}" opacity="0.6"/>`,
  ].join('');
  return {
    body,
    thumb: [
      [0, table],
      [(y - r * 0.6) / H, plate],
      [(y + r * 0.6) / H, plate],
      [1, table],
    ],
  };
}

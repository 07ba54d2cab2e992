import type { Image } from '../../../shared/api/common.ts';

/**
 * Readers of a stored request payload (jsonb). A payload was checked by its form schema when it was sent, but it is
 * read again long after (an editor approves it days later, the schema may have moved on), so every read states
 * what it expects and falls back instead of trusting a shape.
 */
export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const obj = (value: unknown): Json => (isRecord(value) ? value : {});
/** A one-item section of the wine-entity form (address[0], contacts[0], …); a plain object is read as well. */
export const first = (value: unknown): Json => (Array.isArray(value) ? obj(value[0]) : obj(value));
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const records = (value: unknown): Json[] => list(value).filter(isRecord);

export const text = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
};
export const textOrNull = (value: unknown): string | null => text(value) || null;

export const num = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim().replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
};
export const id = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};
export const ids = (value: unknown): number[] => [
  ...new Set(
    list(value)
      .map(id)
      .filter((n): n is number => n !== null),
  ),
];
export const bool = (value: unknown): boolean =>
  value === true || value === 'true' || value === '1' || value === 1 || value === 'on';

export interface Location {
  latitude: number;
  longitude: number;
}
export const location = (value: unknown): Location | null => {
  const point = obj(value);
  const latitude = num(point.latitude);
  const longitude = num(point.longitude);
  return latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null;
};

/** An uploaded image or file as the forms hold it: the id and address the upload call answered. */
export interface UploadRef {
  id: string;
  url: string;
}
export const isUploadRef = (value: unknown): value is UploadRef =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.url === 'string' &&
  Object.keys(value).every((key) => ['id', 'url', 'title', 'name'].includes(key));

/**
 * A catalogue image as a form's upload reference. Images made before uploads existed (the seed's) have ids that are
 * not UUIDs; they get a stable UUID from their id, and are recognised again by their address when a request keeps them.
 */
export const imageRef = (image: Pick<Image, 'id' | 'url'> | null | undefined): UploadRef | null =>
  image ? { id: asUuid(image.id), url: image.url } : null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function asUuid(value: string): string {
  if (UUID.test(value)) return value.toLowerCase();
  // FNV-1a over the text, spread to 128 bits: stable, and only ever compared with itself.
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => {
    let hash = seed >>> 0;
    for (const char of value) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
  });
  const hex = words.join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Stored HTML (seeded texts) as the plain text a textarea holds: paragraphs become blank lines, tags go. */
export function plainText(value: unknown): string {
  return text(value)
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

/** A section object without its null fields, so a form's defaults fill them instead of refusing a null. */
export function withoutNulls(value: unknown): Json {
  return Object.fromEntries(Object.entries(obj(value)).filter(([, item]) => item !== null && item !== undefined));
}

/** A Czech title from a translated jsonb column ({"cs": …, "en": …}) or plain text. */
export const czech = (value: unknown): string => (typeof value === 'string' ? value : text(obj(value).cs));

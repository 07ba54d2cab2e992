export interface Location {
  latitude: number;
  longitude: number;
}
/** What the two boxes hold as typed. */
export interface LocationTexts {
  latitude: string;
  longitude: string;
}
/** The stored value: a location, nothing, or what was typed when it is not a number yet (the schema then refuses it). */
export type LocationValue = Location | { latitude: number | string; longitude: number | string } | null;

/** Czech users write a decimal comma: "48,8061". */
const parse = (text: string): number | string => {
  const trimmed = text.trim();
  const number = Number(trimmed.replace(',', '.'));
  return trimmed !== '' && Number.isFinite(number) ? number : trimmed;
};

export function locationFromTexts(texts: LocationTexts): LocationValue {
  if (texts.latitude.trim() === '' && texts.longitude.trim() === '') return null;
  return { latitude: parse(texts.latitude), longitude: parse(texts.longitude) };
}

const part = (value: unknown, key: 'latitude' | 'longitude'): string => {
  if (!value || typeof value !== 'object') return '';
  const item: unknown = (value as Record<string, unknown>)[key];
  return typeof item === 'number' || typeof item === 'string' ? String(item) : '';
};

export const textsFromLocation = (value: unknown): LocationTexts => ({
  latitude: part(value, 'latitude'),
  longitude: part(value, 'longitude'),
});

/** Whether the typed texts already stand for the stored value (so an outside change, such as "use my location", shows). */
export const textsMatch = (texts: LocationTexts, value: unknown): boolean => {
  const typed = locationFromTexts(texts);
  const stored = textsFromLocation(value);
  const again = locationFromTexts(stored);
  return JSON.stringify(typed) === JSON.stringify(again);
};

/** A device position to six decimals (about 10 cm), enough for a cellar door. */
export const roundedLocation = (latitude: number, longitude: number): Location => ({
  latitude: Math.round(latitude * 1e6) / 1e6,
  longitude: Math.round(longitude * 1e6) / 1e6,
});

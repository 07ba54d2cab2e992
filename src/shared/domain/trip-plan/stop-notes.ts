/** A tasted or bought wine, as the exports describe it. */
export interface StopLogLine {
  kind: 'tasted' | 'bought';
  wineName: string;
  price: number | null;
  rating: number | null;
}

/** The words the exports need, in the user's language. */
export interface StopNoteTexts {
  tasted: string;
  bought: string;
  /** A price in CZK, as the user's language writes it. */
  price: (czk: number) => string;
}

const RATING_MAX = 5;

const stars = (rating: number): string => {
  const full = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(RATING_MAX - full);
};

/** A stop's note and its tasted/bought list as lines of text: "Koupeno: Ryzlink rýnský 2021 · 250 Kč · ★★★★☆". */
export function stopNoteLines(note: string, log: readonly StopLogLine[], texts: StopNoteTexts): string[] {
  const lines = note.trim() === '' ? [] : [note.trim()];
  for (const entry of log) {
    const parts = [entry.wineName];
    if (entry.price !== null) parts.push(texts.price(entry.price));
    if (entry.rating !== null) parts.push(stars(entry.rating));
    lines.push(`${entry.kind === 'tasted' ? texts.tasted : texts.bought}: ${parts.join(' · ')}`);
  }
  return lines;
}

import { takeFirstPaintData } from './first-paint-data.ts';

/**
 * Answers the server put into the page's first HTML (`#api-answers`, keyed by `answerKey`) for the reads the page
 * makes first, so they need no request. Each is taken once, and only soon after the page loaded: a read made later
 * goes to the server for a fresh answer.
 */
const FRESH_FOR_MS = 60_000;

let answers: Map<string, unknown> | undefined;

function embeddedAnswers(): Map<string, unknown> {
  answers ??= new Map(Object.entries((takeFirstPaintData('answers')?.value ?? {}) as Record<string, unknown>));
  return answers;
}

/** Whether the first HTML still carries a fresh answer for this read (without taking it). */
export function hasEmbeddedAnswer(key: string): boolean {
  return performance.now() < FRESH_FOR_MS && embeddedAnswers().has(key);
}

/** The server's answer for this read, or undefined when the read must be fetched. */
export function takeEmbeddedAnswer(key: string): unknown {
  const value = hasEmbeddedAnswer(key) ? embeddedAnswers().get(key) : undefined;
  embeddedAnswers().delete(key);
  return value;
}

import { searchCalls } from '../../../shared/api/calls/search.ts';
import type { DocumentIndex } from '../../lib/documents/document-index.ts';
import { search } from './search.repo.ts';

const SEARCHES = 200;

/** Word beginnings (3–6 letters) from titles spread over the whole snapshot: searches that match something. */
function sampleWords(index: DocumentIndex, count: number): string[] {
  const step = Math.max(1, Math.floor(index.documents.length / count));
  const words: string[] = [];
  for (let i = 0; i < index.documents.length && words.length < count; i += step) {
    const longest = (index.documents[i]?.titleSearch ?? '').split(/[^a-z0-9]+/).reduce((a, b) => (b.length > a.length ? b : a), '');
    if (longest.length >= 3) words.push(longest.slice(0, 3 + (words.length % 4)));
  }
  return words;
}

/**
 * Searches a few hundred made-up queries, answering nobody: right after a start V8 runs search unoptimised, several
 * times slower, and the first visitors would wait for its warm-up. Returns the words searched.
 */
export function warmSearch(index: DocumentIndex): string[] {
  const words = sampleWords(index, SEARCHES);
  for (const [i, query] of words.entries()) {
    search(index, searchCalls.search.input.parse({ locale: i % 2 === 0 ? 'cs' : 'en', query, page: String(1 + (i % 3)) }));
  }
  return words;
}

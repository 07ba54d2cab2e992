import { parentPort } from 'node:worker_threads';
import type { DocumentIndex } from '../../lib/documents/document-index.ts';
import { indexFromRows } from '../../lib/documents/document-store.ts';
import { search } from './search.repo.ts';
import type { FromSearchWorker, ToSearchWorker } from './search-worker-protocol.ts';
import { warmSearch } from './warm-search.ts';

/** The search worker's thread (SearchOffload starts it): its own copy of the read model, searched on request. */
const port = parentPort;
if (!port) throw new Error('search-worker.ts runs as a worker thread');
const answer = (message: FromSearchWorker) => port.postMessage(message);
let index: DocumentIndex | undefined;

port.on('message', (message: ToSearchWorker) => {
  if (message.type === 'load') {
    const first = index === undefined;
    index = indexFromRows(message.rows, message.version);
    // V8 keeps what it optimised: a later snapshot (after a catalogue change) needs no warm-up of its own.
    if (first) warmSearch(index);
    answer({ type: 'loaded', version: index.version });
    return;
  }
  if (index?.version !== message.version) {
    answer({ type: 'answer', id: message.id, json: null });
    return;
  }
  try {
    answer({ type: 'answer', id: message.id, json: search(index, message.input) });
  } catch (error) {
    answer({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) });
  }
});

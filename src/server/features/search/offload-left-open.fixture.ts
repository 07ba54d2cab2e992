import { DocumentStore } from '../../lib/documents/document-store.ts';
import { openEmptyTestDatabase } from '../../../../tests/support/test-database.ts';
import { SearchOffload } from './search-offload.ts';

// A script that uses an offload and ends without closing it (as the bench's SQL capture creates the app): the
// process must still exit. search-offload.test.ts runs it.
const db = await openEmptyTestDatabase();
const store = new DocumentStore(db);
const offload = new SearchOffload(store);
const index = await store.current();
await offload.holding(index.version);
console.log(`worker holds ${String(offload.workerHolds(index.version))}`);
await db.close();

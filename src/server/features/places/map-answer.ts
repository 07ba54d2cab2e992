import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { acceptsEncoding } from '../../lib/http/content-encoding.ts';
import { ADVISORY_LOCK } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/database.ts';
import type { MapAnswerMemory } from './map-answer-memory.ts';
import {
  currentMapAnswerVersion,
  mapJson,
  storedMapAnswer,
  storeMapAnswer,
  type MapAnswerKey,
  type MapInput,
  type StoredMapAnswer,
  type VersionedMapAnswer,
} from './map-points.repo.ts';
import { etagOf } from '../../lib/http/etag.ts';
import { sendJson } from '../../lib/http/send-json.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The answers every visitor of a map asks for: all points, or all of one type, with no search (24 in all). */
const sharedKey = (input: MapInput): MapAnswerKey | undefined =>
  !input.s?.trim() && input.t.length <= 1 ? { locale: input.locale, types: input.t.join(',') } : undefined;

/**
 * Builds a shared answer from the database and stores it for its catalogue version, for every process. Requests that
 * find it missing at once (the first visitors after a change, on any process) wait for one of them to make it: the
 * answer of all points takes about a second of the database at the 20× data set.
 */
async function prepareShared(db: Database, input: MapInput, key: MapAnswerKey): Promise<VersionedMapAnswer> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      ADVISORY_LOCK.mapAnswer,
      `${key.locale}:${key.types}`,
    ]);
    const madeMeanwhile = await storedMapAnswer(tx, key);
    if (madeMeanwhile) return madeMeanwhile;
    const { json, version } = await mapJson(tx, input);
    const bytes = Buffer.from(json);
    const answer = { etag: etagOf(bytes), gzipped: await gzipAsync(bytes), version };
    await storeMapAnswer(tx, key, answer);
    return answer;
  });
}

/**
 * The shared answer of `key` at the current catalogue version: this process's copy when the database says it is
 * current, else the database's row (made first if missing), which then becomes the copy.
 */
async function sharedAnswer(
  db: Database,
  memory: MapAnswerMemory,
  input: MapInput,
  key: MapAnswerKey,
): Promise<StoredMapAnswer> {
  const version = await currentMapAnswerVersion(db, key);
  const kept = version === undefined ? undefined : memory.get(key, version);
  if (kept) return kept;
  return memory.read(
    key,
    version,
    async () => (await storedMapAnswer(db, key)) ?? (await prepareShared(db, input, key)),
  );
}

/**
 * The map's answer. A shared one (up to ~70 000 points at the 20× data set) is stored gzipped in the database
 * per catalogue version and sent as stored, from this process's copy while it is current; a searched or multi-type one is built per request (and compressed as
 * every answer is).
 */
export async function mapAnswer(db: Database, memory: MapAnswerMemory, input: MapInput, c: Context): Promise<Response> {
  const key = sharedKey(input);
  if (!key) {
    const bytes = Buffer.from((await mapJson(db, input)).json);
    return sendJson(c, bytes, etagOf(bytes));
  }
  const answer = await sharedAnswer(db, memory, input, key);
  if (!acceptsEncoding(c.req.header('Accept-Encoding'), 'gzip')) {
    return sendJson(c, await gunzipAsync(answer.gzipped), answer.etag);
  }
  return sendJson(c, answer.gzipped, answer.etag, 'gzip');
}

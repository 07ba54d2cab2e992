import type { MapAnswerKey, StoredMapAnswer, VersionedMapAnswer } from './map-points.repo.ts';

const idOf = (key: MapAnswerKey) => `${key.locale}:${key.types}`;

/**
 * The shared map answers this process has read from `map_answers`, one per key (24 at most: all points or one type,
 * per locale), each replaced when the database holds a newer version. It is only a copy of the database's row: a
 * request reads the current version from the database first and takes the copy only when it is of that version
 * (docs/decisions/038).
 */
export class MapAnswerMemory {
  readonly #answers = new Map<string, VersionedMapAnswer>();
  readonly #reading = new Map<string, Promise<VersionedMapAnswer>>();

  /** The copy of `key` if it is of `version`. */
  get(key: MapAnswerKey, version: number): StoredMapAnswer | undefined {
    const kept = this.#answers.get(idOf(key));
    return kept?.version === version ? kept : undefined;
  }

  /** Keeps `answer` for `key`, in place of an older one. */
  keep(key: MapAnswerKey, answer: VersionedMapAnswer): void {
    const id = idOf(key);
    if ((this.#answers.get(id)?.version ?? -1) <= answer.version) this.#answers.set(id, answer);
  }

  /**
   * Reads `key`'s answer with `read` and keeps it. Requests that miss the copy together (after a catalogue change,
   * all points at 20× are a 3.6 MB row) share one read, unless it gives an older version than `atLeast`, the one a
   * request saw current.
   */
  async read(
    key: MapAnswerKey,
    atLeast: number | undefined,
    read: () => Promise<VersionedMapAnswer>,
  ): Promise<VersionedMapAnswer> {
    const id = idOf(key);
    let reading = this.#reading.get(id);
    if (!reading) {
      reading = read().finally(() => this.#reading.delete(id));
      this.#reading.set(id, reading);
    }
    let answer = await reading;
    if (atLeast !== undefined && answer.version < atLeast) answer = await read();
    this.keep(key, answer);
    return answer;
  }
}

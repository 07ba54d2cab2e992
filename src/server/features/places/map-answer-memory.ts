import type { MapAnswerKey, StoredMapAnswer } from './map-points.repo.ts';

/** A stored map answer as this process last read it, with the catalogue version it was made at. */
interface KeptAnswer extends StoredMapAnswer {
  readonly version: number;
}

/**
 * The shared map answers this process has read from `map_answers`, one per key (24 at most: all points or one type,
 * per locale), each replaced when the database holds a newer version. It is only a copy of the database's row: a
 * request reads the current version from the database first and takes the copy only when it is of that version
 * (docs/decisions/038).
 */
export class MapAnswerMemory {
  readonly #answers = new Map<string, KeptAnswer>();

  /** The copy of `key` if it is of `version`. */
  get(key: MapAnswerKey, version: number): StoredMapAnswer | undefined {
    const kept = this.#answers.get(`${key.locale}:${key.types}`);
    return kept?.version === version ? kept : undefined;
  }

  /** Keeps `answer` of `version` for `key`, in place of an older one. */
  keep(key: MapAnswerKey, version: number, answer: StoredMapAnswer): void {
    const id = `${key.locale}:${key.types}`;
    if ((this.#answers.get(id)?.version ?? -1) <= version) this.#answers.set(id, { ...answer, version });
  }
}

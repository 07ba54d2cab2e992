/** Keys of the PostgreSQL advisory locks the server takes, kept together so that no key serves two purposes. */
export const ADVISORY_LOCK = {
  /** Serialises migrations (migrate.ts). */
  migrations: 7_340_001,
  /** Held around migrations and the first seed when a server starts (prepare-database.ts). */
  startup: 7_340_002,
  /** With a hash of the answer's key: one process makes a stored map answer, the others wait and read it (map-answer.ts). */
  mapAnswer: 7_340_003,
} as const;

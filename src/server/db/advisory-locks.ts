/** Keys of the PostgreSQL advisory locks the server takes, kept together so that no key serves two purposes. */
export const ADVISORY_LOCK = {
  /** Serialises migrations (migrate.ts). */
  migrations: 7_340_001,
  /** Held around migrations and the first seed when a server starts (prepare-database.ts). */
  startup: 7_340_002,
} as const;

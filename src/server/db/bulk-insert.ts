import type { Queryable } from './database.ts';

/** PostgreSQL allows 65,535 bind parameters per statement. */
const MAX_PARAMS = 60_000;

/**
 * Inserts plain row objects in multi-row statements. Objects and arrays are sent as JSON
 * (for jsonb columns). Returns the `returning` column of each inserted row when asked.
 */
export async function bulkInsert<Row extends Record<string, unknown>>(
  db: Queryable,
  table: string,
  rows: readonly Row[],
  options: { returning?: string } = {},
): Promise<unknown[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const returned: unknown[] = [];
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const placeholders = columns.map((column) => {
        const value = row[column];
        params.push(
          value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value,
        );
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const returning = options.returning ? ` RETURNING ${options.returning}` : '';
    const result = await db.query<Record<string, unknown>>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${returning}`,
      params,
    );
    if (options.returning) for (const row of result) returned.push(row[options.returning]);
  }
  return returned;
}

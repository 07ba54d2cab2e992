/**
 * The one query layer both engines implement. Rows come back with the same JS types on
 * PGlite and PostgreSQL: int8/numeric as number, date as 'YYYY-MM-DD', timestamptz as an ISO string.
 */
export interface Queryable {
  query<Row extends object>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Transaction extends Queryable {
  /** Runs several statements without parameters (migrations). */
  exec(sqlText: string): Promise<void>;
}

export interface Database extends Transaction {
  readonly engine: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;

/** Text-to-JS parsers shared by both engines so answers are identical. */
export const typeParsers: Record<number, (value: string) => unknown> = {
  [INT8]: (value) => Number(value),
  [NUMERIC]: (value) => Number(value),
  [DATE]: (value) => value,
  [TIMESTAMPTZ]: (value) => new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString(),
  [TIMESTAMP]: (value) => value,
};

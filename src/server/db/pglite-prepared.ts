import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/** Statements kept prepared; beyond this the oldest is closed (texts built per request). */
const KEPT_STATEMENTS = 500;

interface Prepared {
  readonly name: string;
  readonly types: readonly number[];
}

/**
 * Runs parameterised statements as named prepared statements (docs/decisions/035): a statement is parsed and
 * planned once per process, then each run is one protocol message (bind, describe, execute, sync) instead of the
 * six calls into WebAssembly PGlite's `query` makes, which parse and plan the text every time. Values are serialised
 * and rows parsed with PGlite's own serialisers and parsers, so rows and errors are those `query` gives.
 */
export class PreparedStatements {
  private readonly prepared = new Map<string, Prepared>();
  private made = 0;

  constructor(
    private readonly pg: PGlite,
    private readonly kept = KEPT_STATEMENTS,
  ) {}

  /** A statement outside any transaction: while one is open on the instance it waits for it, as `query` does. */
  async query<Row extends object>(text: string, params: readonly unknown[]): Promise<Row[]> {
    const rows = await this.pg.runExclusive(async () => {
      // PGlite answers in microtasks: without a turn of the event loop before each statement, the statements of every
      // request under way would run back to back, and no new request would be read until all were done.
      await new Promise(setImmediate);
      // Closed meanwhile (the server stopping): PGlite's own query below says so.
      return this.pg.closed || this.pg.isInTransaction() ? undefined : this.run<Row>(text, params);
    });
    return rows ?? (await this.pg.query<Row>(text, params as unknown[])).rows;
  }

  /** A statement of the transaction its caller is running (PGlite's transaction lock is then held by that caller). */
  queryInTransaction<Row extends object>(text: string, params: readonly unknown[]): Promise<Row[]> {
    return this.pg.runExclusive(() => this.run<Row>(text, params));
  }

  private async run<Row extends object>(text: string, params: readonly unknown[]): Promise<Row[]> {
    const { pg } = this;
    const statement = this.prepared.get(text) ?? (await this.prepare(text));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serialize = pg.serializers[statement.types[i] ?? 0];
      return serialize ? serialize(param) : String(param);
    });
    const { messages } = await pg.execProtocol(
      Buffer.concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as Row[];
  }

  /** Parses the text under a new name and learns its parameter types; a bad statement throws PostgreSQL's error. */
  private async prepare(text: string): Promise<Prepared> {
    if (this.prepared.size >= this.kept) await this.closeOldest();
    this.made += 1;
    const name = `vm_${this.made}`;
    const { messages } = await this.pg.execProtocol(
      Buffer.concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    const description = messages.find((message) => message.name === 'parameterDescription');
    const types = description && 'dataTypeIDs' in description ? (description.dataTypeIDs as number[]) : [];
    const statement = { name, types };
    this.prepared.set(text, statement);
    return statement;
  }

  private async closeOldest(): Promise<void> {
    const [text, oldest] = this.prepared.entries().next().value ?? [];
    if (text === undefined || !oldest) return;
    this.prepared.delete(text);
    await this.pg
      .execProtocol(
        Buffer.concat([protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()]),
      )
      .catch(() => undefined);
  }
}

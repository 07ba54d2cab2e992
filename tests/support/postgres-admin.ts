import pg from 'pg';

/** Runs one statement on the PostgreSQL server at `serverUrl` over a connection of its own (CREATE/DROP DATABASE). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

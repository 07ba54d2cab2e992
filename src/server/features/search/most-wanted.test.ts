import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

describe('most wanted phrases', () => {
  let t: TestApp;
  const top = async () => (await t.getJson<{ phrases: string[] }>('/api/search/top?locale=cs')).body.phrases;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('are the queries people typed most often, normalised — a new favourite climbs above the past ones', async () => {
    const before = await top();
    expect(before).not.toContain('rulandské');
    // Past searches are seeded; the least wanted of the top 8 is overtaken by enough new searches.
    const [row] = await t.db.query<{ count: number }>(
      'SELECT count FROM search_phrases ORDER BY count DESC OFFSET 7 LIMIT 1',
    );
    const needed = (row?.count ?? 0) + 1;
    const [second] = await t.db.query<{ count: number }>(
      'SELECT count FROM search_phrases ORDER BY count DESC OFFSET 1 LIMIT 1',
    );
    for (let i = 0; i < needed; i += 1) await t.getJson('/api/search?locale=cs&query=Rulandsk%C3%A9');
    const after = await top();
    expect(after).toContain('rulandské');
    expect(after.indexOf('rulandské')).toBeGreaterThan(after.length - 3);
    expect(second?.count).toBeGreaterThan(needed);
  });

  it('counts every search once, across flushes', async () => {
    for (let i = 0; i < 3; i += 1) await t.getJson('/api/search?locale=cs&query=sklep%20valtice');
    await top();
    for (let i = 0; i < 2; i += 1) await t.getJson('/api/search?locale=cs&query=SKLEP%20valtice');
    await top();
    const [row] = await t.db.query<{ count: number }>("SELECT count FROM search_phrases WHERE query = 'sklep valtice'");
    expect(row?.count).toBe(5);
  });
});

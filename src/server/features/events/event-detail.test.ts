import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

describe('event detail call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the score as the rounded average of the ratings with their count', async () => {
    const [event] = await t.db.query<{ id: number }>('SELECT id FROM events ORDER BY id LIMIT 1');
    await t.db.query('UPDATE events SET rating_sum = 14, rating_count = 3 WHERE id = $1', [event?.id]);
    const { status, body } = await t.getJson<{ rating: number | null; ratingCount: number }>(
      `/api/eventDetail?id=${event?.id}&locale=cs`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ rating: 5, ratingCount: 3 });
  });

  it('has no score for an event nobody rated', async () => {
    const [event] = await t.db.query<{ id: number }>('SELECT id FROM events ORDER BY id DESC LIMIT 1');
    await t.db.query('UPDATE events SET rating_sum = 0, rating_count = 0 WHERE id = $1', [event?.id]);
    const { body } = await t.getJson<{ rating: number | null; ratingCount: number }>(
      `/api/eventDetail?id=${event?.id}&locale=en`,
    );
    expect(body).toMatchObject({ rating: null, ratingCount: 0 });
  });
});

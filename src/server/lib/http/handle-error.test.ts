import { format } from 'node:util';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './handle-error.ts';
import { LOG_LINES_PER_MINUTE } from './input-limits.ts';

describe('handleError: what a failure logs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const logged = () => {
    const lines: string[] = [];
    for (const method of ['error', 'warn', 'info', 'log'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(format(...args));
      });
    }
    return lines;
  };

  it('logs a real fault with its stack as a 500, a bounded number a minute', async () => {
    const lines = logged();
    const app = new Hono();
    app.onError(handleError);
    app.get('/fault', () => {
      throw new Error('the disk is gone');
    });
    const response = await app.request('/fault');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'internal_error', message: 'Something went wrong on our side' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('[server] GET /fault failed: Error: the disk is gone');
    expect(lines[0]).toContain('\n    at ');
    for (let i = 0; i < 3 * LOG_LINES_PER_MINUTE; i += 1) await app.request('/fault');
    expect(lines.length).toBeLessThanOrEqual(LOG_LINES_PER_MINUTE);
  });

  it('answers a request whose body broke off with a 400 and one short line', async () => {
    const lines = logged();
    const app = new Hono();
    app.onError(handleError);
    app.post('/broken', async (c) => c.json(await c.req.text()));
    const body = new ReadableStream({
      pull: (controller) => controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })),
    });
    const response = await app.request('/broken', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(400);
    expect(lines).toEqual(['[server] POST /broken: the request broke off (aborted)']);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/database.ts';
import { nodeRequestListener } from '../src/server/node-listener.ts';
import { openTestDatabase } from './support/test-database.ts';

/** A server on a real socket (the client address comes from it) allowing one sign-up per client address and hour. */
async function serve(db: Database, trustedProxies: string): Promise<{ server: Server; url: string }> {
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.data-test',
      SIGN_UPS_PER_ADDRESS_HOUR: '1',
      TRUSTED_PROXIES: trustedProxies,
    }),
    checkResponses: true,
  };
  const server = createServer(nodeRequestListener(createApp({ db, config })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const signUp = (url: string, email: string, forwardedFor: string) =>
  fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, name: 'Eva Malá', password: 'ryzlink-2024', passwordConfirmation: 'ryzlink-2024' }),
  });

describe('client addresses behind a reverse proxy (TRUSTED_PROXIES)', () => {
  let db: Database;
  const servers: Server[] = [];
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await db.close();
  });

  it('with the proxy trusted, each forwarded client has its own limit', async () => {
    const { server, url } = await serve(db, '127.0.0.1');
    servers.push(server);
    expect((await signUp(url, 'prvni@example.cz', '198.51.100.1')).status).toBe(200);
    expect((await signUp(url, 'druha@example.cz', '198.51.100.2')).status).toBe(200);
    // A client cannot pose as another by writing the header itself: the proxy's own hop counts.
    expect((await signUp(url, 'treti@example.cz', '198.51.100.2, 198.51.100.1')).status).toBe(429);
  });

  it('without it, X-Forwarded-For is ignored and every request counts against the socket address', async () => {
    const { server, url } = await serve(db, '');
    servers.push(server);
    const first = await signUp(url, 'ctvrta@example.cz', '198.51.100.3');
    const second = await signUp(url, 'pata@example.cz', '198.51.100.4');
    expect([first.status, second.status]).toEqual([200, 429]);
  });

  it('refuses a setting that is not a list of addresses', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUSTED_PROXIES: '127.0.0.1, proxy.local' })).toThrow(
      /TRUSTED_PROXIES/,
    );
  });
});

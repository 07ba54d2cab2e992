import 'fake-indexeddb/auto';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { localDb } from '../../src/app/offline/local-db.ts';
import { enqueue } from '../../src/app/offline/outbox.ts';
import { flushQueue } from '../../src/app/offline/outbox-flush.ts';
import { percentile } from './stats.ts';

/**
 * Offline figures for `npm run bench` (issue: offline-first): the time to replay 1,000 queued mutations after the
 * connection returns (the app's outbox against the real server on loopback), and the time from a cold start without
 * network to a saved trip's page rendered in headless Chromium. Medians of several runs.
 */
const port = 4392;
const base = `http://127.0.0.1:${port}`;
const dataDir = 'bench-results/offline-data';
const RUNS = 3;
const MUTATIONS = 1000;
/**
 * `--cpu-slowdown N`: the cold start's pages run with Chromium's CPU throttled N times, to see it on a slower phone or
 * a slower hour of this machine. Other options are `npm run bench`'s own (npm hands them to this script too).
 */
const { values: options } = parseArgs({ strict: false, options: { 'cpu-slowdown': { type: 'string', default: '1' } } });
const cpuSlowdown = Number(options['cpu-slowdown']);
if (!Number.isFinite(cpuSlowdown) || cpuSlowdown < 1) throw new Error('--cpu-slowdown takes a number of 1 or more');

async function startServer(): Promise<ChildProcess> {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PUBLIC_URL: base,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 1200; i += 1) {
    try {
      if (((await (await fetch(`${base}/api/health`)).json()) as { status?: string }).status === 'ok') return child;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

const json = async <T>(path: string, init: RequestInit = {}) =>
  (await (await fetch(`${base}${path}`, init)).json()) as T;
async function signUp(): Promise<{ userId: string; token: string }> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.cz`;
  const session = await json<{ user: { id: string }; accessToken: string }>('/api/auth/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, name: 'Bench', password: 'ryzlink-2024', passwordConfirmation: 'ryzlink-2024' }),
  });
  return { userId: session.user.id, token: session.accessToken };
}

/** 1,000 changes queued offline (place flags, ratings, trip places, days, stop placements, notes, the log), then one replay, timed. */
async function replayMs(placeIds: readonly number[]): Promise<number> {
  const { userId, token } = await signUp();
  await localDb.outbox.clear();
  const tripId = crypto.randomUUID();
  const trip = `trip:${tripId}`;
  const dayIds = Array.from({ length: 4 }, () => crypto.randomUUID());
  await enqueue('/api/trip/create', { id: tripId, title: 'Bench', description: '', userId }, trip);
  for (let i = 1; i < MUTATIONS; i += 1) {
    const placeId = placeIds[i % placeIds.length] ?? 0;
    const changedAt = new Date(Date.UTC(2030, 0, 1) + i * 1000).toISOString();
    const dayId = dayIds[i % dayIds.length] ?? null;
    const place = { placeId, placeType: 'wine_entity' as const };
    if (i % 6 === 0) await enqueue('/api/trip/add-places', { tripId, places: [place], changedAt }, trip);
    else if (i % 6 === 2)
      await enqueue(
        '/api/trip/day/save',
        { tripId, dayId: dayId ?? '', position: i % 4, date: '2030-05-01', startTime: '09:00', changedAt },
        trip,
      );
    else if (i % 6 === 3)
      await enqueue('/api/trip/stops/place', { tripId, stops: [{ ...place, dayId, position: i }], changedAt }, trip);
    else if (i % 6 === 4)
      await enqueue('/api/trip/stop/update', { tripId, ...place, note: `Poznámka ${i}`, changedAt }, trip);
    else if (i % 12 === 5)
      await enqueue(
        '/api/trip/log/save',
        {
          tripId,
          id: crypto.randomUUID(),
          ...place,
          kind: 'bought',
          wineId: null,
          wineName: 'Pálava 2029',
          price: 250,
          rating: 4,
          changedAt,
        },
        trip,
      );
    else
      await enqueue(
        '/api/user/setPlaceState',
        {
          userId,
          ...place,
          isVisited: i % 2 === 0,
          ...(i % 5 === 0 ? { userRating: (i % 5) + 1 } : {}),
          changedAt,
        },
        `place:wine_entity:${placeId}`,
      );
  }
  const loopback = ((input: RequestInfo | URL, init?: RequestInit) =>
    fetch(`${base}${String(input)}`, init)) as typeof fetch;
  const started = performance.now();
  const result = await flushQueue(loopback, () => token);
  const elapsed = performance.now() - started;
  if (result !== 'done' || (await localDb.outbox.count()) !== 0) throw new Error('the replay did not finish');
  return elapsed;
}

/** A trip seen once online, then: no network, a new page (cold start of the installed app), until its heading shows. */
async function coldStartMs(): Promise<number[]> {
  const { userId, token } = await signUp();
  const places = (
    await json<{ places: { id: number; type: string }[] }>('/api/trip/places-search?locale=cs&s=Mikulov&limit=5')
  ).places.slice(0, 5);
  const tripId = crypto.randomUUID();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  await fetch(`${base}/api/trip/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ id: tripId, title: 'Studený start', userId }),
  });
  await fetch(`${base}/api/trip/add-places`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ tripId, places: places.map((p) => ({ placeId: p.id, placeType: p.type })) }),
  });
  // A planned trip: two days with their stops, a note and a logged wine on each stop.
  const days = [crypto.randomUUID(), crypto.randomUUID()];
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify({ tripId, ...body }) });
  for (const [position, dayId] of days.entries())
    await post('/api/trip/day/save', { dayId, position, date: '2030-05-0' + String(position + 1), startTime: '09:00' });
  await post('/api/trip/stops/place', {
    stops: places.map((p, i) => ({ placeId: p.id, placeType: p.type, dayId: days[i % 2], position: i })),
  });
  for (const p of places) {
    await post('/api/trip/stop/update', { placeId: p.id, placeType: p.type, note: 'Zeptat se na Pálavu' });
    await post('/api/trip/log/save', {
      id: crypto.randomUUID(),
      placeId: p.id,
      placeType: p.type,
      kind: 'bought',
      wineId: null,
      wineName: 'Pálava 2024',
      price: 250,
      rating: 4,
    });
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('vm.accessToken', value), token);
  const warm = await context.newPage();
  await warm.goto(`${base}/cs/vylet/${tripId}`);
  await warm.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await warm.reload();
  await warm.getByRole('heading', { level: 1, name: 'Studený start' }).waitFor();
  await warm.close();
  await context.setOffline(true);
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const page = await context.newPage();
    if (cpuSlowdown > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const started = performance.now();
    // Until the trip's heading shows (not the load event, which also waits for every image).
    await page.goto(`${base}/cs/vylet/${tripId}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Studený start' }).waitFor();
    times.push(performance.now() - started);
    await page.close();
  }
  await browser.close();
  return times;
}

// Always built: a build left in dist/ by an earlier change would be measured instead of this tree.
execSync('npx vite build', { stdio: 'ignore' });
mkdirSync('bench-results', { recursive: true });
const server = await startServer();
try {
  const placeIds = (
    await json<{ places: { id: number; type: string }[] }>('/api/trip/places-search?locale=cs&t=winemaker&limit=50')
  ).places.map((place) => place.id);
  const replays: number[] = [];
  for (let run = 0; run < RUNS; run += 1) replays.push(await replayMs(placeIds));
  const cold = await coldStartMs();
  const figures = {
    replay1000Ms: { median: percentile(replays, 50), runs: replays.map(Math.round) },
    offlineColdStartMs: { median: percentile(cold, 50), runs: cold.map(Math.round), cpuSlowdown },
  };
  console.log(
    `Offline: replay of ${MUTATIONS} queued mutations after reconnect: median ${(figures.replay1000Ms.median / 1000).toFixed(2)} s (runs ${replays.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; target < 10 s)`,
  );
  console.log(
    `Offline: cold start without network to the trip page${cpuSlowdown > 1 ? ` (CPU ${cpuSlowdown}× slower)` : ''}: median ${Math.round(figures.offlineColdStartMs.median)} ms (runs ${figures.offlineColdStartMs.runs.join(', ')} ms; target < 1000 ms)`,
  );
  writeFileSync('bench-results/offline.json', `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  server.kill();
}

import { Agent, request } from 'node:http';
import { percentile } from './stats.ts';

export interface SequentialResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  completed: number;
  /** Time to first byte (the answer's status line and headers read), ms. */
  firstByte: { p50: number; p95: number; p99: number };
}

/**
 * One connection, one request at a time through `paths` in order for `seconds`: each request's own time (first byte
 * sent to last byte read; the body is drained, not decoded). Not wrk -c1: wrk corrects its latencies for coordinated
 * omission with the mean interval, which on one connection adds made-up samples for every request slower than twice
 * the mean, so a call whose varied requests differ in cost (a broad search term, the last page) would have its p95
 * raised by requests that never happened.
 */
export async function loadSequentially(
  origin: string,
  paths: readonly string[],
  seconds: number,
): Promise<SequentialResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const firstByteTimes: number[] = [];
  let non2xx = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  try {
    for (let i = 0; performance.now() < deadline && paths.length > 0; i += 1) {
      const path = paths[i % paths.length] ?? '/';
      const requestStarted = performance.now();
      const { status, firstByteAt } = await get(agent, `${origin}${path}`);
      times.push(performance.now() - requestStarted);
      firstByteTimes.push(firstByteAt - requestStarted);
      if (status < 200 || status >= 300) non2xx += 1;
    }
  } finally {
    agent.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  return {
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx,
    completed: times.length,
    firstByte: {
      p50: percentile(firstByteTimes, 50),
      p95: percentile(firstByteTimes, 95),
      p99: percentile(firstByteTimes, 99),
    },
  };
}

function get(agent: Agent, url: string): Promise<{ status: number; firstByteAt: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      const firstByteAt = performance.now();
      response.on('data', () => undefined);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, firstByteAt }));
      response.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer within 30 s: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

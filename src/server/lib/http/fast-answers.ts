import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { acceptsGzip, type AnswerCache, type CachedAnswer } from './answer-cache.ts';

/** What the router noted about a response it sent from the answer cache. */
export interface KeptResponse {
  readonly key: string;
  readonly answer: CachedAnswer;
  /** What the call does on every request, also one answered here (counting search phrases). */
  readonly onServe: () => void;
}

interface Alias extends KeptResponse {
  readonly headers: OutgoingHttpHeaders;
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;
/** The fetch callback of @hono/node-server, which passes Node's request and response as the environment. */
type NodeFetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;
type RequestHead = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/** Enough for every distinct URL the kept answers are asked under; the oldest alias goes first. */
const MAX_ALIASES = 20_000;

/**
 * Repeats of a kept public answer, sent straight from Node's request event: the same URL and encoding get the
 * bytes and headers the full request path sent the first time, as long as the answer cache still keeps that
 * answer (fresh, not cleared by a write). The full path (Hono, its middleware, input parsing) costs ~0.1 ms of the
 * main thread per request; here a repeat costs the socket write. Anything else (another method, a conditional
 * request, an answer gone from the cache) takes the full path.
 */
export class FastAnswers {
  private readonly noted = new WeakMap<object, KeptResponse>();
  private readonly aliases = new Map<string, Alias>();
  /** Requests answered here (for tests and diagnostics). */
  served = 0;

  constructor(private readonly cache: AnswerCache) {}

  /** Called by the router when it answers a request from the answer cache. */
  note(response: ServerResponse, kept: KeptResponse): void {
    this.noted.set(response, kept);
  }

  /** Wraps the full request path with this shortcut in front of it. */
  before(fullPath: Listener): Listener {
    return (request, response) => {
      if (!this.serve(request, response)) fullPath(request, response);
    };
  }

  /** Wraps the app's fetch: a response the router sent from the answer cache is remembered with its final headers. */
  remembering(fetch: NodeFetch): NodeFetch {
    return async (request, env) => {
      const response = await fetch(request, env);
      const kept = this.noted.get(env.outgoing);
      if (kept && env.incoming.method === 'GET') this.remember(env.incoming, response, kept);
      return response;
    };
  }

  private serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.headers['if-none-match'] !== undefined) return false;
    const key = aliasKey(request);
    const alias = this.aliases.get(key);
    if (!alias) return false;
    if (!this.cache.keeps(alias.key, alias.answer)) {
      this.aliases.delete(key);
      return false;
    }
    alias.onServe();
    this.served += 1;
    response.writeHead(200, alias.headers);
    response.end(alias.answer.body);
    return true;
  }

  private remember(request: RequestHead, response: Response, kept: KeptResponse): void {
    if (response.status !== 200 || response.headers.has('set-cookie')) return;
    // An answer kept gzipped and sent plain was decoded for this request alone: the full path does that again.
    if (kept.answer.gzipped !== (response.headers.get('content-encoding') === 'gzip')) return;
    if (response.headers.get('content-length') !== String(kept.answer.body.length)) return;
    const key = aliasKey(request);
    this.aliases.delete(key);
    this.aliases.set(key, { ...kept, headers: Object.fromEntries(response.headers) });
    if (this.aliases.size > MAX_ALIASES) {
      const oldest = this.aliases.keys().next();
      if (!oldest.done) this.aliases.delete(oldest.value);
    }
  }
}

const aliasKey = (request: RequestHead) => `${acceptsGzip(request.headers['accept-encoding']) ? 'gzip' : 'plain'} ${request.url ?? ''}`;

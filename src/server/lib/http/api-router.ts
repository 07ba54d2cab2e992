import { acceptsGzip, plainBody, type AnswerCache } from './answer-cache.ts';
import { cacheControlFor, PUBLIC_CACHE } from './cache-policy.ts';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { CallDefinition } from '../../../shared/api/define-call.ts';
import { ApiError } from './api-error.ts';
import { answerValue, etagOf, PreparedJson } from './prepared-json.ts';
import { readInput } from './read-input.ts';
import { bodyCap, readsBody } from './body-cap.ts';
import { CostlyReads } from './costly-reads.ts';
import type { FastAnswers } from './fast-answers.ts';
import type { ServerResponse } from 'node:http';

export interface HandlerContext {
  /** The Hono request context: headers, the raw request, setting response headers. */
  readonly c: Context;
}

export type CallHandler<C extends CallDefinition> = (
  input: z.output<C['input']>,
  context: HandlerContext,
) => Promise<z.input<C['output']> | PreparedJson | Response>;

export interface ApiRouterOptions {
  /** Check every answer against the call's response schema (on in tests, off in production). */
  readonly checkResponses: boolean;
  /** Keeps public catalogue answers (those Cache-Control lets any cache keep); none when absent. */
  readonly answerCache?: AnswerCache;
  /** Sends repeats of kept answers without this router (main.ts puts it in front of the app). */
  readonly fastAnswers?: FastAnswers;
  /** Costly public reads one client address may have in flight (default COSTLY_READS_PER_CLIENT). */
  readonly costlyReadsPerClient?: number;
}

export interface BindOptions<C extends CallDefinition> {
  /** Runs on every valid request, also when the answer comes from the answer cache (e.g. counting search phrases). */
  readonly onRequest?: (input: z.output<C['input']>) => void;
  /** False for a public answer that must reflect writes at once (default: cached when public). */
  readonly cacheAnswers?: boolean;
}

export function issuesToFields(issues: readonly z.core.$ZodIssue[]): { path: string; message: string }[] {
  return issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
}

/**
 * Sends bytes with their length: the compress middleware then leaves a small answer as it is (without a length it
 * streams every answer, even a 100-byte one, through a CompressionStream).
 */
function sendBytes(c: Context, bytes: Uint8Array): Response {
  c.header('Content-Length', String(bytes.byteLength));
  return c.body(bytes as Uint8Array<ArrayBuffer>);
}

/**
 * Binds contract calls to handlers. Every request is validated with the call's zod schema
 * before its handler runs; a bad request is a 400 naming each bad field and runs nothing.
 */
export class ApiRouter {
  private readonly bound = new Map<string, CallDefinition>();
  /** The limit on costly public reads per client address (see costly-reads.ts). */
  private readonly costlyReads: CostlyReads;

  constructor(
    private readonly app: Hono,
    private readonly options: ApiRouterOptions,
  ) {
    this.costlyReads = new CostlyReads(options.costlyReadsPerClient);
  }

  bind<C extends CallDefinition>(call: C, handler: CallHandler<C>, options: BindOptions<C> = {}): void {
    const key = `${call.method} ${call.path}`;
    if (this.bound.has(key)) throw new Error(`${key} is bound twice`);
    this.bound.set(key, call);
    const cacheControl = cacheControlFor(call);
    const cache = cacheControl === PUBLIC_CACHE && options.cacheAnswers !== false ? this.options.answerCache : undefined;
    const costlyGuard = this.costlyReads.guardFor(call);
    const guards = [...(readsBody(call) ? [bodyCap()] : []), ...(costlyGuard ? [costlyGuard] : [])];
    for (const guard of guards) this.app.on(call.method, call.path, guard);
    this.app.on(call.method, call.path, async (c) => {
      const raw = await readInput(c, call);
      const parsed = call.input.safeParse(raw);
      if (!parsed.success) {
        throw new ApiError(400, 'validation_failed', 'The request has invalid fields', issuesToFields(parsed.error.issues));
      }
      const input = parsed.data as z.output<C['input']>;
      options.onRequest?.(input);
      const answerOf = async () => {
        const answer = await handler(input, { c });
        // A Response is a deliberate non-JSON answer (a redirect); it carries no contract body to check.
        if (answer instanceof Response) return answer;
        if (this.options.checkResponses) {
          const checked = call.output.safeParse(await answerValue(answer));
          if (!checked.success) {
            throw new Error(`${key} answered outside its contract: ${JSON.stringify(issuesToFields(checked.error.issues))}`);
          }
        }
        return answer;
      };
      c.header('Cache-Control', cacheControl);
      if (!cache) {
        const answer = await answerOf();
        if (answer instanceof Response) return answer;
        if (answer instanceof PreparedJson) {
          c.header('Content-Type', 'application/json');
          c.header('ETag', answer.etag);
          if (acceptsGzip(c.req.header('Accept-Encoding'))) {
            c.header('Content-Encoding', 'gzip');
            return sendBytes(c, answer.gzipped);
          }
          return sendBytes(c, await answer.json());
        }
        const json = Buffer.from(JSON.stringify(answer));
        c.header('Content-Type', 'application/json');
        // Set here, the etag middleware need not clone the Response to hash it: each clone is registered for
        // finalization, and what that holds outlived the young generation until a full collection (on a warm server,
        // 10 s of /api/health left ~500 MB of it, collected later during other calls).
        c.header('ETag', etagOf(json));
        return sendBytes(c, json);
      }
      const cacheKey = `${key} ${JSON.stringify(input)}`;
      const cached = await cache.answer(cacheKey, async () => {
        const answer = await answerOf();
        if (answer instanceof Response) throw new Error(`${key} answered a Response: bind it with cacheAnswers: false`);
        return answer;
      });
      const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
      if (outgoing) this.options.fastAnswers?.note(outgoing, { key: cacheKey, answer: cached, onServe: () => options.onRequest?.(input) });
      c.header('Content-Type', 'application/json');
      c.header('ETag', cached.etag);
      c.header('Vary', 'Accept-Encoding');
      if (cached.gzipped && acceptsGzip(c.req.header('Accept-Encoding'))) {
        c.header('Content-Encoding', 'gzip');
        return sendBytes(c, cached.body);
      }
      return sendBytes(c, await plainBody(cached));
    });
  }

  /** Forgets every kept public answer: called after a write that changes what the catalogue shows (an approved request). */
  forgetCachedAnswers(): void {
    this.options.answerCache?.clear();
  }

  boundCalls(): CallDefinition[] {
    return [...this.bound.values()];
  }
}

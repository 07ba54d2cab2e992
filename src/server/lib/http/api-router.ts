import { cacheControlFor } from './cache-policy.ts';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { CallDefinition } from '../../../shared/api/define-call.ts';
import { ApiError } from './api-error.ts';
import { etagOf } from './etag.ts';
import { sendJson } from './send-json.ts';
import { responseJson } from './response-json.ts';
import { readInput } from './read-input.ts';
import { bodyCap, readsBody } from './body-cap.ts';
import { CostlyReads } from './costly-reads.ts';

export interface HandlerContext {
  /** The Hono request context: headers, the raw request, setting response headers. */
  readonly c: Context;
}

export type CallHandler<C extends CallDefinition> = (
  input: z.output<C['input']>,
  context: HandlerContext,
) => Promise<z.input<C['output']> | Response>;

export interface ApiRouterOptions {
  /** Check every answer against the call's response schema (on in tests, off in production). */
  readonly checkResponses: boolean;
  /** Costly public reads one client address may have in flight (default COSTLY_READS_PER_CLIENT). */
  readonly costlyReadsPerClient?: number;
}

export interface BindOptions<C extends CallDefinition> {
  /** Runs on every valid request before its handler (e.g. counting search phrases). */
  readonly onRequest?: (input: z.output<C['input']>) => void;
}

export function issuesToFields(issues: readonly z.core.$ZodIssue[]): { path: string; message: string }[] {
  return issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
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
    const costlyGuard = this.costlyReads.guardFor(call);
    const guards = [...(readsBody(call) ? [bodyCap()] : []), ...(costlyGuard ? [costlyGuard] : [])];
    for (const guard of guards) this.app.on(call.method, call.path, guard);
    this.app.on(call.method, call.path, async (c) => {
      const raw = await readInput(c, call);
      const parsed = call.input.safeParse(raw);
      if (!parsed.success) {
        throw new ApiError(
          400,
          'validation_failed',
          'The request has invalid fields',
          issuesToFields(parsed.error.issues),
        );
      }
      const input = parsed.data as z.output<C['input']>;
      options.onRequest?.(input);
      const answerOf = async () => {
        const answer = await handler(input, { c });
        if (!this.options.checkResponses) return answer;
        // A Response is a redirect, an error the handler answered itself, or bytes it prepared (a stored map answer):
        // a successful one's JSON is checked too.
        const value = answer instanceof Response ? (answer.ok ? await responseJson(answer) : undefined) : answer;
        if (value !== undefined) {
          const checked = call.output.safeParse(value);
          if (!checked.success) {
            throw new Error(
              `${key} answered outside its contract: ${JSON.stringify(issuesToFields(checked.error.issues))}`,
            );
          }
        }
        return answer;
      };
      c.header('Cache-Control', cacheControl);
      const answer = await answerOf();
      if (answer instanceof Response) return answer;
      const json = Buffer.from(JSON.stringify(answer));
      return sendJson(c, json, etagOf(json));
    });
  }

  boundCalls(): CallDefinition[] {
    return [...this.bound.values()];
  }
}

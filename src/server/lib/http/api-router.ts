import { cacheControlFor } from './cache-policy.ts';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { CallDefinition } from '../../../shared/api/define-call.ts';
import { ApiError } from './api-error.ts';
import { readInput } from './read-input.ts';

export interface HandlerContext {
  /** The Hono request context: headers, the raw request, setting response headers. */
  readonly c: Context;
}

export type CallHandler<C extends CallDefinition> = (
  input: z.output<C['input']>,
  context: HandlerContext,
) => Promise<z.input<C['output']>>;

export interface ApiRouterOptions {
  /** Check every answer against the call's response schema (on in tests, off in production). */
  readonly checkResponses: boolean;
}

export function issuesToFields(issues: readonly z.core.$ZodIssue[]): { path: string; message: string }[] {
  return issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)',
    message: issue.message,
  }));
}

/** PostgreSQL text cannot hold NUL, so a NUL anywhere in the input is refused as bad input. */
function nulFields(value: unknown, path: string[] = []): { path: string; message: string }[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [{ path: path.join('.') || '(body)', message: 'must not contain NUL characters' }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nulFields(item, [...path, String(i)]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => nulFields(item, [...path, key]));
  return [];
}

/**
 * Binds contract calls to handlers. Every request is validated with the call's zod schema
 * before its handler runs; a bad request is a 400 naming each bad field and runs nothing.
 */
export class ApiRouter {
  private readonly bound = new Map<string, CallDefinition>();

  constructor(
    private readonly app: Hono,
    private readonly options: ApiRouterOptions,
  ) {}

  bind<C extends CallDefinition>(call: C, handler: CallHandler<C>): void {
    const key = `${call.method} ${call.path}`;
    if (this.bound.has(key)) throw new Error(`${key} is bound twice`);
    this.bound.set(key, call);
    this.app.on(call.method, call.path, async (c) => {
      const raw = await readInput(c, call);
      const nul = nulFields(raw);
      if (nul.length > 0) throw new ApiError(400, 'validation_failed', 'The request has invalid fields', nul);
      const parsed = call.input.safeParse(raw);
      if (!parsed.success) {
        throw new ApiError(400, 'validation_failed', 'The request has invalid fields', issuesToFields(parsed.error.issues));
      }
      const answer = await handler(parsed.data as z.output<C['input']>, { c });
      if (this.options.checkResponses) {
        const checked = call.output.safeParse(answer);
        if (!checked.success) {
          throw new Error(`${key} answered outside its contract: ${JSON.stringify(issuesToFields(checked.error.issues))}`);
        }
      }
      c.header('Cache-Control', cacheControlFor(call));
      return c.json(answer as object);
    });
  }

  boundCalls(): CallDefinition[] {
    return [...this.bound.values()];
  }
}

import type { z } from 'zod';
import type { CallTag } from './call-tags.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a call's input travels: the query string, a JSON body, a multipart form, or none. */
export type InputEncoding = 'query' | 'json' | 'multipart' | 'none';

/** Who may call: anyone, anyone (the session enriches the answer), or only with a session. */
export type CallAuth = 'public' | 'optional' | 'session';

export interface CallDefinition<TInput extends z.ZodType = z.ZodType, TOutput extends z.ZodType = z.ZodType> {
  /** Stable operation id, also used in OpenAPI. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path exactly as the spec names it, e.g. `/api/wineEntity`. */
  readonly path: string;
  readonly encoding: InputEncoding;
  readonly input: TInput;
  readonly output: TOutput;
  readonly summary: string;
  /** The group of the API reference the call is listed under. */
  readonly tag: CallTag;
  readonly auth: CallAuth;
  /** Extra status codes the call documents besides 200 and 400 (e.g. 401, 403, 404, 501). */
  readonly errors?: readonly number[];
  /** The body of those answers when it is not the common error body (health's 503 also says `status: 'error'`). */
  readonly errorOutput?: z.ZodType;
}

/** Keeps the literal path and method, so a client can name a call by its path alone (see `apiGet`). */
export function defineCall<const D extends CallDefinition>(definition: D): D {
  return definition;
}

export type CallInput<C extends CallDefinition> = z.output<C['input']>;
export type CallRawInput<C extends CallDefinition> = z.input<C['input']>;
export type CallOutput<C extends CallDefinition> = z.output<C['output']>;

import type { Context } from 'hono';
import type { CallDefinition } from '../../../shared/api/define-call.ts';
import { ApiError } from './api-error.ts';
import { inputProblems } from './input-check.ts';

type RawInput = Record<string, unknown>;

/** Query keys repeated in the URL become arrays; single keys stay strings. */
function readQuery(c: Context): RawInput {
  const result: RawInput = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    result[key] = values.length === 1 ? values[0] : values;
  }
  return result;
}

async function readBody(c: Context): Promise<RawInput> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new ApiError(400, 'invalid_body', 'The JSON body must be an object');
      }
      return parsed as RawInput;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(400, 'invalid_json', 'The body is not valid JSON');
    }
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      const body = await c.req.parseBody({ all: true });
      return { ...body };
    } catch {
      throw new ApiError(400, 'invalid_body', 'The form body could not be read');
    }
  }
  return {};
}

/**
 * Collects a call's raw input: the query string always, plus the body for non-GET calls, so
 * `createUpload?type=image` with a JSON body reads both. Input no call accepts (NUL, a lone surrogate, deep nesting)
 * is a 400 naming its fields here, before any schema or handler walks it.
 */
export async function readInput(c: Context, call: CallDefinition): Promise<RawInput> {
  const query = readQuery(c);
  const input = call.method === 'GET' || call.encoding === 'query' ? query : { ...query, ...(await readBody(c)) };
  const problems = inputProblems(input);
  if (problems.length > 0) throw new ApiError(400, 'validation_failed', 'The request has invalid fields', problems);
  return input;
}

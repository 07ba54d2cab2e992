import { MAX_JSON_DEPTH, MAX_NAMED_FIELDS } from './input-limits.ts';

export interface FieldProblem {
  readonly path: string;
  readonly message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL text holds neither NUL nor half of a surrogate pair (it cannot be written as UTF-8). */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain unpaired surrogates (invalid Unicode)';
  return undefined;
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) ||
  (value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/** A key as a readable path segment: the characters the path cannot show are replaced. */
const printable = (key: string) =>
  key.replaceAll('\u0000', '\uFFFD').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
const pathText = (path: readonly string[]) => path.join('.') || '(body)';

/**
 * The fields of a call's raw input (query and body) that no call accepts, each named by its path: a string, or a key,
 * holding NUL or a lone surrogate anywhere, and arrays or objects nested deeper than MAX_JSON_DEPTH (named by the
 * top-level field). Walked breadth-first with a queue rather than recursion, so no input can exhaust the stack.
 */
export function inputProblems(input: Readonly<Record<string, unknown>>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const tooDeep = new Set<string>();
  const queue: ({ value: unknown; path: string[] } | undefined)[] = [{ value: input, path: [] }];
  for (let next = 0; next < queue.length && problems.length < MAX_NAMED_FIELDS; next += 1) {
    const { value, path } = queue[next] ?? { value: undefined, path: [] };
    queue[next] = undefined; // what is walked can be collected
    if (typeof value === 'string') {
      const message = textProblem(value);
      if (message) problems.push({ path: pathText(path), message });
      continue;
    }
    if (!isContainer(value)) continue;
    if (path.length >= MAX_JSON_DEPTH) {
      const field = pathText(path.slice(0, 1));
      if (!tooDeep.has(field))
        problems.push({ path: field, message: `must not be nested deeper than ${MAX_JSON_DEPTH} levels` });
      tooDeep.add(field);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const keyMessage = Array.isArray(value) ? undefined : textProblem(key);
      const itemPath = [...path, keyMessage ? printable(key) : key];
      if (keyMessage) problems.push({ path: pathText(itemPath), message: `the name ${keyMessage}` });
      else queue.push({ value: item, path: itemPath });
    }
  }
  return problems.slice(0, MAX_NAMED_FIELDS);
}

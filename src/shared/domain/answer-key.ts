/**
 * One text per GET call and input, whatever order its query parameters come in: the key under which the server's
 * first HTML carries answers the app would otherwise fetch first.
 */
export function answerKey(path: string, query: URLSearchParams): string {
  const pairs = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(pairs).toString()}`;
}

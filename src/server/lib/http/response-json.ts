import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const gunzipAsync = promisify(gunzip);

/** The JSON body of a Response a handler made itself (gzipped or not), read from a clone; undefined when not JSON. */
export async function responseJson(response: Response): Promise<unknown> {
  if (!/^application\/json\b/i.test(response.headers.get('Content-Type') ?? '')) return undefined;
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  const encoding = response.headers.get('Content-Encoding');
  return JSON.parse((encoding === 'gzip' ? await gunzipAsync(bytes) : bytes).toString()) as unknown;
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/server/config.ts';

/**
 * The bucket's CORS rule, as a bucket serving a deployed portal needs it too (README "Object storage"): pages may PUT
 * a body to a presigned address with any request headers. s3rver checks it like S3 does.
 */
export const UPLOAD_BUCKET_CORS = [
  '<CORSConfiguration><CORSRule>',
  '<AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds>',
  '</CORSRule></CORSConfiguration>',
].join('');

export interface TestS3Server {
  /** The S3_* settings of its bucket. */
  readonly settings: S3Settings;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback with one empty bucket; it checks every request's signature. */
export async function startS3Server(bucket = 'uploads', port = 0): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [UPLOAD_BUCKET_CORS] }],
  });
  const address = await server.run();
  return {
    // s3rver's one account.
    settings: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * `npx tsx tooling/object-storage-dev.ts [port]`: an S3-compatible server (s3rver) on 127.0.0.1 for trying the portal
 * with object storage (README "Object storage"): one bucket, `uploads`, whose CORS rule lets pages PUT to it, as the
 * tests set it up. It prints the S3_* settings to start the server with; its files go when it stops.
 */
import { startS3Server } from '../tests/support/s3-server.ts';

const port = Number(process.argv[2] ?? 4569);
const server = await startS3Server('uploads', port);
const { endpoint, bucket, accessKeyId, secretAccessKey } = server.settings;
console.log(`S3-compatible server at ${endpoint}; start the portal with:\n`);
console.log(
  `S3_ENDPOINT=${endpoint} S3_BUCKET=${bucket} S3_ACCESS_KEY_ID=${accessKeyId} S3_SECRET_ACCESS_KEY=${secretAccessKey} npm start\n`,
);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

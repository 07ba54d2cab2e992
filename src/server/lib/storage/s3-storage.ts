import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config.ts';
import type { FileStorage, ListedObject, ObjectBody, ObjectHead, StoredObject } from './file-storage.ts';

/** A missing key: HEAD answers NotFound, GET and COPY NoSuchKey. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
const described = (
  answer: { ContentLength?: number; ETag?: string; LastModified?: Date },
  size = answer.ContentLength ?? 0,
): StoredObject => ({
  size,
  etag: answer.ETag ?? '""',
  modifiedMs: answer.LastModified?.getTime() ?? 0,
});
/** The object's whole length from a ranged answer ("bytes 0-1023/52000"). */
const totalOf = (answer: GetObjectCommandOutput) =>
  Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? answer.ContentLength ?? 0);

/**
 * Files in an S3-compatible bucket (S3_* settings), addressed path-style (https://endpoint/bucket/key), which AWS,
 * MinIO, Ceph, Garage and R2 all accept. The browser PUTs a body straight to the bucket with a presigned address.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 demands them: a presigned PUT must not carry the checksum of an empty body, and
      // several S3-compatible servers know no other checksum than MD5.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  readonly uploadUrl = (key: string, ttlSeconds: number): Promise<string> =>
    getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: ttlSeconds });

  async write(key: string, body: AsyncIterable<Uint8Array> | Uint8Array): Promise<void> {
    let bytes: Uint8Array;
    if (body instanceof Uint8Array) {
      bytes = body;
    } else {
      // Collected first: a PUT needs its length, and a body that fails half-way must store nothing.
      const chunks: Uint8Array[] = [];
      for await (const chunk of body) chunks.push(chunk);
      bytes = Buffer.concat(chunks);
    }
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes }));
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    try {
      return described(await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async readHead(key: string, length: number): Promise<ObjectHead | undefined> {
    const stored = await this.stat(key);
    // No byte of an empty object can be asked for (S3 answers 416).
    if (!stored || stored.size === 0) return stored && { ...stored, bytes: Buffer.alloc(0) };
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${length - 1}` }),
      );
      const size = totalOf(answer);
      const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []).subarray(0, Math.min(length, size));
      return { ...described(answer, size), bytes };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async open(key: string): Promise<ObjectBody | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return undefined;
      return { ...described(answer), body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array> };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async copy(from: string, to: string): Promise<boolean> {
    const source = `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    try {
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: source }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modifiedMs: object.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

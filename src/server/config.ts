import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { COSTLY_READS_PER_CLIENT } from './lib/http/input-limits.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
/** Most S3-compatible servers ignore the region; AWS itself needs the bucket's. */
const S3_DEFAULT_REGION = 'us-east-1';

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
    SMTP_URL: z.preprocess(emptyToUndefined, z.string().optional()),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    // Tiles a trip saved for offline use may prefetch in bulk: only a source whose terms allow offline storage.
    MAP_OFFLINE_TILE_URL: z.preprocess(emptyToUndefined, z.string().optional()),
    ROUTING_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'ROUTING_URL must be an http(s) address, e.g. https://router.example.org' })
        .optional(),
    ),
    SEED_SCALE: z.coerce.number().positive().max(100).default(1),
    SEED_RANDOM: z.coerce.number().int().default(20_260_101),
    STATIC_DIR: z.string().default('./dist'),
    NODE_ENV: z.string().default('production'),
    SIGN_UPS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
    COSTLY_READS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(COSTLY_READS_PER_CLIENT),
    TRUSTED_PROXIES: z
      .string()
      .max(2000)
      .default('')
      .transform((list, context) => {
        const addresses = list
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean);
        for (const address of addresses) {
          if (!isIP(address))
            context.addIssue({
              code: 'custom',
              message: `TRUSTED_PROXIES must list IP addresses separated by commas, e.g. 127.0.0.1,10.0.0.5 (not "${address}")`,
            });
        }
        return addresses;
      }),
    EDITOR_EMAILS: z.string().default(''),
    UPLOAD_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, { error: 'UPLOAD_SECRET must have at least 32 characters' }).optional(),
    ),
    S3_ENDPOINT: z.preprocess(
      emptyToUndefined,
      z
        .url({
          protocol: /^https?$/,
          error: 'S3_ENDPOINT must be an http(s) address, e.g. https://s3.eu-central-1.amazonaws.com',
        })
        .optional(),
    ),
    S3_BUCKET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
          error: 'S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots and hyphens)',
        })
        .optional(),
    ),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_REGION: z.preprocess(emptyToUndefined, z.string().optional()),
  })
  .superRefine((env, context) => {
    // Half an object storage set-up would quietly keep files on one process's disk: all of them or none.
    const given = S3_REQUIRED.filter((name) => env[name] !== undefined);
    if (given.length === 0 && env.S3_REGION === undefined) return;
    for (const name of S3_REQUIRED.filter((required) => env[required] === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `missing: object storage needs ${S3_REQUIRED.join(', ')} together (set all of them, or none to keep uploads in DATA_DIR/uploads)`,
      });
    }
  });

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly publicUrl: string;
  readonly mapTileUrl: string;
  /** MAP_OFFLINE_TILE_URL: where "available offline" prefetches a trip's tiles; without it only viewed tiles are kept. */
  readonly mapOfflineTileUrl: string | undefined;
  /** ROUTING_URL: an OSRM-compatible routing service for road legs of trips; without it legs are estimated. */
  readonly routingUrl: string | undefined;
  readonly seedScale: number;
  readonly seedRandom: number;
  readonly staticDir: string;
  readonly mediaDir: string;
  /** Check every answer against its response schema (tests and development). */
  readonly checkResponses: boolean;
  /** Accounts one client address may create in an hour (SIGN_UPS_PER_ADDRESS_HOUR); one more is a 429. */
  readonly signUpsPerAddressHour: number;
  /** Searches and searched maps one client address may have in flight (COSTLY_READS_PER_CLIENT); one more is a 429. */
  readonly costlyReadsPerClient: number;
  /** Reverse proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES); none by default. */
  readonly trustedProxies: readonly string[];
  /**
   * EDITOR_EMAILS: comma-separated e-mail addresses whose accounts get the role 'editor' (review of add/edit
   * requests) when they sign up or sign in; an address removed from the list loses the role at its next sign-in.
   */
  readonly editorEmails: readonly string[];
  /** Where finished uploads are kept (DATA_DIR/uploads) and served from as /uploads/{id}.{ext}. */
  readonly uploadsDir: string;
  /**
   * UPLOAD_SECRET signs the short-lived upload addresses; without it one is generated at first use and kept in
   * DATA_DIR/uploads/.upload-secret (several processes sharing DATA_DIR share it; with separate disks, set it).
   */
  readonly uploadSecret: string | undefined;
  /**
   * S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_REGION): uploaded files live in that
   * S3-compatible bucket instead of DATA_DIR/uploads, so every process finishes and serves any upload.
   */
  readonly s3: S3Settings | undefined;
}

export interface S3Settings {
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
}

/** EDITOR_EMAILS as the server holds it: trimmed, lower-case addresses (commas, semicolons or spaces between them). */
export function parseEditorEmails(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(/[,;\s]+/)
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email.includes('@')),
    ),
  ];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    mapTileUrl: e.MAP_TILE_URL,
    mapOfflineTileUrl: e.MAP_OFFLINE_TILE_URL,
    routingUrl: e.ROUTING_URL?.replace(/\/+$/, ''),
    seedScale: e.SEED_SCALE,
    seedRandom: e.SEED_RANDOM,
    staticDir: path.resolve(e.STATIC_DIR),
    mediaDir: path.join(dataDir, 'media'),
    checkResponses: e.NODE_ENV !== 'production',
    costlyReadsPerClient: e.COSTLY_READS_PER_CLIENT,
    trustedProxies: e.TRUSTED_PROXIES,
    signUpsPerAddressHour: e.SIGN_UPS_PER_ADDRESS_HOUR,
    editorEmails: parseEditorEmails(e.EDITOR_EMAILS),
    uploadsDir: path.join(dataDir, 'uploads'),
    uploadSecret: e.UPLOAD_SECRET,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION ?? S3_DEFAULT_REGION,
          }
        : undefined,
  };
}

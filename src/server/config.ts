import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SEED_SCALE: z.coerce.number().positive().max(100).default(1),
  SEED_RANDOM: z.coerce.number().int().default(20_260_101),
  STATIC_DIR: z.string().default('./dist'),
  NODE_ENV: z.string().default('production'),
  ANSWER_CACHE_MB: z.coerce.number().min(0).max(4096).default(128),
});

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly publicUrl: string;
  readonly mapTileUrl: string;
  readonly seedScale: number;
  readonly seedRandom: number;
  readonly staticDir: string;
  readonly mediaDir: string;
  /** Check every answer against its response schema (tests and development). */
  readonly checkResponses: boolean;
  /** Memory for finished public catalogue answers (0 = answer every request from the database). */
  readonly answerCacheBytes: number;
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
    seedScale: e.SEED_SCALE,
    seedRandom: e.SEED_RANDOM,
    staticDir: path.resolve(e.STATIC_DIR),
    mediaDir: path.join(dataDir, 'media'),
    checkResponses: e.NODE_ENV !== 'production',
    answerCacheBytes: e.ANSWER_CACHE_MB * 1024 * 1024,
  };
}

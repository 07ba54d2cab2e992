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
  EDITOR_EMAILS: z.string().default(''),
  UPLOAD_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, { error: 'UPLOAD_SECRET must have at least 32 characters' }).optional()),
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
}

/** EDITOR_EMAILS as the server holds it: trimmed, lower-case addresses (commas, semicolons or spaces between them). */
export function parseEditorEmails(value: string | undefined): string[] {
  return [...new Set((value ?? '').split(/[,;\s]+/).map((email) => email.trim().toLowerCase()).filter((email) => email.includes('@')))];
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
    editorEmails: parseEditorEmails(e.EDITOR_EMAILS),
    uploadsDir: path.join(dataDir, 'uploads'),
    uploadSecret: e.UPLOAD_SECRET,
  };
}

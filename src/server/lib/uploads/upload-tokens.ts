import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Signs the short-lived upload addresses (DESIGN.md "Uploads"): `{id}.{expiry}.{hmac}`. The secret is UPLOAD_SECRET,
 * or one made at first use and kept beside the uploads, so every process sharing DATA_DIR accepts the same links.
 */
export class UploadTokens {
  private secret: Promise<Buffer> | undefined;

  constructor(
    private readonly uploadsDir: string,
    private readonly configured: string | undefined,
  ) {}

  private key(): Promise<Buffer> {
    this.secret ??= this.loadKey();
    return this.secret;
  }

  private async loadKey(): Promise<Buffer> {
    if (this.configured) return Buffer.from(this.configured);
    const file = path.join(this.uploadsDir, '.upload-secret');
    try {
      return await readFile(file);
    } catch {
      await mkdir(this.uploadsDir, { recursive: true });
      const made = randomBytes(32);
      // 'wx': a second process that raced us keeps the first secret.
      await writeFile(file, made, { flag: 'wx', mode: 0o600 }).catch(() => undefined);
      return readFile(file);
    }
  }

  async sign(id: string, ttlSeconds: number, now = Date.now()): Promise<string> {
    const expires = Math.floor(now / 1000) + ttlSeconds;
    return `${id}.${expires}.${createHmac('sha256', await this.key())
      .update(`${id}.${expires}`)
      .digest('base64url')}`;
  }

  /** The upload id of a valid, unexpired token; undefined otherwise. */
  async verify(token: string, now = Date.now()): Promise<string | undefined> {
    const [id, expires, signature] = token.split('.');
    if (!id || !expires || !signature || !/^[0-9a-f-]{36}$/.test(id) || !/^\d+$/.test(expires)) return undefined;
    if (Number(expires) * 1000 < now) return undefined;
    const expected = createHmac('sha256', await this.key())
      .update(`${id}.${expires}`)
      .digest();
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }
}

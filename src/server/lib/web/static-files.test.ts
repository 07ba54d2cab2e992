import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileResponse } from './static-files.ts';

describe('static files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
  const script = path.join(dir, 'app.js');
  const source = `export const text = ${JSON.stringify('vinařství '.repeat(500))};\n`;
  writeFileSync(script, source);
  const image = path.join(dir, 'photo.png');
  writeFileSync(image, Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));

  it('sends text files brotli-compressed when accepted, else gzip, else as they are', async () => {
    const br = await fileResponse(script, 'no-cache', 200, 'gzip, deflate, br');
    expect(br?.headers.get('content-encoding')).toBe('br');
    expect(br?.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br!.arrayBuffer());
    expect(brBody.length).toBeLessThan(Buffer.byteLength(source) / 5);
    expect(brotliDecompressSync(brBody).toString()).toBe(source);

    const gz = await fileResponse(script, 'no-cache', 200, 'gzip');
    expect(gz?.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz!.arrayBuffer())).toString()).toBe(source);

    const plain = await fileResponse(script, 'no-cache');
    expect(plain?.headers.get('content-encoding')).toBeNull();
    expect(await plain!.text()).toBe(source);
  });

  it('streams images as they are and answers nothing for a missing file', async () => {
    const png = await fileResponse(image, 'no-cache', 200, 'br');
    expect(png?.headers.get('content-encoding')).toBeNull();
    expect(png?.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png!.arrayBuffer())).toHaveLength(7);
    expect(await fileResponse(path.join(dir, 'missing.js'), 'no-cache', 200, 'br')).toBeUndefined();
  });

  it('compresses a changed file anew', async () => {
    const file = path.join(dir, 'changing.css');
    writeFileSync(file, 'a { color: red }');
    await fileResponse(file, 'no-cache', 200, 'br');
    writeFileSync(file, 'b { color: blue }');
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const answer = await fileResponse(file, 'no-cache', 200, 'br');
    expect(brotliDecompressSync(Buffer.from(await answer!.arrayBuffer())).toString()).toBe('b { color: blue }');
  });
});

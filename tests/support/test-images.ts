import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG file of the given pixel size, as the upload checks read it (signature and header); its pixel data is one
 * small compressed block, so even a 40-megapixel image is a few bytes. `padding` adds an ancillary chunk to make it large.
 */
export function pngOf(width: number, height: number, padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(padding > 0 ? [chunk('teXt', Buffer.alloc(padding, 0x61))] : []),
    chunk('IDAT', deflateSync(Buffer.alloc(Math.min(height, 64) * (1 + Math.min(width, 64) * 3)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal PDF document. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

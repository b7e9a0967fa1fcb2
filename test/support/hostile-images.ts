import { createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { pngChunk } from './images.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's IHDR: width × height, 8 bits per sample, of a colour type (0 grey, 2 RGB, 6 RGBA). */
function header(width: number, height: number, colourType: number) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(8, 8);
  data.writeUInt8(colourType, 9);
  return pngChunk('IHDR', data);
}

/**
 * The report's hang: a 64 × 64 RGB PNG cut off inside its first IDAT chunk (the signature, the
 * IHDR, and the IDAT's length, type and first 11 bytes): 52 bytes that pdf-lib's decoder never
 * returned from.
 */
export async function truncatedPng(): Promise<Buffer> {
  const whole = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 30, b: 40 } },
  })
    .png()
    .toBuffer();
  const idat = whole.indexOf('IDAT', 0, 'latin1');
  return whole.subarray(0, idat + 4 + 11);
}

/**
 * A decompression bomb: a valid grey PNG of `side` × `side` zero pixels. At 12,000 it is 144
 * megapixels in about 140 KB; the deflate stream is made row by row, never held whole.
 */
export async function zeroPngBomb(side = 12_000): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  const row = Buffer.alloc(side + 1); // filter byte 0, then the row's zeros
  for (let y = 0; y < side; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    SIGNATURE,
    header(side, side, 0),
    pngChunk('IDAT', Buffer.concat(out)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo-like picture (noise does not compress) as big as `maxBytes` allows. */
export async function largestPicture(format: 'png' | 'jpeg', maxBytes: number): Promise<Buffer> {
  let side = format === 'png' ? 600 : 2000;
  for (;;) {
    const picture = sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: { r: 120, g: 120, b: 120 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    });
    const bytes = await (format === 'png' ? picture.png() : picture.jpeg({ quality: 90 })).toBuffer();
    if (bytes.length <= maxBytes) return bytes;
    side = Math.floor(side * 0.95 * Math.sqrt(maxBytes / bytes.length));
  }
}

import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { readWholeFile } from '../../src/server/files/store.ts';
import { findUpload } from '../../src/server/uploads/queries.ts';
import { multipartFile } from '../support/multipart.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

/** A photo as a phone would send it: a JPEG with the camera's make and the GPS position in EXIF. */
function jpegWithGps(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 48/1 30/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 12/1 15/1',
      },
    })
    .toBuffer();
}

/** Random pixels, so the encoded file is big and a cut-off copy has a valid header and missing data. */
function noisyImage(width: number, height: number) {
  return sharp(randomPixels(width * height * 3), { raw: { width, height, channels: 3 } });
}

function randomPixels(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let seed = 12345;
  for (let i = 0; i < length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = seed >> 16;
  }
  return bytes;
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An image bomb: a few hundred bytes of PNG whose header claims 100,000 × 100,000 pixels. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(100_001 * 10))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describeEachEngine('uploads API', (ctx) => {
  let callers: Callers;
  let photo: Buffer;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
    photo = await jpegWithGps();
  });

  const upload = (data: Buffer, headers: Record<string, string>, name = 'photo.jpg', type = 'image/jpeg') => {
    const body = multipartFile('image', name, type, data);
    return ctx().app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  /** Every upload name and every stored file (finished or not), to show a refusal leaves nothing behind. */
  const storedFiles = async () => {
    const { db } = ctx().app;
    const names = await db.selectFrom('uploads').select('name').orderBy('name').execute();
    const files = await db.selectFrom('storedFiles').select('id').orderBy('id').execute();
    return [...names.map((row) => `upload:${row.name}`), ...files.map((row) => `file:${row.id}`)];
  };
  /** The bytes served at an upload's URL, read from the file store. */
  const storedBytes = async (url: string) => {
    const file = await findUpload(ctx().app.db, path.basename(url));
    expect(file, url).toBeDefined();
    return readWholeFile(ctx().app.db, file!);
  };

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 201],
    ['admin', 201],
  ] as const)('POST /uploads as %s answers %i', async (who, status) => {
    const res = await upload(photo, callers[who]);
    expect(res.statusCode).toBe(status);
    if (status === 201) expect(res.json().data.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    else expect(res.json().message).toEqual(expect.any(String));
  });

  it('strips EXIF (GPS included), re-encodes as WebP and serves it with long-lived caching and nosniff', async () => {
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('TestCam');
    const res = await upload(photo, callers.moderator);
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.url;
    const file = await storedBytes(url);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(file.toString('latin1')).not.toMatch(/TestCam|GPS|Exif/);
    expect([meta.width, meta.height]).toEqual([320, 240]);

    const served = await ctx().app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(file)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^inline/);

    // The ETag is the bytes' SHA-256: a browser that has them gets an empty 304.
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[a-f0-9]{64}"$/);
    const again = await ctx().app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('accepts PNG, WebP and GIF by their bytes, whatever the file is called', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 4, background: '#336699' } });
    for (const data of [
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().gif().toBuffer(),
    ]) {
      const res = await upload(data, callers.admin, 'no-extension', 'application/octet-stream');
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('scales a large photo down to at most 2000 pixels a side', async () => {
    const big = await noisyImage(3000, 1500).jpeg({ quality: 40 }).toBuffer();
    const res = await upload(big, callers.moderator);
    expect(res.statusCode).toBe(201);
    const meta = await sharp(await storedBytes(res.json().data.url)).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1000]);
  });

  it('refuses a non-image, a truncated image, an image bomb and an oversized file, leaving nothing behind', async () => {
    const before = await storedFiles();
    const truncatedJpeg = await noisyImage(600, 400).jpeg().toBuffer();
    const truncatedPng = await noisyImage(300, 200).png().toBuffer();
    const oversized = Buffer.concat([photo, randomPixels(5 * 1024 * 1024)]);
    const cases: [string, Buffer, number, RegExp][] = [
      ['a text file named .jpg', Buffer.from('hello, this is not an image at all'), 415, /JPEG, PNG, WebP/],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        /JPEG/,
      ],
      [
        'HTML posing as a GIF',
        Buffer.from('GIF89a<html><script>alert(1)</script></html>'),
        415,
        /could not be read/,
      ],
      ['a truncated JPEG', truncatedJpeg.subarray(0, truncatedJpeg.length / 2), 415, /damaged or incomplete/],
      ['a truncated PNG', truncatedPng.subarray(0, truncatedPng.length / 2), 415, /damaged or incomplete/],
      ['an image bomb', pngBomb(), 413, /too large.*million pixels/],
      ['a file over 5 MB', oversized, 413, /limit is 5 MB/],
    ];
    for (const [what, data, status, message] of cases) {
      const res = await upload(data, callers.admin);
      expect(res.statusCode, what).toBe(status);
      expect(res.json().message, what).toMatch(message);
    }
    expect(await storedFiles()).toEqual(before);
    expect(
      await ctx().app.db.selectFrom('storedFiles').select('id').where('completedAt', 'is', null).execute(),
    ).toEqual([]);
  });

  it('answers a malformed multipart body with 400, never a 500', async () => {
    const { app } = ctx();
    const bodies: [Record<string, string>, string][] = [
      [{ 'content-type': 'multipart/form-data' }, 'no boundary at all'],
      [{ 'content-type': 'multipart/form-data; boundary=XYZ' }, 'garbage without any part'],
      [
        { 'content-type': 'multipart/form-data; boundary=XYZ' },
        '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nunterminated',
      ],
    ];
    const before = await storedFiles();
    for (const [headers, payload] of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload,
        headers: { ...headers, ...callers.admin },
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a request that is not multipart, has no file or uses another field', async () => {
    const { app } = ctx();
    const json = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { image: 'x' },
      headers: callers.admin,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);

    const other = multipartFile('file', 'photo.jpg', 'image/jpeg', photo);
    const wrongField = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: other.payload,
      headers: { ...other.headers, ...callers.admin },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Send the image in the field "image"');

    const boundary = 'emptyboundary';
    const empty = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...callers.admin },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose an image to upload');
  });

  it('answers 404 for an upload that does not exist and never lists the folder', async () => {
    const { app } = ctx();
    expect((await app.inject({ method: 'GET', url: '/uploads/0123456789abcdef.webp' })).statusCode).toBe(404);
    const folder = await app.inject({ method: 'GET', url: '/uploads/' });
    expect([403, 404]).toContain(folder.statusCode);
    const traversal = await app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' });
    expect([400, 403, 404]).toContain(traversal.statusCode);
    expect(traversal.body).not.toContain('root:');
  });
});

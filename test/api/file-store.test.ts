import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { detectDocumentType } from '../../src/server/files/content-types.ts';
import { contentDisposition } from '../../src/server/files/content-disposition.ts';
import { receiveFiles, registerMultipart } from '../../src/server/files/multipart-files.ts';
import { parseRange, sendStoredFile } from '../../src/server/files/send.ts';
import {
  CHUNK_SIZE,
  deleteAbandonedFiles,
  deleteFile,
  getFile,
  readWholeFile,
  saveFile,
} from '../../src/server/files/store.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { countRows, describeEachEngine } from '../support/test-app.ts';

const MAX = 1024 * 1024;

/** Bytes that start like a PDF, with random content after (so compression cannot shrink them). */
function pdfLike(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

/** The same bytes handed over in small pieces, as a network stream would. */
function pieces(bytes: Buffer, size = 10_000): AsyncIterable<Buffer> {
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
    })(),
  );
}

/** A multipart body with several parts, each a file or a field. */
function multipartBody(parts: Array<{ field: string; fileName?: string; data: Buffer | string }>) {
  const boundary = `----store${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.field}"; filename="${part.fileName}"`
      : `form-data; name="${part.field}"`;
    const type = part.fileName ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Test-only routes that use the store the way the document and request routes do. */
async function addStoreRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await registerMultipart(scope);
    scope.post('/store-test/files', async (request, reply) => {
      const { files, fields } = await receiveFiles(request, {
        fileFields: ['file'],
        maxFiles: 3,
        maxBytes: MAX,
        detectType: detectDocumentType,
      });
      return reply.code(201).send({ files: files.map((f) => ({ ...f.file, fileName: f.fileName })), fields });
    });
    scope.get('/store-test/files/:id', async (request, reply) => {
      const { id } = z.object({ id: z.string() }).parse(request.params);
      const file = await getFile(scope.db, id);
      if (!file) throw new HttpError(404, 'File not found');
      return sendStoredFile(request, reply, file, { fileName: 'Règlement "intérieur"/2026.pdf' });
    });
  });
}

describeEachEngine('file store', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = ctx().app;
    await addStoreRoutes(app);
  });

  it('streams a file into 256 KiB chunks with its SHA-256 and reads the same bytes back', async () => {
    const bytes = pdfLike(2 * CHUNK_SIZE + 12_345);
    const saved = await saveFile(app.db, pieces(bytes), { maxBytes: MAX, detectType: detectDocumentType });
    expect(saved.contentType).toBe('application/pdf');
    expect(saved.size).toBe(bytes.length);
    expect(saved.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const chunks = await app.db
      .selectFrom('storedFileChunks')
      .select(['seq', 'data'])
      .where('fileId', '=', saved.id)
      .orderBy('seq')
      .execute();
    expect(chunks.map((c) => c.data.length)).toEqual([CHUNK_SIZE, CHUNK_SIZE, 12_345]);
    const found = await getFile(app.db, saved.id);
    expect(found).toEqual(saved);
    expect((await readWholeFile(app.db, found!)).equals(bytes)).toBe(true);
  });

  it('refuses by content: HTML named anything is 415, and nothing is left behind', async () => {
    const before = await countRows(app, 'storedFiles');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script>' + 'x'.repeat(300_000));
    await expect(
      saveFile(app.db, pieces(html), { maxBytes: MAX, detectType: detectDocumentType }),
    ).rejects.toMatchObject({ statusCode: 415 });
    expect(await countRows(app, 'storedFiles')).toBe(before);
  });

  it('refuses a file above the limit with 413 after streaming part of it, and deletes what was written', async () => {
    const before = {
      files: await countRows(app, 'storedFiles'),
      chunks: await countRows(app, 'storedFileChunks'),
    };
    await expect(
      saveFile(app.db, pieces(pdfLike(MAX + 1)), { maxBytes: MAX, detectType: detectDocumentType }),
    ).rejects.toMatchObject({ statusCode: 413, message: 'The file is too large; the limit is 1 MB' });
    expect(await countRows(app, 'storedFiles')).toBe(before.files);
    expect(await countRows(app, 'storedFileChunks')).toBe(before.chunks);
  });

  it('refuses an empty file with 400 and accepts a file smaller than the type check looks at', async () => {
    await expect(
      saveFile(app.db, Buffer.alloc(0), { maxBytes: MAX, detectType: detectDocumentType }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const tiny = await saveFile(app.db, Buffer.from('%PDF-'), {
      maxBytes: MAX,
      detectType: detectDocumentType,
    });
    expect(tiny.size).toBe(5);
  });

  it('deleteFile removes the bytes', async () => {
    const saved = await saveFile(app.db, pdfLike(CHUNK_SIZE + 1), {
      maxBytes: MAX,
      detectType: detectDocumentType,
    });
    await deleteFile(app.db, saved.id);
    expect(await getFile(app.db, saved.id)).toBeUndefined();
    const left = await app.db
      .selectFrom('storedFileChunks')
      .select('seq')
      .where('fileId', '=', saved.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('an unfinished upload is invisible and removed once it is abandoned', async () => {
    const createdAt = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await app.db
      .insertInto('storedFiles')
      .values({
        id: 'half',
        contentType: 'application/pdf',
        size: 0,
        chunkSize: CHUNK_SIZE,
        sha256: null,
        completedAt: null,
        createdAt,
      })
      .execute();
    await app.db
      .insertInto('storedFileChunks')
      .values({ fileId: 'half', seq: 0, data: Buffer.from('%PDF-') })
      .execute();
    expect(await getFile(app.db, 'half')).toBeUndefined();
    expect(await deleteAbandonedFiles(app.db)).toBe(1);
    const left = await app.db
      .selectFrom('storedFileChunks')
      .select('seq')
      .where('fileId', '=', 'half')
      .execute();
    expect(left).toEqual([]);
  });

  describe('sending', () => {
    let bytes: Buffer;
    let id: string;
    let etag: string;
    beforeAll(async () => {
      bytes = pdfLike(CHUNK_SIZE * 2 + 1000);
      const saved = await saveFile(app.db, bytes, { maxBytes: MAX, detectType: detectDocumentType });
      id = saved.id;
      etag = `"${saved.sha256}"`;
    });

    it('sends the whole file with its type, length, name, nosniff and ETag, never compressed', async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/store-test/files/${id}`,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers.etag).toBe(etag);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      // The quote and the slash cannot break the header or make a path; the accents survive in filename*.
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="Reglement -interieur--2026.pdf"; filename*=UTF-8''R%C3%A8glement%20-int%C3%A9rieur--2026.pdf`,
      );
    });

    it('answers 304 to a matching If-None-Match, and the file to a stale one', async () => {
      const same = await app.inject({
        method: 'GET',
        url: `/store-test/files/${id}`,
        headers: { 'if-none-match': etag },
      });
      expect(same.statusCode).toBe(304);
      expect(same.rawPayload.length).toBe(0);
      const weak = await app.inject({
        method: 'GET',
        url: `/store-test/files/${id}`,
        headers: { 'if-none-match': `W/${etag}` },
      });
      expect(weak.statusCode).toBe(304);
      const stale = await app.inject({
        method: 'GET',
        url: `/store-test/files/${id}`,
        headers: { 'if-none-match': '"other"' },
      });
      expect(stale.statusCode).toBe(200);
    });

    it('answers a Range across chunk boundaries with 206 and exactly those bytes', async () => {
      const start = CHUNK_SIZE - 10;
      const end = CHUNK_SIZE * 2 + 5;
      const res = await app.inject({
        method: 'GET',
        url: `/store-test/files/${id}`,
        headers: { range: `bytes=${start}-${end}`, 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    });

    it('resumes from an offset (bytes=N-) and serves a suffix (bytes=-N)', async () => {
      const open = await app.inject({
        method: 'GET',
        url: `/store-test/files/${id}`,
        headers: { range: 'bytes=300000-' },
      });
      expect(open.statusCode).toBe(206);
      expect(open.rawPayload.equals(bytes.subarray(300000))).toBe(true);
      const suffix = await app.inject({
        method: 'GET',
        url: `/store-test/files/${id}`,
        headers: { range: 'bytes=-100' },
      });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);
    });

    it('answers 416 to a range past the end, and the whole file when If-Range names another version', async () => {
      const past = await app.inject({
        method: 'GET',
        url: `/store-test/files/${id}`,
        headers: { range: `bytes=${bytes.length}-` },
      });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
      const changed = await app.inject({
        method: 'GET',
        url: `/store-test/files/${id}`,
        headers: { range: 'bytes=0-9', 'if-range': '"old"' },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.length).toBe(bytes.length);
      const current = await app.inject({
        method: 'GET',
        url: `/store-test/files/${id}`,
        headers: { range: 'bytes=0-9', 'if-range': etag },
      });
      expect(current.statusCode).toBe(206);
    });

    it('answers HEAD with the headers and no body', async () => {
      const res = await app.inject({ method: 'HEAD', url: `/store-test/files/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(res.rawPayload.length).toBe(0);
    });
  });

  describe('multipart', () => {
    it('stores several files of one request and collects the fields', async () => {
      const first = pdfLike(300_000);
      const second = pdfLike(1000);
      const body = multipartBody([
        { field: 'title', data: 'Minutes' },
        { field: 'file', fileName: 'a.pdf', data: first },
        { field: 'file', fileName: 'renamed.txt', data: second },
      ]);
      const res = await app.inject({ method: 'POST', url: '/store-test/files', ...body });
      expect(res.statusCode).toBe(201);
      const answer = res.json() as {
        files: Array<{ id: string; size: number; fileName: string }>;
        fields: object;
      };
      expect(answer.fields).toEqual({ title: 'Minutes' });
      expect(answer.files.map((f) => [f.size, f.fileName])).toEqual([
        [300_000, 'a.pdf'],
        [1000, 'renamed.txt'],
      ]);
      const stored = await getFile(app.db, answer.files[0]!.id);
      expect((await readWholeFile(app.db, stored!)).equals(first)).toBe(true);
    });

    it('refuses the whole request when one file is of the wrong type (415) and keeps none of it', async () => {
      const before = await countRows(app, 'storedFiles');
      const body = multipartBody([
        { field: 'file', fileName: 'ok.pdf', data: pdfLike(400_000) },
        { field: 'file', fileName: 'page.pdf', data: '<html><body>not a pdf</body></html>' },
      ]);
      const res = await app.inject({ method: 'POST', url: '/store-test/files', ...body });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Only PDF, PNG, JPEG and WebP files can be uploaded');
      expect(await countRows(app, 'storedFiles')).toBe(before);
    });

    it('refuses a file above the limit (413), too many files (413) and a file in another field (400)', async () => {
      const before = await countRows(app, 'storedFiles');
      const big = await app.inject({
        method: 'POST',
        url: '/store-test/files',
        ...multipartBody([{ field: 'file', fileName: 'big.pdf', data: pdfLike(MAX + 100) }]),
      });
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('The file is too large; the limit is 1 MB');
      const many = await app.inject({
        method: 'POST',
        url: '/store-test/files',
        ...multipartBody(
          [1, 2, 3, 4].map((n) => ({ field: 'file', fileName: `${n}.pdf`, data: pdfLike(100) })),
        ),
      });
      expect(many.statusCode).toBe(413);
      const other = await app.inject({
        method: 'POST',
        url: '/store-test/files',
        ...multipartBody([{ field: 'image', fileName: 'x.pdf', data: pdfLike(100) }]),
      });
      expect(other.statusCode).toBe(400);
      expect(await countRows(app, 'storedFiles')).toBe(before);
    });

    it('refuses a body that is not multipart (415) and a broken one (400)', async () => {
      const json = await app.inject({ method: 'POST', url: '/store-test/files', payload: { file: 'x' } });
      expect(json.statusCode).toBe(415);
      const body = multipartBody([{ field: 'file', fileName: 'a.pdf', data: pdfLike(5000) }]);
      const cut = await app.inject({
        method: 'POST',
        url: '/store-test/files',
        headers: body.headers,
        payload: body.payload.subarray(0, 3000),
      });
      expect(cut.statusCode).toBe(400);
    });

    it('over a real connection, a browser sending too much gets the 413 answer, not a reset', async () => {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdfLike(MAX + 200_000))]), 'big.pdf');
      form.append('file', new Blob([new Uint8Array(pdfLike(MAX + 200_000))]), 'big2.pdf');
      const res = await fetch(`${address}/store-test/files`, { method: 'POST', body: form });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe(
        'The file is too large; the limit is 1 MB',
      );
    });
  });
});

describe('file store helpers', () => {
  it('detects PDF, PNG, JPEG and WebP by their first bytes only', () => {
    expect(detectDocumentType(Buffer.from('%PDF-1.4\n'))).toBe('application/pdf');
    expect(detectDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(detectDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectDocumentType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(detectDocumentType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectDocumentType(Buffer.from('<html>%PDF-'))).toBeNull();
  });

  it('parses the ranges phones send, and ignores what it does not support', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=5-1', 1000)).toBeNull();
  });

  it('writes a Content-Disposition that no name can break', () => {
    expect(contentDisposition('Budget 2026.pdf', false)).toBe('attachment; filename="Budget 2026.pdf"');
    expect(contentDisposition('..\\..\\etc\\passwd', true)).toBe('inline; filename="-..-etc-passwd"');
    expect(contentDisposition('a\r\nSet-Cookie: x=1', true)).toBe('inline; filename="aSet-Cookie- x=1"');
    expect(contentDisposition('100% done', true)).toBe(
      `inline; filename="100_ done"; filename*=UTF-8''100%25%20done`,
    );
  });
});

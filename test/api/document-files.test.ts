import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { LibraryDocument } from '../../src/shared/documents/documents.ts';
import { imageFacts, photoWithLocation } from '../support/image-fixtures.ts';
import { multipartForm } from '../support/multipart.ts';
import { textPdf } from '../support/pdf-fixtures.ts';
import { countRows, createUser, describeEachEngine } from '../support/test-app.ts';

const FORMATS = ['jpeg', 'png', 'webp'] as const;

describeEachEngine('the files of the document library', (ctx) => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = ctx().app;
    admin = (await createUser(app, 'ADMIN')).headers;
  });

  const send = (method: 'POST' | 'PUT', url: string, file: { name: string; type: string; data: Buffer }) => {
    const body = multipartForm(method === 'POST' ? { title: file.name, visibility: 'public' } : {}, [
      { field: 'file', ...file },
    ]);
    return app.inject({ method, url, headers: { ...admin, ...body.headers }, payload: body.payload });
  };

  it('stores a photo in its own format, upright, without EXIF, GPS position or XMP, and serves that', async () => {
    for (const format of FORMATS) {
      const photo = await photoWithLocation(format);
      expect(await imageFacts(photo)).toMatchObject({ exif: true, xmp: true, orientation: 6 });
      const res = await send('POST', '/api/documents', {
        name: `fence.${format}`,
        type: `image/${format}`,
        data: photo,
      });
      expect(res.statusCode, res.body).toBe(201);
      const document = res.json<LibraryDocument>();
      expect(document.contentType).toBe(`image/${format}`);
      expect(document.textState).toBe('none');
      const file = await app.inject({ method: 'GET', url: document.url });
      expect(file.headers['content-type']).toBe(`image/${format}`);
      expect(Number(file.headers['content-length'])).toBe(document.size);
      expect(await imageFacts(file.rawPayload), format).toEqual({
        format,
        width: 20,
        height: 40,
        orientation: undefined,
        exif: false,
        xmp: false,
        iptc: false,
        comments: 0,
        mentionsCamera: false,
      });
    }
  });

  it('strips a photo that replaces a document’s file too', async () => {
    const pdf = await send('POST', '/api/documents', {
      name: 'Site plan',
      type: 'application/pdf',
      data: await textPdf(['Site plan']),
    });
    const replaced = await send('PUT', `/api/documents/${pdf.json().id}/file`, {
      name: 'plan.jpeg',
      type: 'image/jpeg',
      data: await photoWithLocation('jpeg'),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ contentType: 'image/jpeg', textState: 'none' });
    const file = await app.inject({ method: 'GET', url: replaced.json<LibraryDocument>().url });
    expect(await imageFacts(file.rawPayload)).toMatchObject({
      exif: false,
      xmp: false,
      mentionsCamera: false,
    });
  });

  it('refuses a damaged image (415) and keeps nothing', async () => {
    const [documents, files] = [await countRows(app, 'documents'), await countRows(app, 'storedFiles')];
    const photo = await photoWithLocation('jpeg');
    const res = await send('POST', '/api/documents', {
      name: 'cut.jpg',
      type: 'image/jpeg',
      data: photo.subarray(0, Math.floor(photo.length * 0.6)),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('The image could not be read; it may be damaged or incomplete');
    expect(await countRows(app, 'documents')).toBe(documents);
    expect(await countRows(app, 'storedFiles')).toBe(files);
  });

  it('serves a PDF with a sandboxing Content-Security-Policy, so nothing in it runs as the site; an image keeps the page policy', async () => {
    const pdf = await send('POST', '/api/documents', {
      name: 'Bylaws',
      type: 'application/pdf',
      data: await textPdf(['Article 1']),
    });
    const file = await app.inject({ method: 'GET', url: pdf.json<LibraryDocument>().url });
    expect(file.headers['content-type']).toBe('application/pdf');
    const policy = String(file.headers['content-security-policy']).split(';');
    expect(policy).toContain('sandbox');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    const ranged = await app.inject({
      method: 'GET',
      url: pdf.json<LibraryDocument>().url,
      headers: { range: 'bytes=0-9' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(String(ranged.headers['content-security-policy']).split(';')).toContain('sandbox');

    const image = await send('POST', '/api/documents', {
      name: 'swatch.png',
      type: 'image/png',
      data: await photoWithLocation('png'),
    });
    const picture = await app.inject({ method: 'GET', url: image.json<LibraryDocument>().url });
    expect(String(picture.headers['content-security-policy']).split(';')).not.toContain('sandbox');
  });
});

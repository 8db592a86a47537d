import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LibraryDocument } from '../../src/shared/documents/documents.ts';
import { countRows, createUser, describeEachEngine } from '../support/test-app.ts';
import { encryptedPdf, scannedPdf, textPdf } from '../support/pdf-fixtures.ts';
import { factories } from '../support/factories.ts';

type Fields = Record<string, string>;

/** A multipart body: text fields, then the file (as a browser's FormData sends it). */
function form(fields: Fields, file?: { name: string; type?: string; data: Buffer }) {
  const boundary = `----doc${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Callers {
  anonymous: Record<string, string>;
  user: Record<string, string>;
  resident: Record<string, string>;
  moderator: Record<string, string>;
  admin: Record<string, string>;
}

async function callers(app: FastifyInstance): Promise<Callers> {
  const [user, resident, moderator, admin] = await Promise.all([
    createUser(app, 'USER'),
    factories(app.db).resident(),
    createUser(app, 'MODERATOR'),
    createUser(app, 'ADMIN'),
  ]);
  return {
    anonymous: {},
    user: user.headers,
    resident: resident.headers,
    moderator: moderator.headers,
    admin: admin.headers,
  };
}

describeEachEngine('documents', (ctx) => {
  let app: FastifyInstance;
  let as: Callers;

  const upload = (
    headers: Record<string, string>,
    fields: Fields,
    file?: { name: string; type?: string; data: Buffer },
  ) => {
    const body = form(fields, file);
    return app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const list = async (headers: Record<string, string>, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/documents${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: LibraryDocument[]; residentsOnly: number };
  };

  beforeAll(async () => {
    app = ctx().app;
    as = await callers(app);
  });

  describe('visibility', () => {
    const docs: Record<string, LibraryDocument> = {};
    beforeAll(async () => {
      for (const visibility of ['public', 'residents', 'staff'] as const) {
        const res = await upload(
          as.admin,
          { title: `Visibility ${visibility}`, category: 'governing', visibility, date: '2026-01-15' },
          { name: `${visibility}.pdf`, data: await textPdf([`matrixword ${visibility}`]) },
        );
        expect(res.statusCode).toBe(201);
        docs[visibility] = res.json();
      }
    });

    const matrix: Array<[keyof Callers, string[], number]> = [
      ['anonymous', ['public'], 1],
      ['user', ['public'], 1],
      ['resident', ['public', 'residents'], 0],
      ['moderator', ['public', 'residents', 'staff'], 0],
      ['admin', ['public', 'residents', 'staff'], 0],
    ];
    for (const [who, sees, residentsOnly] of matrix) {
      it(`${who} lists ${sees.join(', ')} and opens only those`, async () => {
        const answer = await list(as[who], '?q=matrixword');
        expect(answer.items.map((d) => d.visibility).sort()).toEqual([...sees].sort());
        expect(answer.residentsOnly).toBe(residentsOnly);
        for (const visibility of ['public', 'residents', 'staff'] as const) {
          const res = await app.inject({ method: 'GET', url: docs[visibility]!.url, headers: as[who] });
          const expected = sees.includes(visibility) ? 200 : who === 'anonymous' ? 401 : 404;
          expect(res.statusCode, `${who} opening ${visibility}`).toBe(expected);
          if (expected === 404) expect(res.json().message).toBe('Document not found');
        }
      });
    }

    it('a signed-out visitor learns nothing about a document that does not exist either (401)', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/documents/no-such-id/file' });
      expect(res.statusCode).toBe(401);
      const signedIn = await app.inject({
        method: 'GET',
        url: '/api/documents/no-such-id/file',
        headers: as.user,
      });
      expect(signedIn.statusCode).toBe(404);
    });
  });

  describe('uploads', () => {
    it('stores a PDF sent under a wrong name and type, by its content, with the fields and defaults', async () => {
      const pdf = await textPdf(['Annual budget 2026']);
      const res = await upload(
        as.moderator,
        { title: 'Budget 2026' },
        { name: 'photo.jpg', type: 'image/jpeg', data: pdf },
      );
      expect(res.statusCode).toBe(201);
      const doc = res.json() as LibraryDocument;
      expect(doc).toMatchObject({
        title: 'Budget 2026',
        category: 'other',
        visibility: 'residents',
        contentType: 'application/pdf',
        size: pdf.length,
        url: `/api/documents/${doc.id}/file`,
      });
      expect(doc._id).toBe(doc.id);
      expect(doc.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const file = await app.inject({ method: 'GET', url: doc.url, headers: as.resident });
      expect(file.rawPayload.equals(pdf)).toBe(true);
      expect(file.headers['content-disposition']).toBe('inline; filename="Budget 2026.pdf"');
    });

    it('refuses an HTML page renamed .pdf with 415 and keeps nothing', async () => {
      const before = await countRows(app, 'storedFiles');
      const html = Buffer.from(
        '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
      );
      const res = await upload(as.admin, { title: 'Sneaky' }, { name: 'minutes.pdf', data: html });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Only PDF, PNG, JPEG and WebP files can be uploaded');
      expect(await countRows(app, 'storedFiles')).toBe(before);
    });

    it('refuses a 26 MB file with 413 (DOCUMENT_MAX_MB is 25 by default) and keeps nothing', async () => {
      expect(ctx().config.documentMaxBytes).toBe(25 * 1024 * 1024);
      const before = await countRows(app, 'storedFileChunks');
      const big = Buffer.alloc(26 * 1024 * 1024, 0x20);
      big.write('%PDF-1.7\n');
      const res = await upload(as.admin, { title: 'Huge' }, { name: 'huge.pdf', data: big });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The file is too large; the limit is 25 MB');
      expect(await countRows(app, 'storedFileChunks')).toBe(before);
    });

    it('refuses a damaged PDF and a password-protected one with a clear 422, and keeps neither', async () => {
      const before = await countRows(app, 'storedFiles');
      const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog');
      const damaged = await upload(as.admin, { title: 'Broken' }, { name: 'broken.pdf', data: broken });
      expect(damaged.statusCode).toBe(422);
      expect(damaged.json().message).toBe('This PDF could not be read; it may be damaged or incomplete.');
      const locked = await upload(
        as.admin,
        { title: 'Locked' },
        { name: 'locked.pdf', data: await encryptedPdf() },
      );
      expect(locked.statusCode).toBe(422);
      expect(locked.json().message).toMatch(/protected with a password/);
      expect(await countRows(app, 'storedFiles')).toBe(before);
    });

    it('checks the fields with clear 400s and keeps no file', async () => {
      const before = await countRows(app, 'storedFiles');
      const pdf = await textPdf(['x']);
      const noTitle = await upload(as.admin, {}, { name: 'a.pdf', data: pdf });
      expect(noTitle.statusCode).toBe(400);
      expect(noTitle.json().message).toBe('Title is required');
      const badCategory = await upload(
        as.admin,
        { title: 'A', category: 'secret' },
        { name: 'a.pdf', data: pdf },
      );
      expect(badCategory.statusCode).toBe(400);
      expect(badCategory.json().errors[0].path).toBe('category');
      const badDate = await upload(
        as.admin,
        { title: 'A', date: '2026-02-30' },
        { name: 'a.pdf', data: pdf },
      );
      expect(badDate.statusCode).toBe(400);
      const long = await upload(as.admin, { title: 'x'.repeat(201) }, { name: 'a.pdf', data: pdf });
      expect(long.json().message).toBe('Title cannot exceed 200 characters');
      const noFile = await upload(as.admin, { title: 'A' });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toBe('Choose a file to upload');
      const json = await app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: as.admin,
        payload: { title: 'A' },
      });
      expect(json.statusCode).toBe(415);
      expect(await countRows(app, 'storedFiles')).toBe(before);
    });

    it('stores images (PNG) too', async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const res = await upload(
        as.admin,
        { title: 'Site plan', category: 'architectural', visibility: 'public' },
        { name: 'plan.png', type: 'image/png', data: png },
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().contentType).toBe('image/png');
    });
  });

  describe('search', () => {
    let scanned: LibraryDocument;
    beforeAll(async () => {
      const pdf = await textPdf(
        ['Architectural guidelines', 'Fences must be set back from the sidewalk.'],
        [
          'Section 4. A pergola needs approval when it is taller than eight feet; colors are listed in appendix B.',
        ],
      );
      const res = await upload(
        as.admin,
        { title: 'Design guidelines', category: 'architectural', visibility: 'public', date: '2025-05-01' },
        { name: 'g.pdf', data: pdf },
      );
      expect(res.statusCode).toBe(201);
      const scan = await upload(
        as.admin,
        { title: 'Scanned plat map', category: 'governing', visibility: 'public', date: '2025-06-01' },
        { name: 'scan.pdf', data: await scannedPdf() },
      );
      expect(scan.statusCode).toBe(201);
      scanned = scan.json();
    });

    it('finds a word that occurs only inside a PDF, with the words around it', async () => {
      const { items } = await list(as.anonymous, '?q=PERGOLA');
      expect(items.map((d) => d.title)).toEqual(['Design guidelines']);
      expect(items[0]!.snippet).toContain('A pergola needs approval when it is taller than eight feet');
      const both = await list(as.anonymous, '?q=pergola%20eight');
      expect(both.items).toHaveLength(1);
      const none = await list(as.anonymous, '?q=pergola%20swimming');
      expect(none.items).toHaveLength(0);
    });

    it('finds a scan with no text by its title, without a snippet', async () => {
      const { items } = await list(as.anonymous, '?q=plat');
      expect(items.map((d) => d.id)).toEqual([scanned.id]);
      expect(items[0]!.snippet).toBeNull();
    });

    it('treats % and _ as letters, and filters by category', async () => {
      expect((await list(as.admin, '?q=%25')).items).toHaveLength(0);
      expect((await list(as.admin, '?q=_')).items).toHaveLength(0);
      const { items } = await list(as.anonymous, '?category=architectural');
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((d) => d.category === 'architectural')).toBe(true);
      const bad = await app.inject({ method: 'GET', url: '/api/documents?category=nope' });
      expect(bad.statusCode).toBe(400);
      const long = await app.inject({ method: 'GET', url: `/api/documents?q=${'a'.repeat(201)}` });
      expect(long.statusCode).toBe(400);
    });

    it('lists newest first', async () => {
      const { items } = await list(as.admin);
      const dates = items.map((d) => d.date);
      expect(dates).toEqual([...dates].sort().reverse());
    });
  });

  describe('downloads', () => {
    let doc: LibraryDocument;
    let pdf: Buffer;
    beforeAll(async () => {
      pdf = await textPdf(
        ...Array.from({ length: 40 }, (_, i) => [`Page ${i} of the reserve study`, 'x'.repeat(80)]),
      );
      const res = await upload(
        as.admin,
        { title: 'Reserve study: 2026/27 «final»', visibility: 'public' },
        { name: 'r.pdf', data: pdf },
      );
      doc = res.json();
    });

    it('streams with type, length, nosniff, the title as file name, and an ETag that gives 304', async () => {
      const res = await app.inject({
        method: 'GET',
        url: doc.url,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(pdf.length));
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="Reserve study- 2026-27 _final_.pdf"; filename*=UTF-8''Reserve%20study-%202026-27%20%C2%ABfinal%C2%BB.pdf`,
      );
      expect(res.headers.etag).toBe(`"${createHash('sha256').update(pdf).digest('hex')}"`);
      const again = await app.inject({
        method: 'GET',
        url: doc.url,
        headers: { 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });

    it('serves a Range with 206 and a range past the end with 416', async () => {
      const res = await app.inject({ method: 'GET', url: doc.url, headers: { range: 'bytes=100-1099' } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 100-1099/${pdf.length}`);
      expect(res.rawPayload.equals(pdf.subarray(100, 1100))).toBe(true);
      const past = await app.inject({
        method: 'GET',
        url: doc.url,
        headers: { range: `bytes=${pdf.length + 10}-` },
      });
      expect(past.statusCode).toBe(416);
    });
  });

  describe('writes', () => {
    let doc: LibraryDocument;
    beforeAll(async () => {
      const res = await upload(
        as.admin,
        { title: 'Rules', category: 'governing' },
        { name: 'rules.pdf', data: await textPdf(['Quiet hours start at ten.']) },
      );
      doc = res.json();
    });

    const writes = (id: string) => [
      { method: 'POST' as const, url: '/api/documents' },
      { method: 'PATCH' as const, url: `/api/documents/${id}` },
      { method: 'PUT' as const, url: `/api/documents/${id}/file` },
      { method: 'DELETE' as const, url: `/api/documents/${id}` },
    ];

    it('every write is refused to anonymous (401), users and approved residents (403)', async () => {
      for (const write of writes(doc.id)) {
        for (const [who, status] of [
          ['anonymous', 401],
          ['user', 403],
          ['resident', 403],
        ] as const) {
          const res = await app.inject({ ...write, headers: as[who], payload: { title: 'x' } });
          expect(res.statusCode, `${who} ${write.method} ${write.url}`).toBe(status);
        }
      }
    });

    it('moderators and admins edit the metadata; search follows the new title; every write is audited', async () => {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/documents/${doc.id}`,
        headers: as.moderator,
        payload: { title: 'Community rules', visibility: 'public', date: '2024-03-01', category: 'forms' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        title: 'Community rules',
        visibility: 'public',
        date: '2024-03-01',
        category: 'forms',
      });
      expect((await list(as.anonymous, '?q=community%20rules')).items.map((d) => d.id)).toEqual([doc.id]);
      expect((await list(as.anonymous, '?q=quiet')).items.map((d) => d.id)).toEqual([doc.id]);
      const bad = await app.inject({
        method: 'PATCH',
        url: `/api/documents/${doc.id}`,
        headers: as.admin,
        payload: { visibility: 'everyone' },
      });
      expect(bad.statusCode).toBe(400);
      const missing = await app.inject({
        method: 'PATCH',
        url: '/api/documents/nope',
        headers: as.admin,
        payload: { title: 'x' },
      });
      expect(missing.statusCode).toBe(404);
      const audit = await app.db
        .selectFrom('auditLog')
        .select(['action', 'summary'])
        .where('kind', '=', 'document')
        .where('objectId', '=', doc.id)
        .execute();
      expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
    });

    it('replacing the file keeps the document, changes its text and removes the old bytes', async () => {
      const old = await app.db
        .selectFrom('documents')
        .select('fileId')
        .where('id', '=', doc.id)
        .executeTakeFirstOrThrow();
      const body = form({}, { name: 'new.pdf', data: await textPdf(['Trash cans go out on Tuesday.']) });
      const res = await app.inject({
        method: 'PUT',
        url: `/api/documents/${doc.id}/file`,
        headers: { ...as.admin, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(doc.id);
      expect(
        await app.db.selectFrom('storedFiles').select('id').where('id', '=', old.fileId).executeTakeFirst(),
      ).toBeUndefined();
      expect((await list(as.anonymous, '?q=tuesday')).items.map((d) => d.id)).toEqual([doc.id]);
      expect((await list(as.anonymous, '?q=quiet')).items).toHaveLength(0);
      const wrong = form({}, { name: 'x.pdf', data: Buffer.from('<html></html>') });
      const refused = await app.inject({
        method: 'PUT',
        url: `/api/documents/${doc.id}/file`,
        headers: { ...as.admin, ...wrong.headers },
        payload: wrong.payload,
      });
      expect(refused.statusCode).toBe(415);
    });

    it('delete answers 204, removes the bytes and is audited; the file is gone', async () => {
      const { fileId } = await app.db
        .selectFrom('documents')
        .select('fileId')
        .where('id', '=', doc.id)
        .executeTakeFirstOrThrow();
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/documents/${doc.id}`,
        headers: as.moderator,
      });
      expect(res.statusCode).toBe(204);
      expect(
        await app.db.selectFrom('storedFiles').select('id').where('id', '=', fileId).executeTakeFirst(),
      ).toBeUndefined();
      expect(
        await app.db.selectFrom('storedFileChunks').select('seq').where('fileId', '=', fileId).execute(),
      ).toEqual([]);
      const file = await app.inject({ method: 'GET', url: doc.url, headers: as.admin });
      expect(file.statusCode).toBe(404);
      const again = await app.inject({
        method: 'DELETE',
        url: `/api/documents/${doc.id}`,
        headers: as.admin,
      });
      expect(again.statusCode).toBe(404);
      const audit = await app.db
        .selectFrom('auditLog')
        .select('action')
        .where('kind', '=', 'document')
        .where('objectId', '=', doc.id)
        .where('action', '=', 'delete')
        .execute();
      expect(audit).toHaveLength(1);
    });
  });
});

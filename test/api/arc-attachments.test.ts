import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { ARC_MESSAGES, type ArcRequest } from '../../src/shared/arc-requests/arc-requests.ts';
import { updateUser } from '../../src/server/users/queries.ts';
import { imageFacts, photoWithLocation } from '../support/image-fixtures.ts';
import { multipartForm, type FormFile } from '../support/multipart.ts';
import { textPdf } from '../support/pdf-fixtures.ts';
import {
  countRows,
  createUser,
  describeEachEngine,
  type TestApp,
  type TestUser,
} from '../support/test-app.ts';

const request = {
  title: 'New cedar fence along the back yard',
  projectType: 'fence',
  description: 'A six-foot cedar fence, stained natural, replacing the old chain-link one.',
  startDate: '2030-05-01',
  completionDate: '2030-05-15',
};
const MB = 1024 * 1024;

/** A file that passes for a PDF by its first bytes (attachments are not read for text). */
const pdfSized = (bytes: number) => {
  const data = Buffer.alloc(bytes, 0x20);
  data.write('%PDF-1.7\n');
  return data;
};

/** The suite's app, an admin, new approved residents and submissions (multipart, with files). */
function requestsApp(ctx: () => TestApp) {
  const state = {} as { app: FastifyInstance; admin: TestUser };
  beforeAll(async () => {
    state.app = ctx().app;
    state.admin = await createUser(state.app, 'ADMIN');
  });
  /** A new approved resident (the submission limit is per resident). */
  const resident = async () => {
    const person = await createUser(state.app, 'USER');
    await updateUser(state.app.db, person.user.id, { residentStatus: 'approved', address: '12 Cedar Lane' });
    return person;
  };
  const submit = (by: TestUser, files: Omit<FormFile, 'field'>[] = [], fields = request) => {
    const body = multipartForm(
      fields,
      files.map((file) => ({ field: 'attachments', ...file })),
    );
    return state.app.inject({
      method: 'POST',
      url: '/api/arc-requests',
      headers: { ...by.headers, ...body.headers },
      payload: body.payload,
    });
  };
  return { state, resident, submit };
}

describeEachEngine('request attachments', (ctx) => {
  const { state, resident, submit } = requestsApp(ctx);

  it('keeps file names to the documents’ rule: no control characters (NUL included), at most 150 characters', async () => {
    const by = await resident();
    const pdf = await textPdf(['Site plan']);
    const png = await photoWithLocation('png');
    const res = await submit(by, [
      { name: 'plan\u0000.pdf', type: 'application/pdf', data: pdf },
      { name: '\u001b[31mswatch\u001b[0m.png', type: 'image/png', data: png },
      { name: `${'a'.repeat(81_852)}.png`, type: 'image/png', data: png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const names = res.json<ArcRequest>().attachments.map((a) => a.fileName);
    expect(names).toEqual(['plan.pdf', '[31mswatch[0m.png', `${'a'.repeat(146)}.png`]);
    const stored = await state.app.db
      .selectFrom('arcRequestAttachments')
      .select('fileName')
      .where('requestId', '=', res.json<ArcRequest>().id)
      .orderBy('position')
      .execute();
    expect(stored.map((row) => row.fileName)).toEqual(names);
    const file = await state.app.inject({
      method: 'GET',
      url: res.json<ArcRequest>().attachments[0]!.url,
      headers: by.headers,
    });
    expect(file.headers['content-disposition']).toBe('inline; filename="plan.pdf"');
  });

  it('stores photos without their metadata, upright, in their own format', async () => {
    const by = await resident();
    const photos = await Promise.all((['jpeg', 'png', 'webp'] as const).map((f) => photoWithLocation(f)));
    const created = await submit(
      by,
      photos.map((data, i) => ({ name: `fence-${i}`, type: 'image/jpeg', data })),
    );
    expect(created.statusCode, created.body).toBe(201);
    const attachments = created.json<ArcRequest>().attachments;
    // The type is the bytes' (the name gets its extension), whatever the browser declared.
    expect(attachments.map((a) => [a.fileName, a.contentType])).toEqual([
      ['fence-0.jpg', 'image/jpeg'],
      ['fence-1.png', 'image/png'],
      ['fence-2.webp', 'image/webp'],
    ]);
    for (const [i, attachment] of attachments.entries()) {
      const file = await state.app.inject({
        method: 'GET',
        url: attachment.url,
        headers: state.admin.headers,
      });
      expect(file.rawPayload.length).toBe(attachment.size);
      expect(await imageFacts(file.rawPayload)).toEqual({
        format: ['jpeg', 'png', 'webp'][i],
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

  it('serves PDF attachments and decision letters with a sandboxing Content-Security-Policy', async () => {
    const by = await resident();
    const res = await submit(by, [
      { name: 'plan.pdf', type: 'application/pdf', data: await textPdf(['Plan']) },
    ]);
    const created = res.json<ArcRequest>();
    const file = await state.app.inject({
      method: 'GET',
      url: created.attachments[0]!.url,
      headers: by.headers,
    });
    expect(String(file.headers['content-security-policy']).split(';')).toContain('sandbox');
    for (const [status, note] of [
      ['under_review', undefined],
      ['approved', 'Approved as drawn.'],
    ] as const) {
      const moved = await state.app.inject({
        method: 'POST',
        url: `/api/arc-requests/${created.id}/status`,
        headers: state.admin.headers,
        payload: { status, ...(note ? { note } : {}) },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const letter = await state.app.inject({
      method: 'GET',
      url: `/api/arc-requests/${created.id}/letter`,
      headers: by.headers,
    });
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(String(letter.headers['content-security-policy']).split(';')).toContain('sandbox');
  });
});

describeEachEngine(
  'limits on requests',
  (ctx) => {
    const { state, resident, submit } = requestsApp(ctx);

    it('takes at most 50 MB of attachments in one request (413) and keeps nothing, however the body is sent', async () => {
      const by = await resident();
      const [requests, files] = [
        await countRows(state.app, 'arcRequests'),
        await countRows(state.app, 'storedFiles'),
      ];
      // Three files of 20 MB: each is under the 25 MB a file may be, together they are over 50.
      const three = [1, 2, 3].map((n) => ({
        name: `plan-${n}.pdf`,
        type: 'application/pdf',
        data: pdfSized(20 * MB),
      }));
      const declared = await submit(by, three);
      expect(declared.statusCode).toBe(413);
      expect(declared.json().message).toBe(
        'The files are too large together; the limit is 50 MB for one upload',
      );
      // Without a Content-Length the bytes are counted as they arrive.
      const body = multipartForm(
        request,
        three.map((file) => ({ field: 'attachments', ...file })),
      );
      const streamed = await state.app.inject({
        method: 'POST',
        url: '/api/arc-requests',
        headers: { ...by.headers, ...body.headers },
        payload: Readable.from([body.payload.subarray(0, MB), body.payload.subarray(MB)]),
      });
      expect(streamed.statusCode).toBe(413);
      expect(streamed.json().message).toBe(declared.json().message);
      expect(await countRows(state.app, 'arcRequests')).toBe(requests);
      expect(await countRows(state.app, 'storedFiles')).toBe(files);
      expect(ARC_MESSAGES.attachmentsTooBig).toBe('The attachments can be at most 50 MB together');
    });

    it('takes ARC_REQUEST_LIMIT submissions a day from one resident, then 429 with Retry-After before reading the files', async () => {
      const by = await resident();
      const other = await resident();
      for (let n = 0; n < 3; n += 1) {
        const res = await state.app.inject({
          method: 'POST',
          url: '/api/arc-requests',
          headers: by.headers,
          payload: request,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const files = await countRows(state.app, 'storedFiles');
      const refused = await submit(by, [{ name: 'plan.pdf', type: 'application/pdf', data: pdfSized(MB) }]);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      expect(refused.json().message).toBe(
        'You can submit at most 3 requests in 24 hours. Please try again in 24 hours, or add to a request you have already made with a comment.',
      );
      expect(await countRows(state.app, 'storedFiles')).toBe(files);
      // The count is the resident's, kept in the database with the other limits.
      expect(
        (
          await state.app.inject({
            method: 'POST',
            url: '/api/arc-requests',
            headers: other.headers,
            payload: request,
          })
        ).statusCode,
      ).toBe(201);
      const counters = await state.app.db.selectFrom('rateLimitCounters').select('key').execute();
      expect(counters.map((c) => c.key)).toContain(`arc-request:${by.user.id}`);
    });
  },
  { arcRequestLimit: 3 },
);

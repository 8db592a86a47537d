import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { ArcRequest } from '../../src/shared/arc-requests.ts';
import { updateUser } from '../../src/server/users/queries.ts';
import { imageFacts, photoWithLocation } from '../support/image-fixtures.ts';
import { multipartForm, type FormFile } from '../support/multipart.ts';
import { textPdf } from '../support/pdf-fixtures.ts';
import { createUser, describeEachEngine, type TestUser } from '../support/test-app.ts';

const request = {
  title: 'New cedar fence along the back yard',
  projectType: 'fence',
  description: 'A six-foot cedar fence, stained natural, replacing the old chain-link one.',
  startDate: '2030-05-01',
  completionDate: '2030-05-15',
};
describeEachEngine('request attachments', (ctx) => {
  let app: FastifyInstance;
  let admin: TestUser;

  /** A new approved resident (the submission limit is per resident). */
  const resident = async () => {
    const person = await createUser(app, 'USER');
    await updateUser(app.db, person.user.id, { residentStatus: 'approved', address: '12 Cedar Lane' });
    return person;
  };
  const submit = (by: TestUser, files: Omit<FormFile, 'field'>[] = [], fields = request) => {
    const body = multipartForm(
      fields,
      files.map((file) => ({ field: 'attachments', ...file })),
    );
    return app.inject({
      method: 'POST',
      url: '/api/arc-requests',
      headers: { ...by.headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    app = ctx().app;
    admin = await createUser(app, 'ADMIN');
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
    // The type is the bytes', whatever the browser declared.
    expect(attachments.map((a) => a.contentType)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    for (const [i, attachment] of attachments.entries()) {
      const file = await app.inject({ method: 'GET', url: attachment.url, headers: admin.headers });
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
    const file = await app.inject({ method: 'GET', url: created.attachments[0]!.url, headers: by.headers });
    expect(String(file.headers['content-security-policy']).split(';')).toContain('sandbox');
    for (const [status, note] of [
      ['under_review', undefined],
      ['approved', 'Approved as drawn.'],
    ] as const) {
      const moved = await app.inject({
        method: 'POST',
        url: `/api/arc-requests/${created.id}/status`,
        headers: admin.headers,
        payload: { status, ...(note ? { note } : {}) },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const letter = await app.inject({
      method: 'GET',
      url: `/api/arc-requests/${created.id}/letter`,
      headers: by.headers,
    });
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(String(letter.headers['content-security-policy']).split(';')).toContain('sandbox');
  });
});

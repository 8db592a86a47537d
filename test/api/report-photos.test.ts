import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPORT_MESSAGES, type ReportDetail, type ReportPin } from '../../src/shared/reports/reports.ts';
import { SIGN_IN_MESSAGE } from '../../src/server/http/access.ts';
import { factories, type MadeUser } from '../support/factories.ts';
import { imageFacts, photoWithLocation } from '../support/image-fixtures.ts';
import { multipartForm, type FormFile } from '../support/multipart.ts';
import { startSmtp } from '../support/smtp.ts';
import { countRows, createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;
type Headers = Record<string, string>;
type Photo = Omit<FormFile, 'field'>;

const MB = 1024 * 1024;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => smtp?.close());

/** Photos, comments and internal notes, nearby and pins of resident reports (docs/product/reports.md). */
describeEachEngine(
  'resident reports: photos, comments, nearby, pins',
  (ctx) => {
    let callers: Callers;
    let reporter: MadeUser;
    let neighbour: MadeUser;
    let n = 0;
    const app = () => ctx().app;
    const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
      app().inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

    const fields = (extra: Record<string, string> = {}) => ({
      kind: 'maintenance',
      category: 'playground',
      title: `The big park's swing is broken ${++n}`,
      description: 'One chain of the second swing snapped; the seat hangs on the other.',
      location: JSON.stringify({ x: 0.42, y: 0.61 }),
      ...extra,
    });
    const send = (who: Headers, photos: Photo[], extra: Record<string, string> = {}) => {
      const body = multipartForm(
        fields(extra),
        photos.map((photo) => ({ field: 'photos', ...photo })),
      );
      return app().inject({
        method: 'POST',
        url: '/api/reports',
        headers: { ...who, ...body.headers },
        payload: body.payload,
      });
    };
    const jpeg = async (): Promise<Photo> => ({
      name: 'swing.jpg',
      type: 'image/jpeg',
      data: await photoWithLocation('jpeg'),
    });
    async function report(who: Headers, body: object) {
      const res = await call('POST', '/api/reports', who, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<ReportDetail>();
    }
    const maintenanceAt = (x: number, y: number, extra: object = {}) => ({
      kind: 'maintenance',
      category: 'lighting',
      title: `Streetlight out ${++n}`,
      description: 'The streetlight on the corner has been dark for a week now.',
      location: { x, y },
      ...extra,
    });
    const violation = () => ({
      kind: 'violation',
      category: 'parking',
      title: `An RV parked on the street for a month ${++n}`,
      description: 'An RV has been parked in front of the mailboxes since last month.',
      location: { x: 0.3, y: 0.3 },
    });

    beforeAll(async () => {
      callers = await createCallers(app());
      reporter = await factories(app().db).resident();
      neighbour = await factories(app().db).resident();
    });

    it('takes a multipart report with a photo: the JPEG is stored without its EXIF and GPS, upright, served to neighbours', async () => {
      const res = await send(reporter.headers, [await jpeg()]);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<ReportDetail>();
      expect(body.location).toEqual({ x: 0.42, y: 0.61 });
      expect(body.photos).toHaveLength(1);
      const [photo] = body.photos;
      expect(photo).toMatchObject({
        contentType: 'image/jpeg',
        url: `/api/reports/${body.id}/photos/${photo!.id}`,
      });
      const served = await app().inject({ method: 'GET', url: photo!.url, headers: neighbour.headers });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.length).toBe(photo!.size);
      const facts = await imageFacts(served.rawPayload);
      expect(facts).toMatchObject({ format: 'jpeg', width: 20, height: 40, exif: false, xmp: false });
      expect(facts.mentionsCamera).toBe(false);
      // The list carries the photos too.
      const list = await call('GET', '/api/reports?kind=maintenance&limit=100', neighbour.headers);
      const item = list.json<{ items: ReportDetail[] }>().items.find((r) => r.id === body.id);
      expect(item?.photos).toEqual(body.photos);
      // Photo routes: anonymous 401, a plain user 403, an unknown photo 404.
      expect((await call('GET', photo!.url, callers.anonymous)).statusCode).toBe(401);
      expect((await call('GET', photo!.url, callers.user)).statusCode).toBe(403);
      expect((await call('GET', photo!.url, callers.moderator)).statusCode).toBe(200);
      expect((await call('GET', `/api/reports/${body.id}/photos/nope`, neighbour.headers)).statusCode).toBe(
        404,
      );
    });

    it('refuses what is not a photo (415), a sixth photo and an oversized one (413), keeping no file behind', async () => {
      const files = await countRows(app(), 'storedFiles');
      const reports = await countRows(app(), 'reports');
      const text = await send(reporter.headers, [
        {
          name: 'swing.jpg',
          type: 'image/jpeg',
          data: Buffer.from('not a photo at all, only some text here'.repeat(4)),
        },
      ]);
      expect(text.statusCode, text.body).toBe(415);
      expect(text.json().message).toBe(REPORT_MESSAGES.unsupportedPhoto);
      const six = await send(reporter.headers, await Promise.all([1, 2, 3, 4, 5, 6].map(() => jpeg())));
      expect(six.statusCode, six.body).toBe(413);
      const big = Buffer.alloc(11 * MB, 0);
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
      const oversized = await send(reporter.headers, [{ name: 'big.jpg', type: 'image/jpeg', data: big }]);
      expect(oversized.statusCode, oversized.body).toBe(413);
      // Four photos of 8 MB: each within its limit, 32 MB together over the 30 MB of a report.
      const eight = Buffer.alloc(8 * MB, 0);
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(eight);
      const together = await send(
        reporter.headers,
        [1, 2, 3, 4].map((i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', data: eight })),
      );
      expect(together.statusCode, together.body).toBe(413);
      expect(together.json().message).toContain('30 MB');
      // Fields that do not pass: 400, and the photos already stored are deleted again.
      const bad = await send(reporter.headers, [await jpeg()], { location: '{"x":2,"y":0.5}' });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().message).toBe('Location x must be a number from 0 to 1');
      const notJson = await send(reporter.headers, [], { location: 'the corner' });
      expect(notJson.statusCode, notJson.body).toBe(400);
      expect(await countRows(app(), 'storedFiles')).toBe(files);
      expect(await countRows(app(), 'reports')).toBe(reports);
      // The matrix on multipart: anonymous 401, a plain user 403, before any file is kept.
      expect((await send(callers.anonymous, [await jpeg()])).statusCode).toBe(401);
      const user = await send(callers.user, [await jpeg()]);
      expect(user.statusCode).toBe(403);
      expect(user.json().message).toBe(REPORT_MESSAGES.notResident);
      expect((await send(callers.moderator, [await jpeg()])).statusCode).toBe(201);
      expect((await send(callers.admin, [])).statusCode).toBe(201);
      expect(await countRows(app(), 'storedFiles')).toBe(files + 1);
    });

    it('keeps PNG and WebP in their own format; refuses a GIF and a damaged JPEG (415)', async () => {
      const png = await photoWithLocation('png');
      const webp = await photoWithLocation('webp');
      const ok = await send(reporter.headers, [
        { name: 'a.png', type: 'image/png', data: png },
        { name: 'b.webp', type: 'image/webp', data: webp },
      ]);
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json<ReportDetail>().photos.map((p) => p.contentType)).toEqual(['image/png', 'image/webp']);
      const files = await countRows(app(), 'storedFiles');
      const gif = Buffer.from('GIF89a'.padEnd(80, '\u0000'), 'latin1');
      const refusedGif = await send(reporter.headers, [{ name: 'a.gif', type: 'image/gif', data: gif }]);
      expect(refusedGif.statusCode, refusedGif.body).toBe(415);
      const jpg = (await jpeg()).data;
      const damaged = await send(reporter.headers, [
        { name: 'ok.png', type: 'image/png', data: png },
        { name: 'cut.jpg', type: 'image/jpeg', data: jpg.subarray(0, Math.floor(jpg.length / 2)) },
      ]);
      expect(damaged.statusCode, damaged.body).toBe(415);
      expect(await countRows(app(), 'storedFiles')).toBe(files);
    });

    it('serves the photos of a violation only to its reporter and admins: 404 to a neighbour and a moderator', async () => {
      const res = await send(reporter.headers, [await jpeg()], { kind: 'violation', category: 'parking' });
      expect(res.statusCode, res.body).toBe(201);
      const url = res.json<ReportDetail>().photos[0]!.url;
      expect((await call('GET', url, reporter.headers)).statusCode).toBe(200);
      expect((await call('GET', url, callers.admin)).statusCode).toBe(200);
      expect((await call('GET', url, neighbour.headers)).statusCode).toBe(404);
      expect((await call('GET', url, callers.moderator)).statusCode).toBe(404);
    });

    it('takes comments: the board publicly (mailed) or internally (admins only), the reporter publicly; anyone else 403', async () => {
      const follower = await factories(app().db).resident();
      const r = await report(reporter.headers, maintenanceAt(0.9, 0.9));
      await call('POST', `/api/reports/${r.id}/follow`, follower.headers);
      const url = `/api/reports/${r.id}/comments`;
      const board = await call('POST', url, callers.admin, { body: 'A crew comes on Tuesday.' });
      expect(board.statusCode, board.body).toBe(201);
      const internal = await call('POST', url, callers.admin, {
        body: 'Vendor quote: $120.',
        internal: true,
      });
      expect(internal.statusCode, internal.body).toBe(201);
      const own = await call('POST', url, reporter.headers, { body: 'Thank you!' });
      expect(own.statusCode, own.body).toBe(201);
      expect(own.json<ReportDetail>().timeline.map((e) => [e.type, e.by, e.note])).toEqual([
        ['status', 'A resident', null],
        ['comment', 'The board', 'A crew comes on Tuesday.'],
        ['comment', 'A resident', 'Thank you!'],
      ]);
      const asAdmin = (await call('GET', `/api/reports/${r.id}`, callers.admin)).json<ReportDetail>();
      expect(asAdmin.timeline.map((e) => e.type)).toEqual(['status', 'comment', 'internal', 'comment']);
      const asNeighbour = await call('GET', `/api/reports/${r.id}`, neighbour.headers);
      expect(asNeighbour.body).not.toContain('Vendor quote');
      // Refusals: the reporter's internal note, a neighbour, a moderator, a plain user, anonymous.
      const reporterInternal = await call('POST', url, reporter.headers, { body: 'Psst', internal: true });
      expect(reporterInternal.statusCode).toBe(403);
      expect(reporterInternal.json().message).toBe(REPORT_MESSAGES.internalOnlyBoard);
      const other = await call('POST', url, neighbour.headers, { body: 'Me too' });
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(REPORT_MESSAGES.commentNotAllowed);
      expect((await call('POST', url, callers.moderator, { body: 'Hello' })).statusCode).toBe(403);
      expect((await call('POST', url, callers.user, { body: 'Hello' })).statusCode).toBe(403);
      const anonymous = await call('POST', url, callers.anonymous, { body: 'Hello' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(SIGN_IN_MESSAGE);
      // Bad input: 400; an unknown report: 404.
      expect((await call('POST', url, callers.admin, { body: '   ' })).json().message).toBe(
        'Write a comment first',
      );
      expect((await call('POST', url, callers.admin, { body: 'x'.repeat(5001) })).statusCode).toBe(400);
      expect((await call('POST', url, callers.admin, { body: 'ok', internal: 'yes' })).statusCode).toBe(400);
      expect(
        (await call('POST', '/api/reports/nope/comments', callers.admin, { body: 'ok' })).statusCode,
      ).toBe(404);
      // Mail: only the board's public comment, to the reporter and the followers.
      const mails = await app()
        .db.selectFrom('mailOutbox')
        .select(['recipient', 'textBody'])
        .where('subject', 'like', `Report ${r.reference}:%`)
        .execute();
      expect(mails.map((m) => m.recipient).sort()).toEqual([reporter.row.email, follower.row.email].sort());
      expect(mails[0]!.textBody).toContain('A crew comes on Tuesday.');
      expect(mails[0]!.textBody).not.toContain('Vendor quote');
      const audit = await app()
        .db.selectFrom('auditLog')
        .select('summary')
        .where('kind', '=', 'report')
        .where('objectId', '=', r.id)
        .execute();
      expect(audit.filter((a) => /comment|internal note/.test(a.summary))).toHaveLength(3);
    });

    it('keeps a violation 404 to a neighbour on comments, and lets its reporter comment', async () => {
      const rv = await report(reporter.headers, violation());
      const url = `/api/reports/${rv.id}/comments`;
      expect((await call('POST', url, neighbour.headers, { body: 'Hi' })).statusCode).toBe(404);
      expect((await call('POST', url, callers.moderator, { body: 'Hi' })).statusCode).toBe(404);
      expect((await call('POST', url, reporter.headers, { body: 'Still there today.' })).statusCode).toBe(
        201,
      );
    });

    it('filters the list by status=open and category', async () => {
      const open = await report(reporter.headers, maintenanceAt(0.1, 0.1, { category: 'drainage' }));
      const done = await report(reporter.headers, maintenanceAt(0.1, 0.1, { category: 'drainage' }));
      await call('POST', `/api/reports/${done.id}/status`, callers.admin, {
        status: 'closed',
        note: 'Fixed.',
      });
      const res = await call(
        'GET',
        '/api/reports?status=open&category=drainage&limit=100',
        neighbour.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const ids = res.json<{ items: ReportDetail[] }>().items.map((r) => r.id);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(done.id);
      const all = await call('GET', '/api/reports?category=drainage&limit=100', neighbour.headers);
      expect(all.json<{ items: ReportDetail[] }>().items.map((r) => r.id)).toEqual(
        expect.arrayContaining([open.id, done.id]),
      );
      expect((await call('GET', '/api/reports?category=', neighbour.headers)).statusCode).toBe(400);
    });

    it('offers open maintenance reports of the category nearby, nearest first, at most 5', async () => {
      const far = await report(reporter.headers, maintenanceAt(0.6, 0.6, { category: 'trails' }));
      const near = await report(reporter.headers, maintenanceAt(0.52, 0.5, { category: 'trails' }));
      const nearest = await report(reporter.headers, maintenanceAt(0.5, 0.51, { category: 'trails' }));
      const other = await report(reporter.headers, maintenanceAt(0.5, 0.5, { category: 'landscaping' }));
      const closed = await report(reporter.headers, maintenanceAt(0.5, 0.5, { category: 'trails' }));
      await call('POST', `/api/reports/${closed.id}/status`, callers.admin, {
        status: 'closed',
        note: 'Done.',
      });
      const res = await call('GET', '/api/reports/nearby?category=trails&x=0.5&y=0.5', neighbour.headers);
      expect(res.statusCode, res.body).toBe(200);
      const ids = res.json<{ items: ReportDetail[] }>().items.map((r) => r.id);
      expect(ids).toEqual([nearest.id, near.id]);
      expect(ids).not.toContain(far.id);
      expect(ids).not.toContain(other.id);
      for (let i = 0; i < 6; i += 1)
        await report(reporter.headers, maintenanceAt(0.8, 0.2, { category: 'trails' }));
      const capped = await call('GET', '/api/reports/nearby?category=trails&x=0.8&y=0.2', neighbour.headers);
      expect(capped.json<{ items: unknown[] }>().items).toHaveLength(5);
      for (const query of [
        'category=parking&x=0.5&y=0.5',
        'category=trails&x=2&y=0.5',
        'category=trails&x=0.5',
      ]) {
        expect((await call('GET', `/api/reports/nearby?${query}`, neighbour.headers)).statusCode).toBe(400);
      }
      expect(
        (await call('GET', '/api/reports/nearby?category=trails&x=0.5&y=0.5', callers.anonymous)).statusCode,
      ).toBe(401);
      expect(
        (await call('GET', '/api/reports/nearby?category=trails&x=0.5&y=0.5', callers.user)).statusCode,
      ).toBe(403);
    });

    it('pins the open reports with a location: maintenance for residents, every kind for admins', async () => {
      const pinned = await report(reporter.headers, maintenanceAt(0.33, 0.44, { category: 'common-area' }));
      const noPin = await report(reporter.headers, maintenanceAt(0.3, 0.3, { location: null }));
      const rv = await report(reporter.headers, violation());
      const resident = await call('GET', '/api/reports/pins', neighbour.headers);
      expect(resident.statusCode, resident.body).toBe(200);
      const pins = resident.json<{ items: ReportPin[] }>().items;
      expect(pins.find((p) => p.id === pinned.id)).toEqual({
        id: pinned.id,
        reference: pinned.reference,
        title: pinned.title,
        kind: 'maintenance',
        category: 'common-area',
        status: 'new',
        location: { x: 0.33, y: 0.44 },
      });
      expect(pins.map((p) => p.id)).not.toContain(noPin.id);
      expect(pins.map((p) => p.id)).not.toContain(rv.id);
      expect(pins.every((p) => p.kind === 'maintenance')).toBe(true);
      const admin = await call('GET', '/api/reports/pins?kind=violation', callers.admin);
      expect(admin.json<{ items: ReportPin[] }>().items.map((p) => p.id)).toContain(rv.id);
      const category = await call('GET', '/api/reports/pins?category=common-area', neighbour.headers);
      expect(category.json<{ items: ReportPin[] }>().items.map((p) => p.id)).toEqual([pinned.id]);
      expect((await call('GET', '/api/reports/pins?kind=other', neighbour.headers)).statusCode).toBe(400);
      expect((await call('GET', '/api/reports/pins', callers.anonymous)).statusCode).toBe(401);
      expect((await call('GET', '/api/reports/pins', callers.user)).statusCode).toBe(403);
      expect((await call('GET', '/api/reports/pins', callers.moderator)).statusCode).toBe(200);
    });
  },
  {
    get smtp() {
      return { url: smtp.url, from: 'website@example.org', contactTo: 'manager@example.org' };
    },
    publicUrl: 'https://hoa.example.org',
  },
);

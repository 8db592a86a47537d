import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../src/shared/reports/reports.ts';
import { SIGN_IN_MESSAGE } from '../../src/server/http/access.ts';
import { factories, type MadeUser } from '../support/factories.ts';
import { startSmtp } from '../support/smtp.ts';
import { countRows, createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;
type Method = 'GET' | 'POST' | 'DELETE';
type Headers = Record<string, string>;

const DAY = 24 * 3600_000;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => smtp?.close());

describeEachEngine(
  'resident reports (docs/product/reports.md)',
  (ctx) => {
    let callers: Callers;
    let reporter: MadeUser;
    let neighbour: MadeUser;
    let n = 0;
    const app = () => ctx().app;
    const call = (method: Method, url: string, headers: Headers, payload?: object) =>
      app().inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

    const maintenance = (fields: object = {}) => ({
      kind: 'maintenance',
      category: 'playground',
      title: `The big park's swing is broken ${++n}`,
      description: 'One chain of the second swing snapped; the seat hangs on the other.',
      location: { x: 0.42, y: 0.61 },
      ...fields,
    });
    const violation = (fields: object = {}) =>
      maintenance({
        kind: 'violation',
        category: 'parking',
        title: `An RV parked on the street for a month ${++n}`,
        ...fields,
      });
    async function report(who: Headers, body: object = maintenance()) {
      const res = await call('POST', '/api/reports', who, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; reference: string; status: string };
    }
    const move = (id: string, body: object, who: Headers = callers.admin) =>
      call('POST', `/api/reports/${id}/status`, who, body);
    async function moved(id: string, body: object) {
      const res = await move(id, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    }
    const outboxTo = (subject: string) =>
      app()
        .db.selectFrom('mailOutbox')
        .select(['recipient', 'textBody'])
        .where('subject', '=', subject)
        .execute();

    beforeAll(async () => {
      callers = await createCallers(app());
      reporter = await factories(app().db).resident();
      neighbour = await factories(app().db).resident();
    });

    it('lets an approved resident report a problem: 201 with a reference of the year, status new, the reporter hidden', async () => {
      const res = await call(
        'POST',
        '/api/reports',
        reporter.headers,
        maintenance({ address: ' Big park ' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.reference).toMatch(/^R-\d{4}-\d{4}$/);
      expect(body).toMatchObject({
        kind: 'maintenance',
        category: 'playground',
        address: 'Big park',
        location: { x: 0.42, y: 0.61 },
        status: 'new',
        duplicateOf: null,
        reporter: 'A resident',
        followers: 0,
        following: false,
        mine: true,
        resolvedAt: null,
        timeline: [{ by: 'A resident', status: 'new', note: null }],
      });
      expect(body._id).toBe(body.id);
      // The reporter knows it is theirs (to reopen and comment); a neighbour and the board see it is not theirs.
      for (const other of [callers.admin, neighbour.headers]) {
        expect((await call('GET', `/api/reports/${body.id}`, other)).json().mine).toBe(false);
      }
      expect(JSON.stringify(body)).not.toContain(reporter.row.username);
      const audit = await app()
        .db.selectFrom('auditLog')
        .select(['action', 'summary'])
        .where('kind', '=', 'report')
        .where('objectId', '=', body.id)
        .execute();
      expect(audit).toEqual([{ action: 'create', summary: expect.stringContaining(body.reference) }]);
    });

    it('answers the 4-role matrix on creating: anonymous 401, a plain user 403 with how to become a resident, staff 201', async () => {
      const anonymous = await call('POST', '/api/reports', callers.anonymous, maintenance());
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(SIGN_IN_MESSAGE);
      const before = await countRows(app(), 'reports');
      const user = await call('POST', '/api/reports', callers.user, maintenance());
      expect(user.statusCode).toBe(403);
      expect(user.json().message).toBe(REPORT_MESSAGES.notResident);
      expect(user.json().message).toContain('/account');
      const pending = await factories(app().db).user({ residentStatus: 'pending', verified: true });
      expect((await call('POST', '/api/reports', pending.headers, maintenance())).statusCode).toBe(403);
      expect(await countRows(app(), 'reports')).toBe(before);
      await report(callers.moderator);
      await report(callers.admin, violation());
    });

    it('refuses bad reports with a clear 400 and stores nothing', async () => {
      const before = await countRows(app(), 'reports');
      const bad: [object, string][] = [
        [{ kind: 'complaint' }, 'Kind must be one of maintenance, violation'],
        [{ category: 'parking' }, REPORT_MESSAGES.categoryOfKind('maintenance')],
        [{ kind: 'violation', category: 'playground' }, REPORT_MESSAGES.categoryOfKind('violation')],
        [{ category: undefined }, 'Category is required'],
        [{ category: 5 }, 'Category must be text'],
        [{ title: '' }, 'Title is required'],
        [{ title: 'x'.repeat(201) }, 'Title cannot exceed 200 characters'],
        [{ description: 'Too short' }, 'Description must be between 20 and 5000 characters'],
        [{ description: 'x'.repeat(5001) }, 'Description must be between 20 and 5000 characters'],
        [{ description: undefined }, 'Description is required'],
        [{ address: 'x'.repeat(201) }, 'Address cannot exceed 200 characters'],
        [{ location: { x: 1.2, y: 0.5 } }, 'Location x must be a number from 0 to 1'],
        [{ location: { x: 0.5, y: -0.1 } }, 'Location y must be a number from 0 to 1'],
        [{ location: { x: 0.5 } }, 'Location y must be a number from 0 to 1'],
        [{ location: 'by the pond' }, 'Location must be a point { x, y } on the community map'],
      ];
      for (const [fields, message] of bad) {
        const res = await call('POST', '/api/reports', reporter.headers, maintenance(fields));
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expect(JSON.stringify(res.json()), JSON.stringify(fields)).toContain(message);
      }
      expect((await call('POST', '/api/reports', reporter.headers)).statusCode).toBe(400);
      expect(await countRows(app(), 'reports')).toBe(before);
    });

    it('describes every reports route in the OpenAPI document', async () => {
      const doc = (await call('GET', '/api/openapi.json', callers.anonymous)).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      expect(Object.keys(doc.paths['/api/reports']!).sort()).toEqual(['get', 'post']);
      for (const path of ['/api/reports/{id}/status', '/api/reports/{id}/reopen'])
        expect(Object.keys(doc.paths[path]!), path).toContain('post');
      expect(Object.keys(doc.paths['/api/reports/{id}/follow']!).sort()).toEqual(['delete', 'post']);
    });

    it('gives two reports sent at once distinct references, one after the other in the year', async () => {
      const [a, b, c] = await Promise.all([
        report(reporter.headers),
        report(neighbour.headers),
        report(reporter.headers, violation()),
      ]);
      const refs = [a!.reference, b!.reference, c!.reference];
      expect(new Set(refs).size).toBe(3);
      const numbers = refs.map((ref) => Number(ref.slice(-4))).sort((x, y) => x - y);
      expect(numbers[2]! - numbers[0]!).toBe(2);
    });

    it('shows maintenance reports to residents and staff, violations only to their reporter and ADMIN (404 to others)', async () => {
      const fix = await report(reporter.headers);
      const rv = await report(reporter.headers, violation());
      // Reads: anonymous 401, a plain user 403, residents and staff 200.
      for (const url of ['/api/reports', `/api/reports/${fix.id}`]) {
        expect((await call('GET', url, callers.anonymous)).statusCode).toBe(401);
        expect((await call('GET', url, callers.user)).statusCode).toBe(403);
        for (const who of [neighbour.headers, callers.moderator, callers.admin])
          expect((await call('GET', url, who)).statusCode).toBe(200);
      }
      for (const who of [neighbour.headers, callers.moderator]) {
        const one = await call('GET', `/api/reports/${rv.id}`, who);
        expect(one.statusCode).toBe(404);
        expect(one.json().message).toBe(REPORT_MESSAGES.notFound);
        const ids = await allIds(who);
        expect(ids).toContain(fix.id);
        expect(ids).not.toContain(rv.id);
      }
      expect((await call('GET', `/api/reports/${rv.id}`, reporter.headers)).json().reporter).toBe(
        'A resident',
      );
      expect(await allIds(reporter.headers)).toContain(rv.id);
      const byAdmin = await call('GET', `/api/reports/${rv.id}`, callers.admin);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().reporter).toBe(reporter.row.username);
      expect(byAdmin.json().timeline[0].by).toBe(reporter.row.username);
      expect(await allIds(callers.admin)).toContain(rv.id);
      // The reporter is named to nobody but admins, in the list either.
      const listed = await call('GET', '/api/reports?limit=100', neighbour.headers);
      expect(listed.body).not.toContain(reporter.row.username);
    });

    /** Every report the caller's list holds, page after page. */
    async function allIds(who: Headers, query = '') {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await call(
          'GET',
          `/api/reports?limit=100${query}${cursor ? `&cursor=${cursor}` : ''}`,
          who,
        );
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { items: { id: string }[]; nextCursor: string | null };
        ids.push(...body.items.map((i) => i.id));
        cursor = body.nextCursor;
      } while (cursor);
      return ids;
    }

    it('filters by kind, status and mine, oldest first, a page at a time', async () => {
      const mineFix = await report(neighbour.headers);
      const mineRv = await report(neighbour.headers, violation());
      const mine = await allIds(neighbour.headers, '&mine=true');
      expect(mine).toEqual(expect.arrayContaining([mineFix.id, mineRv.id]));
      expect(mine.indexOf(mineFix.id)).toBeLessThan(mine.indexOf(mineRv.id));
      const violations = await allIds(neighbour.headers, '&kind=violation');
      expect(violations).toContain(mineRv.id);
      expect(violations).not.toContain(mineFix.id);
      const all = (await call('GET', '/api/reports?kind=violation&limit=100', neighbour.headers)).json()
        .items;
      expect(all.every((r: { kind: string }) => r.kind === 'violation')).toBe(true);
      const news = (await call('GET', '/api/reports?status=new&limit=100', callers.admin)).json().items;
      expect(news.every((r: { status: string }) => r.status === 'new')).toBe(true);
      const first = (await call('GET', '/api/reports?limit=2', callers.admin)).json();
      expect(first.items).toHaveLength(2);
      expect(first.items[0].createdAt <= first.items[1].createdAt).toBe(true);
      const second = (
        await call('GET', `/api/reports?limit=2&cursor=${first.nextCursor}`, callers.admin)
      ).json();
      expect(second.items[0].createdAt >= first.items[1].createdAt).toBe(true);
      for (const [query, message] of [
        ['kind=complaint', 'Kind must be one of maintenance, violation'],
        ['status=opened', 'Status must be one of'],
        ['mine=yes', 'Mine must be true or false'],
        ['limit=0', 'Limit must be a whole number from 1 to 100'],
        ['cursor=nonsense', 'Cursor is not valid'],
      ]) {
        const res = await call('GET', `/api/reports?${query}`, neighbour.headers);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toContain(message);
      }
      expect((await call('GET', '/api/reports/no-such-report', neighbour.headers)).statusCode).toBe(404);
      expect((await call('GET', '/api/reports/bad%20id', neighbour.headers)).statusCode).toBe(400);
    });

    it('lets only ADMIN move a report (401, 403, 403), along the workflow with the board signing the timeline', async () => {
      const fix = await report(reporter.headers);
      const step = { status: 'acknowledged' };
      expect((await move(fix.id, step, callers.anonymous)).statusCode).toBe(401);
      for (const who of [callers.user, callers.moderator, reporter.headers])
        expect((await move(fix.id, step, who)).statusCode).toBe(403);
      const ack = await moved(fix.id, { status: 'acknowledged', note: 'We will look at it this week.' });
      expect(ack.status).toBe('acknowledged');
      await moved(fix.id, { status: 'in_progress' });
      const done = await moved(fix.id, { status: 'resolved', note: 'A new chain was fitted.' });
      expect(done.resolvedAt).toEqual(expect.any(String));
      const seen = (await call('GET', `/api/reports/${fix.id}`, neighbour.headers)).json();
      expect(seen.timeline.map((e: { status: string }) => e.status)).toEqual([
        'new',
        'acknowledged',
        'in_progress',
        'resolved',
      ]);
      expect(seen.timeline[1]).toMatchObject({ by: 'The board', note: 'We will look at it this week.' });
      const admin = (await call('GET', `/api/reports/${fix.id}`, callers.admin)).json();
      expect(admin.timeline[1].by).not.toBe('The board');
      const audit = await app()
        .db.selectFrom('auditLog')
        .select('summary')
        .where('kind', '=', 'report')
        .where('objectId', '=', fix.id)
        .where('action', '=', 'update')
        .execute();
      expect(audit).toHaveLength(3);
      // Skipping steps is allowed; the board may take a finished report back to in progress.
      const quick = await report(reporter.headers);
      await moved(quick.id, { status: 'in_progress' });
      await moved(quick.id, { status: 'closed', note: 'Not the association’s: the city owns that lamp.' });
      expect((await moved(quick.id, { status: 'in_progress' })).resolvedAt).toBeNull();
    });

    it('refuses moves outside the workflow with 409, and missing notes or duplicates with 400', async () => {
      const fix = await report(reporter.headers);
      const other = await report(neighbour.headers);
      for (const status of ['resolved', 'closed', 'duplicate']) {
        const res = await move(fix.id, {
          status,
          duplicateOf: status === 'duplicate' ? other.id : undefined,
        });
        expect(res.statusCode, status).toBe(400);
        expect(res.json().errors[0]).toMatchObject({ path: 'note' });
      }
      const bad: [object, string][] = [
        [{ status: 'duplicate', note: 'Same swing' }, REPORT_MESSAGES.duplicateOfNeeded],
        [{ status: 'duplicate', note: 'Same swing', duplicateOf: fix.id }, REPORT_MESSAGES.duplicateOfSelf],
        [
          { status: 'duplicate', note: 'Same swing', duplicateOf: 'no-such-report' },
          REPORT_MESSAGES.duplicateOfNotFound,
        ],
        [{ status: 'acknowledged', duplicateOf: other.id }, REPORT_MESSAGES.duplicateOfOnlyForDuplicate],
        [{ status: 'done' }, 'Status must be one of'],
        [{}, 'Status must be one of'],
        [{ status: 'closed', note: 'x'.repeat(2001) }, 'Note cannot exceed 2000 characters'],
      ];
      for (const [body, message] of bad) {
        const res = await move(fix.id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(message);
      }
      expect((await move('no-such-report', { status: 'acknowledged' })).statusCode).toBe(404);
      const dup = await moved(fix.id, { status: 'duplicate', note: 'Same swing', duplicateOf: other.id });
      expect(dup).toMatchObject({ status: 'duplicate', duplicateOf: other.id });
      // Refused as a move, not for its missing note.
      expect((await move(fix.id, { status: 'closed' })).statusCode).toBe(409);
      const refused = await move(fix.id, { status: 'resolved', note: 'Fixed' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(REPORT_MESSAGES.forbiddenMove('duplicate', 'resolved'));
      expect((await move(other.id, { status: 'new' })).statusCode).toBe(409);
      await moved(other.id, { status: 'in_progress' });
      expect((await move(other.id, { status: 'acknowledged' })).statusCode).toBe(409);
      expect((await move(other.id, { status: 'in_progress' })).statusCode).toBe(409);
    });

    it('lets the reporter reopen a resolved report within 14 days, not after, and nobody else', async () => {
      const fix = await report(reporter.headers);
      const reopen = (who: Headers, id = fix.id) => call('POST', `/api/reports/${id}/reopen`, who);
      expect((await reopen(reporter.headers)).statusCode).toBe(409);
      await moved(fix.id, { status: 'resolved', note: 'Fixed' });
      expect((await reopen(callers.anonymous)).statusCode).toBe(401);
      expect((await reopen(callers.user)).statusCode).toBe(403);
      for (const who of [neighbour.headers, callers.moderator, callers.admin]) {
        const res = await reopen(who);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(REPORT_MESSAGES.onlyReporterReopens);
      }
      await app()
        .db.updateTable('reports')
        .set({ resolvedAt: new Date(Date.now() - 13 * DAY).toISOString() })
        .where('id', '=', fix.id)
        .execute();
      const reopened = await reopen(reporter.headers);
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json()).toMatchObject({ status: 'in_progress', resolvedAt: null });
      expect(reopened.json().timeline.at(-1)).toMatchObject({ by: 'A resident', status: 'in_progress' });

      await moved(fix.id, { status: 'resolved', note: 'Fixed again' });
      await app()
        .db.updateTable('reports')
        .set({ resolvedAt: new Date(Date.now() - 15 * DAY).toISOString() })
        .where('id', '=', fix.id)
        .execute();
      const late = await reopen(reporter.headers);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(REPORT_MESSAGES.reopenTooLate);
      // A violation is 404 to whoever may not see it, even here.
      const rv = await report(reporter.headers, violation());
      expect((await reopen(neighbour.headers, rv.id)).statusCode).toBe(404);
    });

    it('counts followers of a maintenance report (approved residents, once each); violations cannot be followed', async () => {
      const fix = await report(reporter.headers);
      const url = `/api/reports/${fix.id}/follow`;
      for (const method of ['POST', 'DELETE'] as const) {
        expect((await call(method, url, callers.anonymous)).statusCode).toBe(401);
        expect((await call(method, url, callers.user)).statusCode).toBe(403);
      }
      expect((await call('POST', url, neighbour.headers)).json()).toEqual({ followers: 1 });
      expect((await call('POST', url, neighbour.headers)).json()).toEqual({ followers: 1 });
      expect((await call('POST', url, callers.moderator)).json()).toEqual({ followers: 2 });
      expect((await call('POST', url, callers.admin)).json()).toEqual({ followers: 3 });
      const seen = (await call('GET', `/api/reports/${fix.id}`, neighbour.headers)).json();
      expect(seen).toMatchObject({ followers: 3, following: true });
      expect((await call('GET', `/api/reports/${fix.id}`, reporter.headers)).json().following).toBe(false);
      expect((await call('DELETE', url, neighbour.headers)).json()).toEqual({ followers: 2 });
      expect((await call('DELETE', url, neighbour.headers)).json()).toEqual({ followers: 2 });
      expect((await call('DELETE', url, callers.admin)).json()).toEqual({ followers: 1 });
      expect((await call('DELETE', url, callers.moderator)).json()).toEqual({ followers: 0 });

      const rv = await report(reporter.headers, violation());
      const rvUrl = `/api/reports/${rv.id}/follow`;
      expect((await call('POST', rvUrl, neighbour.headers)).statusCode).toBe(404);
      expect((await call('POST', rvUrl, callers.moderator)).statusCode).toBe(404);
      const own = await call('POST', rvUrl, reporter.headers);
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toBe(REPORT_MESSAGES.followOnlyMaintenance);
      expect((await call('POST', rvUrl, callers.admin)).statusCode).toBe(409);
      expect((await call('POST', '/api/reports/no-such-report/follow', neighbour.headers)).statusCode).toBe(
        404,
      );
    });

    it('mails the reporter and followers at every status change, "Is it fixed?" with the reopen window when resolved', async () => {
      const follower = await factories(app().db).resident();
      const unverified = await factories(app().db).resident({ verified: false });
      const fix = await report(reporter.headers, maintenance({ title: 'Streetlight out on Cedar Way' }));
      await call('POST', `/api/reports/${fix.id}/follow`, follower.headers);
      await call('POST', `/api/reports/${fix.id}/follow`, unverified.headers);
      await moved(fix.id, { status: 'acknowledged' });
      const ack = await outboxTo(`Report ${fix.reference}: Acknowledged`);
      expect(ack.map((m) => m.recipient).sort()).toEqual([reporter.row.email, follower.row.email].sort());
      await moved(fix.id, { status: 'resolved', note: 'The bulb was replaced.' });
      const done = await outboxTo(`Report ${fix.reference}: Resolved`);
      expect(done.map((m) => m.recipient).sort()).toEqual([reporter.row.email, follower.row.email].sort());
      const text = done[0]!.textBody;
      expect(text).toContain('Resolved');
      expect(text).toContain('The bulb was replaced.');
      expect(text).toContain('Is it fixed?');
      expect(text).toContain('within 14 days');
      expect(text).toContain(`https://hoa.example.org/reports/${fix.id}`);
      expect(text).not.toContain(reporter.row.username);
      // The reporter's own reopen mails the followers, not the reporter.
      await call('POST', `/api/reports/${fix.id}/reopen`, reporter.headers);
      const reopened = await outboxTo(`Report ${fix.reference}: In progress`);
      expect(reopened.map((m) => m.recipient)).toEqual([follower.row.email]);
      // A violation's changes go to its reporter alone, never naming them.
      const rv = await report(reporter.headers, violation());
      await moved(rv.id, { status: 'closed', note: 'The RV has gone.' });
      const closed = await outboxTo(`Report ${rv.reference}: Closed`);
      expect(closed.map((m) => m.recipient)).toEqual([reporter.row.email]);
    });
  },
  {
    get smtp() {
      return { url: smtp.url, from: 'website@example.org', contactTo: 'manager@example.org' };
    },
    publicUrl: 'https://hoa.example.org',
  },
);

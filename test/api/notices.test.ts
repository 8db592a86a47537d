import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, formatLongDay, todayIn } from '../../src/shared/dates.ts';
import { NOTICE_MESSAGES, NOTICE_RULES } from '../../src/shared/notices/notices.ts';
import { REPORT_MESSAGES } from '../../src/shared/reports/reports.ts';
import { SIGN_IN_MESSAGE } from '../../src/server/http/access.ts';
import { factories, type MadeUser } from '../support/factories.ts';
import { startSmtp } from '../support/smtp.ts';
import { countRows, createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;
type Method = 'GET' | 'POST';
type Headers = Record<string, string>;

/** A name that must never reach the home: the reporter's, in the notice, its mails or its letter. */
const REPORTER_NAME = 'hawkeyereporter';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => smtp?.close());

/** A PDF's text as a reader finds it, through pdf.js (unpdf, as document search reads PDFs). */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0, isEvalSupported: false });
  try {
    return (await extractText(document, { mergePages: true })).text;
  } finally {
    await document.destroy();
  }
}

describeEachEngine(
  'violation notices to a home (docs/product/notices.md)',
  (ctx) => {
    let callers: Callers;
    let reporter: MadeUser;
    let owner: MadeUser;
    let tenant: MadeUser;
    let unverified: MadeUser;
    let neighbour: MadeUser;
    let home: { id: string; address: string };
    let otherHome: { id: string; address: string };
    let today: string;
    let n = 0;
    const app = () => ctx().app;
    const make = () => factories(app().db);
    const call = (method: Method, url: string, headers: Headers, payload?: object) =>
      app().inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

    async function addHome(address: string) {
      const res = await call('POST', '/api/homes', callers.admin, { address });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; address: string };
    }
    async function linkTo(homeId: string, person: MadeUser, relation: 'owner' | 'tenant' = 'owner') {
      await app()
        .db.updateTable('users')
        .set({ homeId, homeRelation: relation })
        .where('id', '=', person.row.id)
        .execute();
    }
    async function report(kind: 'violation' | 'maintenance' = 'violation') {
      const res = await call('POST', '/api/reports', reporter.headers, {
        kind,
        category: kind === 'violation' ? 'parking' : 'lighting',
        title: `An RV parked on the street for a month ${++n}`,
        description: 'The same white RV has stood in front of the house since the first of the month.',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; reference: string; title: string; description: string };
    }
    const notice = (fields: object = {}) => ({
      homeId: home.id,
      cureBy: addDays(today, 14),
      message: 'A recreational vehicle has been parked on the street in front of the home for four weeks.',
      ...fields,
    });
    const send = (reportId: string, body: object, who: Headers = callers.admin) =>
      call('POST', `/api/reports/${reportId}/notice`, who, body);
    async function sent(reportId: string, body: object = notice()) {
      const res = await send(reportId, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    }
    const outbox = (subject: string) =>
      app()
        .db.selectFrom('mailOutbox')
        .select(['recipient', 'textBody', 'kind'])
        .where('subject', 'like', `${subject}%`)
        .orderBy('recipient')
        .execute();

    beforeAll(async () => {
      callers = await createCallers(app());
      today = todayIn((await app().community.read()).timeZone);
      reporter = await make().resident({ username: REPORTER_NAME, verified: true });
      owner = await make().resident({ verified: true });
      tenant = await make().resident({ verified: true });
      unverified = await make().resident({ verified: false });
      neighbour = await make().resident({ verified: true });
      home = await addHome('12 Juniper Lane');
      otherHome = await addHome('14 Juniper Lane');
      await linkTo(home.id, owner);
      await linkTo(home.id, tenant, 'tenant');
      await linkTo(home.id, unverified, 'tenant');
      await linkTo(otherHome.id, neighbour);
    });

    it('sends a notice to a home: 201, mailed to its verified residents, never naming the reporter', async () => {
      const r = await report();
      const body = await sent(r.id);
      expect(body).toEqual({
        id: expect.any(String),
        reportReference: r.reference,
        category: 'parking',
        homeId: home.id,
        address: '12 Juniper Lane',
        cureBy: addDays(today, 14),
        message: notice().message,
        sentAt: expect.any(String),
        letterUrl: `/api/notices/${body.id}/letter.pdf`,
        comments: [],
      });
      const json = JSON.stringify(body);
      for (const secret of [REPORTER_NAME, reporter.row.email, r.title, r.description]) {
        expect(json).not.toContain(secret);
      }
      const audit = await app()
        .db.selectFrom('auditLog')
        .select(['action', 'summary'])
        .where('kind', '=', 'notice')
        .where('objectId', '=', body.id)
        .execute();
      expect(audit).toEqual([{ action: 'create', summary: expect.stringContaining(r.reference) }]);

      const mails = await outbox('Notice of violation: 12 Juniper Lane');
      expect(mails.map((m) => m.recipient).sort()).toEqual([owner.row.email, tenant.row.email].sort());
      for (const mail of mails) {
        expect(mail.kind).toBe('account');
        expect(mail.textBody).toContain(notice().message);
        expect(mail.textBody).toContain(formatLongDay(addDays(today, 14)));
        expect(mail.textBody).toContain('https://hoa.example.org/account');
        expect(mail.textBody).toContain(NOTICE_RULES.parking);
        for (const secret of [REPORTER_NAME, reporter.row.email, r.title]) {
          expect(mail.textBody).not.toContain(secret);
        }
      }
      const [received] = await smtp.waitFor(owner.row.email);
      const raw = received!.raw.replace(/=\r?\n/g, '');
      expect(raw).toContain('Subject: Notice of violation: 12 Juniper Lane');
      expect(raw).not.toContain(REPORTER_NAME);
    });

    it('answers the 4-role matrix on sending: anonymous 401, a user, a resident and a moderator 403, admin 201', async () => {
      const r = await report();
      const before = await countRows(app(), 'notices');
      const anonymous = await send(r.id, notice(), callers.anonymous);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe(SIGN_IN_MESSAGE);
      for (const who of [callers.user, callers.moderator, reporter.headers, owner.headers]) {
        expect((await send(r.id, notice(), who)).statusCode).toBe(403);
      }
      expect(await countRows(app(), 'notices')).toBe(before);
      expect((await send(r.id, notice(), callers.admin)).statusCode).toBe(201);
    });

    it('refuses a bad notice with a clear 400 and stores nothing', async () => {
      const r = await report();
      const before = await countRows(app(), 'notices');
      const bad: [object, string][] = [
        [{ homeId: undefined }, 'Home is required'],
        [{ homeId: 'no such/home' }, 'Home must be a home id'],
        [{ homeId: 42 }, 'Home must be a home id'],
        [{ homeId: 'unknown-home' }, NOTICE_MESSAGES.homeNotFound],
        [{ cureBy: addDays(today, -1) }, NOTICE_MESSAGES.cureByPast],
        [{ cureBy: '2030-02-30' }, NOTICE_MESSAGES.cureByInvalid],
        [{ cureBy: '12/01/2030' }, NOTICE_MESSAGES.cureByInvalid],
        [{ cureBy: undefined }, NOTICE_MESSAGES.cureByRequired],
        [{ message: '' }, 'Message is required'],
        [{ message: '   ' }, 'Message is required'],
        [{ message: undefined }, 'Message is required'],
        [{ message: 'x'.repeat(5001) }, 'Message cannot exceed 5000 characters'],
      ];
      for (const [fields, message] of bad) {
        const res = await send(r.id, notice(fields));
        expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBe(400);
        expect(JSON.stringify(res.json()), JSON.stringify(fields)).toContain(message);
      }
      expect(await countRows(app(), 'notices')).toBe(before);
      // Today itself is a cure-by day the board may give.
      expect((await send(r.id, notice({ cureBy: today }))).statusCode).toBe(201);
    });

    it('answers 409 on a maintenance report and 404 on an unknown report', async () => {
      const m = await report('maintenance');
      const res = await send(m.id, notice());
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NOTICE_MESSAGES.onlyViolations);
      const missing = await send('no-such-report', notice());
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(REPORT_MESSAGES.notFound);
    });

    it("lists a report's notices to the board only, newest first", async () => {
      const r = await report();
      const first = await sent(r.id);
      const second = await sent(r.id, notice({ homeId: otherHome.id }));
      const url = `/api/reports/${r.id}/notices`;
      expect((await call('GET', url, callers.anonymous)).statusCode).toBe(401);
      for (const who of [callers.user, callers.moderator, reporter.headers, owner.headers]) {
        expect((await call('GET', url, who)).statusCode).toBe(403);
      }
      const res = await call('GET', url, callers.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((i: { id: string }) => i.id)).toEqual([second.id, first.id]);
      expect((await call('GET', '/api/reports/no-such-report/notices', callers.admin)).statusCode).toBe(404);
    });

    it("lists the notices to the caller's home on the account, and none to anyone else", async () => {
      const r = await report();
      const mine = await sent(r.id);
      const theirs = await sent(r.id, notice({ homeId: otherHome.id }));
      expect((await call('GET', '/api/account/notices', callers.anonymous)).statusCode).toBe(401);
      for (const resident of [owner, tenant]) {
        const res = await call('GET', '/api/account/notices', resident.headers);
        expect(res.statusCode).toBe(200);
        const ids = res.json().items.map((i: { id: string }) => i.id);
        expect(ids[0]).toBe(mine.id);
        expect(ids).not.toContain(theirs.id);
        expect(res.body).not.toContain(REPORTER_NAME);
      }
      const other = (await call('GET', '/api/account/notices', neighbour.headers)).json();
      expect(other.items[0].id).toBe(theirs.id);
      expect(other.items.map((i: { id: string }) => i.id)).not.toContain(mine.id);
      // No home (the reporter, plain users, staff without a home): an empty list.
      for (const who of [reporter.headers, callers.user, callers.moderator, callers.admin]) {
        const res = await call('GET', '/api/account/notices', who);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ items: [] });
      }
      // A linked account that is not an approved resident (revoked) reads none.
      const revoked = await make().resident({ verified: true });
      await linkTo(home.id, revoked);
      await app()
        .db.updateTable('users')
        .set({ residentStatus: 'none' })
        .where('id', '=', revoked.row.id)
        .execute();
      expect((await call('GET', '/api/account/notices', revoked.headers)).json()).toEqual({ items: [] });
    });

    it("lets the home's residents and the board answer; mails the board, then the home; 404 to anyone else", async () => {
      const r = await report();
      const sentNotice = await sent(r.id);
      const url = `/api/notices/${sentNotice.id}/comments`;
      const anonymous = await call('POST', url, callers.anonymous, { body: 'Hello' });
      expect(anonymous.statusCode).toBe(401);
      for (const who of [callers.user, callers.moderator, neighbour.headers, reporter.headers]) {
        const res = await call('POST', url, who, { body: 'Who told you?' });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(NOTICE_MESSAGES.notFound);
      }
      for (const body of [{ body: '' }, { body: '  ' }, {}, { body: 'x'.repeat(5001) }]) {
        expect((await call('POST', url, owner.headers, body)).statusCode).toBe(400);
      }
      expect(await countRows(app(), 'noticeComments')).toBe(0);

      const answered = await call('POST', url, owner.headers, { body: 'The RV leaves on Saturday.' });
      expect(answered.statusCode, answered.body).toBe(201);
      expect(answered.json().comments).toEqual([
        {
          id: expect.any(String),
          at: expect.any(String),
          by: owner.row.username,
          body: 'The RV leaves on Saturday.',
        },
      ]);
      const toBoard = await outbox('Answer to the notice to 12 Juniper Lane');
      expect(toBoard.map((m) => m.recipient)).toEqual(['manager@example.org']);
      expect(toBoard[0]!.textBody).toContain('The RV leaves on Saturday.');
      expect(toBoard[0]!.textBody).toContain(`/reports/${r.id}`);

      const board = await call('POST', url, callers.admin, { body: 'Thank you, noted.' });
      expect(board.statusCode, board.body).toBe(201);
      expect(board.json().comments.map((c: { by: string }) => c.by)).toEqual([
        owner.row.username,
        'The board',
      ]);
      const toHome = await outbox('The board answered about the notice to 12 Juniper Lane');
      expect(toHome.map((m) => m.recipient).sort()).toEqual([owner.row.email, tenant.row.email].sort());
      for (const mail of toHome) {
        expect(mail.textBody).toContain('Thank you, noted.');
        expect(mail.textBody).not.toContain(REPORTER_NAME);
      }
      await smtp.waitFor('manager@example.org');

      // The tenant sees the whole exchange on the account page.
      const listed = (await call('GET', '/api/account/notices', tenant.headers)).json();
      const seen = listed.items.find((i: { id: string }) => i.id === sentNotice.id);
      expect(seen.comments.map((c: { body: string }) => c.body)).toEqual([
        'The RV leaves on Saturday.',
        'Thank you, noted.',
      ]);
      expect(
        (await call('POST', '/api/notices/no-such-notice/comments', callers.admin, { body: 'x' })).statusCode,
      ).toBe(404);
    });

    it("serves the letter to the home's residents and the board only; it says what the home needs and not who reported", async () => {
      const r = await report();
      const sentNotice = await sent(r.id);
      const url = sentNotice.letterUrl as string;
      expect((await call('GET', url, callers.anonymous)).statusCode).toBe(401);
      for (const who of [callers.user, callers.moderator, neighbour.headers, reporter.headers]) {
        const res = await call('GET', url, who);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(NOTICE_MESSAGES.notFound);
      }
      expect((await call('GET', url, callers.admin)).statusCode).toBe(200);
      const res = await call('GET', url, tenant.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
      const community = await app().community.read();
      for (const expected of [
        community.name,
        'Notice of violation',
        '12 Juniper Lane',
        'Parking',
        r.reference,
        'A recreational vehicle has been parked on the street',
        formatLongDay(addDays(today, 14)),
        'Community Issues & Violations',
        'https://hoa.example.org/account',
        community.managerEmail,
      ]) {
        expect(text).toContain(expected);
      }
      for (const secret of [REPORTER_NAME, reporter.row.email, r.title]) {
        expect(text).not.toContain(secret);
      }
      expect((await call('GET', '/api/notices/no-such-notice/letter.pdf', callers.admin)).statusCode).toBe(
        404,
      );
    });

    it('keeps a long message to the one page, cut with where the rest is, the rule and how to respond still on it', async () => {
      const r = await report();
      const long = Array.from({ length: 500 }, (_, i) => `word${i}`).join(' ');
      const sentNotice = await sent(r.id, notice({ message: long }));
      const res = await call('GET', sentNotice.letterUrl, owner.headers);
      expect(res.statusCode).toBe(200);
      const document = await getDocumentProxy(new Uint8Array(res.rawPayload), { verbosity: 0 });
      expect(document.numPages).toBe(1);
      await document.destroy();
      const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('word0 word1');
      expect(text).not.toContain('word499');
      expect(text).toContain('(continued on your account page)');
      expect(text).toContain(NOTICE_RULES.parking);
      expect(text).toContain('How to respond');
    });
  },
  {
    get smtp() {
      return { url: smtp.url, from: 'website@example.org', contactTo: 'manager@example.org' };
    },
    publicUrl: 'https://hoa.example.org',
  },
);

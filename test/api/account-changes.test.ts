import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../src/server/auth/sessions.ts';
import { updateUser } from '../../src/server/users/queries.ts';
import { decodeQuotedPrintable, mailingThrough } from '../support/smtp.ts';
import { mailBody, mailHeader, startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp.ts';
import { countRows, createUser, ENGINES, createTestApp, type TestApp } from '../support/test-app.ts';

const NEW_PASSWORD = 'Quiet-Meadow-58';

/**
 * What happens around a change to an account: the mails that tell the person (password changed,
 * password reset, email changed: to both addresses), the sessions an email change ends, where ACC
 * mail goes after one, and the announcement list kept current by the writes, not by reading it.
 */
for (const engine of ENGINES) {
  describe(`account changes [${engine}]`, () => {
    let test: TestApp;
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startSmtp();
      test = await createTestApp(engine, {
        ...mailingThrough(smtp),
      });
      await test.app.ready();
    });
    afterAll(async () => {
      await test.close();
      await smtp.close();
    });

    const inject = (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
      headers = {},
    ) => test.app.inject({ method, url, payload, headers });
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const mailsTo = async (email: string, count = 1): Promise<ReceivedMail[]> => {
      await vi.waitFor(
        () => expect(smtp.messages.filter((m) => m.to.includes(email)).length).toBeGreaterThanOrEqual(count),
        { timeout: 10_000 },
      );
      return smtp.messages.filter((m) => m.to.includes(email));
    };
    const text = (mail: ReceivedMail) => mailBody(mail.raw);
    const linkToken = (mail: ReceivedMail, page: string) =>
      new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(decodeQuotedPrintable(mail.raw))![1]!;

    /** Changes a user's email through the mailed link; `using` is the session that opens it, if any. */
    async function changeEmail(user: Awaited<ReturnType<typeof createUser>>, to: string, using?: string) {
      const asked = await inject(
        'POST',
        '/api/account/email',
        { email: to, password: user.password },
        user.headers,
      );
      expect(asked.statusCode, asked.body).toBe(202);
      const [link] = await mailsTo(to);
      const used = await inject(
        'POST',
        '/api/auth/verify-email',
        { token: linkToken(link!, 'verify-email') },
        using ? bearer(using) : {},
      );
      expect(used.statusCode, used.body).toBe(204);
    }

    describe('mails that tell the person (item 9)', () => {
      it('a password change is mailed to the account: what changed, when, and what to do if it was not them', async () => {
        const user = await createUser(test.app, 'USER');
        const res = await inject(
          'POST',
          '/api/account/password',
          { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          user.headers,
        );
        expect(res.statusCode).toBe(204);
        const [mail] = await mailsTo(user.user.email);
        expect(mailHeader(mail!.raw, 'Subject')).toMatch(/^Your .+ password was changed$/);
        const body = text(mail!);
        expect(body).toMatch(/was changed on \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
        expect(body).toContain('If you did not, reset your password now');
        expect(body).toContain('https://hoa.example.org/login');
        expect(body).toContain('contact the property manager');
        // Through the outbox, like every mail.
        const stored = await test.app.db
          .selectFrom('mailOutbox')
          .select(['kind', 'status'])
          .where('recipient', '=', user.user.email)
          .execute();
        expect(stored).toEqual([{ kind: 'account', status: 'sent' }]);
      });

      it('a password reset through a mailed link is mailed to the account afterwards', async () => {
        const user = await createUser(test.app, 'USER');
        expect(
          (await inject('POST', '/api/auth/forgot-password', { email: user.user.email })).statusCode,
        ).toBe(202);
        const [link] = await mailsTo(user.user.email);
        const reset = await inject('POST', '/api/auth/reset-password', {
          token: linkToken(link!, 'reset-password'),
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        });
        expect(reset.statusCode).toBe(200);
        const [, notice] = await mailsTo(user.user.email, 2);
        expect(mailHeader(notice!.raw, 'Subject')).toMatch(/^Your .+ password was reset$/);
        expect(text(notice!)).toContain('signed out everywhere');
        expect(text(notice!)).toContain('contact the property manager');
      });

      it('an email change is mailed to the old address and to the new one', async () => {
        const user = await createUser(test.app, 'USER');
        await changeEmail(user, 'notice-new@example.org');
        const [old] = await mailsTo(user.user.email);
        expect(mailHeader(old!.raw, 'Subject')).toMatch(/^The email address of your .+ account was changed$/);
        expect(text(old!)).toContain(`from ${user.user.email} to notice-new@example.org`);
        expect(text(old!)).toContain('contact the property manager at once');
        const [, confirmation] = await mailsTo('notice-new@example.org', 2);
        expect(mailHeader(confirmation!.raw, 'Subject')).toMatch(
          /^This is now the email address of your .+ account$/,
        );
        expect(text(confirmation!)).toContain(`changed from ${user.user.email}`);
      });
    });

    describe('an email change (item 12)', () => {
      it('ends every other session, keeping the one that asked and the one that used the link', async () => {
        const user = await createUser(test.app, 'USER'); // its session asks for the change
        const phone = await createSession(test.app.db, user.user.id); // opens the link
        const forgotten = await createSession(test.app.db, user.user.id); // a browser left signed in
        await changeEmail(user, 'sessions-new@example.org', phone);
        expect((await inject('GET', '/api/auth/me', undefined, user.headers)).statusCode).toBe(200);
        expect((await inject('GET', '/api/auth/me', undefined, bearer(phone))).statusCode).toBe(200);
        expect((await inject('GET', '/api/auth/me', undefined, bearer(forgotten))).statusCode).toBe(401);
      });

      it('a link opened signed out keeps only the session that asked', async () => {
        const user = await createUser(test.app, 'USER');
        const other = await createSession(test.app.db, user.user.id);
        await changeEmail(user, 'sessions-out@example.org');
        expect((await inject('GET', '/api/auth/me', undefined, user.headers)).statusCode).toBe(200);
        expect((await inject('GET', '/api/auth/me', undefined, bearer(other))).statusCode).toBe(401);
      });

      it("ACC mail goes to the resident's current address, not the one the request was made with", async () => {
        const resident = await createUser(test.app, 'USER');
        const admin = await createUser(test.app, 'ADMIN');
        await updateUser(test.app.db, resident.user.id, {
          residentStatus: 'approved',
          address: '12 Cedar Lane',
        });
        const submitted = await inject(
          'POST',
          '/api/arc-requests',
          {
            title: 'New cedar fence along the back yard',
            projectType: 'fence',
            description: 'A six-foot cedar fence, stained natural, replacing the old chain-link one.',
            startDate: '2030-05-01',
            completionDate: '2030-05-15',
          },
          resident.headers,
        );
        expect(submitted.statusCode, submitted.body).toBe(201);
        await mailsTo(resident.user.email); // "We received your request"
        await changeEmail(resident, 'acc-new@example.org');
        await mailsTo(resident.user.email, 2); // and the notice of the change
        const before = smtp.messages.filter((m) => m.to.includes(resident.user.email)).length;
        const moved = await inject(
          'POST',
          `/api/arc-requests/${submitted.json().id}/status`,
          { status: 'under_review' },
          admin.headers,
        );
        expect(moved.statusCode, moved.body).toBe(200);
        const requestPage = `/acc/requests/${submitted.json().id}`;
        const isAccMail = (m: ReceivedMail) => decodeQuotedPrintable(m.raw).includes(requestPage);
        const mails = await mailsTo('acc-new@example.org', 3); // the link, the notice, the ACC mail
        expect(mails.filter(isAccMail)).toHaveLength(1);
        await test.app.outbox.kick();
        const toOld = smtp.messages.filter((m) => m.to.includes(resident.user.email));
        expect(toOld.length).toBe(before);
        expect(toOld.filter(isAccMail)).toHaveLength(1); // only "We received your request", before the change
      });
    });

    describe('the subscriber list (item 12)', () => {
      it('GET /api/subscribers writes nothing; the account writes that change the list keep it current', async () => {
        const admin = await createUser(test.app, 'ADMIN');
        const resident = await createUser(test.app, 'USER');
        await updateUser(test.app.db, resident.user.id, { emailVerifiedAt: new Date().toISOString() });
        const list = async () => (await inject('GET', '/api/subscribers', undefined, admin.headers)).json();
        const entry = async () =>
          (await list()).items.find((s: { email: string }) => s.email === resident.user.email);

        // A change made behind the site's back (a script, a restore) is not written by a read.
        await updateUser(test.app.db, resident.user.id, { notifyNews: 1 });
        const rows = await countRows(test.app, 'subscribers');
        const snapshot = await test.app.db.selectFrom('subscribers').selectAll().orderBy('id').execute();
        await list();
        await inject('GET', '/api/subscribers/export.csv', undefined, admin.headers);
        expect(await countRows(test.app, 'subscribers')).toBe(rows);
        expect(await test.app.db.selectFrom('subscribers').selectAll().orderBy('id').execute()).toEqual(
          snapshot,
        );
        await updateUser(test.app.db, resident.user.id, { notifyNews: 0 });

        // The resident's own choice is on the list at once, and off it at once.
        const on = await inject('PATCH', '/api/account', { notifications: { news: true } }, resident.headers);
        expect(on.statusCode).toBe(200);
        expect(await entry()).toMatchObject({ status: 'confirmed', source: 'account' });
        await inject('PATCH', '/api/account', { notifications: { news: false } }, resident.headers);
        expect(await entry()).toMatchObject({ status: 'unsubscribed' });

        // A deleted resident leaves the list with the account.
        await inject('PATCH', '/api/account', { notifications: { news: true } }, resident.headers);
        expect(await entry()).toMatchObject({ status: 'confirmed' });
        expect(
          (await inject('DELETE', `/api/user/${resident.user.id}`, undefined, admin.headers)).statusCode,
        ).toBe(204);
        expect(await entry()).toMatchObject({ status: 'unsubscribed' });
      });

      it('a verified address with news on joins the list when it is verified', async () => {
        const admin = await createUser(test.app, 'ADMIN');
        const user = await createUser(test.app, 'USER');
        await inject('PATCH', '/api/account', { notifications: { news: true } }, user.headers);
        expect((await inject('POST', '/api/account/verify-email', undefined, user.headers)).statusCode).toBe(
          204,
        );
        const [link] = await mailsTo(user.user.email);
        expect(
          (await inject('POST', '/api/auth/verify-email', { token: linkToken(link!, 'verify-email') }))
            .statusCode,
        ).toBe(204);
        const items = (await inject('GET', '/api/subscribers', undefined, admin.headers)).json().items;
        expect(items.find((s: { email: string }) => s.email === user.user.email)).toMatchObject({
          status: 'confirmed',
          source: 'account',
        });
      });
    });

    it('an admin may still approve a resident whose email is not verified (the screen warns first)', async () => {
      const admin = await createUser(test.app, 'ADMIN');
      const user = await createUser(test.app, 'USER');
      await inject('POST', '/api/account/resident-request', { address: '9 Elm Court' }, user.headers);
      const res = await inject(
        'POST',
        `/api/user/${user.user.id}/resident`,
        { approved: true },
        admin.headers,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ emailVerified: false, residentStatus: 'approved' });
    });
  });
}

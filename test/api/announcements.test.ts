import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../src/server/config.ts';
import { SUBSCRIBE_ANSWER } from '../../src/shared/subscriptions.ts';
import { createCallers, createTestApp, ENGINES, type TestApp } from '../support/test-app.ts';
import { mailHeader, startSmtp, type ReceivedMail, type TestSmtp, mailingThrough } from '../support/smtp.ts';
import { factories } from '../support/factories.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

const description = 'The pool opens on Saturday at 10 AM; please bring your key fob and sign the waiver.';
const news = (title: string, extra: Record<string, unknown> = {}) => ({ title, description, ...extra });

/** The whole raw message with quoted-printable soft breaks and escapes undone, for searching. */
function decoded(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

for (const engine of ENGINES) {
  describe(`announcements by email [${engine}]`, () => {
    let test: TestApp;
    let smtp: TestSmtp;
    let callers: Callers;
    beforeAll(async () => {
      smtp = await startSmtp();
      const overrides: Partial<AppConfig> = {
        ...mailingThrough(smtp, { from: 'news@example.org' }),
      };
      test = await createTestApp(engine, overrides);
      await test.app.ready();
      callers = await createCallers(test.app);
    });
    afterAll(async () => {
      await test.close();
      await smtp.close();
    });

    const inject = (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: unknown,
      headers = {},
    ) => test.app.inject({ method, url, payload: payload as Record<string, unknown>, headers });
    const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
    const waitForMail = async (email: string, count = 1): Promise<ReceivedMail[]> => {
      await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(count), { timeout: 10_000 });
      return mailsTo(email);
    };
    const confirmToken = (mail: ReceivedMail) => {
      const match = /\/confirm-subscription\?token=([A-Za-z0-9_%-]+)/.exec(decoded(mail.raw));
      return decodeURIComponent(match![1]!);
    };
    const subscriber = (email: string) =>
      test.app.db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
    /** Subscribes and confirms through the mailed link, as a visitor would. */
    const subscribeAndConfirm = async (email: string) => {
      expect((await inject('POST', '/api/subscriptions', { email })).statusCode).toBe(202);
      const [mail] = await waitForMail(email);
      expect(
        (await inject('POST', '/api/subscriptions/confirm', { token: confirmToken(mail!) })).statusCode,
      ).toBe(204);
    };

    describe('subscribing', () => {
      it('answers 202 with the same words for a new, a waiting and a confirmed address, and mails a link', async () => {
        const first = await inject('POST', '/api/subscriptions', { email: 'New.Person@Example.org' });
        expect(first.statusCode).toBe(202);
        expect(first.json()).toEqual({ message: SUBSCRIBE_ANSWER });
        const [mail] = await waitForMail('new.person@example.org');
        expect(mailHeader(mail!.raw, 'Subject')).toMatch(/^Confirm your subscription to .+ news$/);
        expect(decoded(mail!.raw)).toContain('https://hoa.example.org/confirm-subscription?token=');
        expect(await subscriber('new.person@example.org')).toMatchObject({
          status: 'pending',
          source: 'form',
        });

        // Asked again at once: the same answer, and no second mail (a mailbox cannot be flooded).
        const again = await inject('POST', '/api/subscriptions', { email: 'new.person@example.org' });
        expect(again.statusCode).toBe(202);
        expect(again.json()).toEqual(first.json());
        expect(
          (await inject('POST', '/api/subscriptions/confirm', { token: confirmToken(mail!) })).statusCode,
        ).toBe(204);
        expect(await subscriber('new.person@example.org')).toMatchObject({ status: 'confirmed' });
        const confirmed = await inject('POST', '/api/subscriptions', { email: 'new.person@example.org' });
        expect(confirmed.statusCode).toBe(202);
        expect(confirmed.json()).toEqual(first.json());
        expect(mailsTo('new.person@example.org')).toHaveLength(1);
      });

      it('spends a confirmation link once and refuses an expired or unknown one with 400', async () => {
        expect((await inject('POST', '/api/subscriptions', { email: 'once@example.org' })).statusCode).toBe(
          202,
        );
        const [mail] = await waitForMail('once@example.org');
        const token = confirmToken(mail!);
        expect((await inject('POST', '/api/subscriptions/confirm', { token })).statusCode).toBe(204);
        const reused = await inject('POST', '/api/subscriptions/confirm', { token });
        expect(reused.statusCode).toBe(400);
        expect(reused.json().message).toBe('This confirmation link is not valid or has already been used.');

        expect((await inject('POST', '/api/subscriptions', { email: 'late@example.org' })).statusCode).toBe(
          202,
        );
        const [late] = await waitForMail('late@example.org');
        await test.app.db
          .updateTable('subscribers')
          .set({ confirmExpiresAt: new Date(Date.now() - 1000).toISOString() })
          .where('email', '=', 'late@example.org')
          .execute();
        const expired = await inject('POST', '/api/subscriptions/confirm', { token: confirmToken(late!) });
        expect(expired.statusCode).toBe(400);
        expect(expired.json().message).toBe('This confirmation link has expired. Please subscribe again.');
        expect(await subscriber('late@example.org')).toMatchObject({ status: 'pending' });
      });

      it.each([
        ['/api/subscriptions', {}, 'email'],
        ['/api/subscriptions', { email: 'not an email' }, 'email'],
        ['/api/subscriptions', { email: ['a@example.org'] }, 'email'],
        ['/api/subscriptions/confirm', {}, 'token'],
        ['/api/subscriptions/confirm', { token: 'x'.repeat(201) }, 'token'],
      ])('refuses a bad body for %s with 400 naming the field', async (url, body, path) => {
        const before = await test.app.db.selectFrom('subscribers').select('id').execute();
        const res = await inject('POST', url, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
        expect(await test.app.db.selectFrom('subscribers').select('id').execute()).toHaveLength(
          before.length,
        );
      });

      it('refuses an unsubscribe without a token or with an unknown one (400)', async () => {
        expect((await inject('POST', '/api/subscriptions/unsubscribe')).statusCode).toBe(400);
        const res = await inject('POST', '/api/subscriptions/unsubscribe?token=nope');
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('This unsubscribe link is not valid.');
      });
    });

    describe('announcing', () => {
      it('guards the staff routes: anonymous 401, USER 403, MODERATOR and ADMIN allowed', async () => {
        const item = (await inject('POST', '/api/news', news('Guarded item'), callers.admin)).json();
        for (const [url, method] of [
          [`/api/news/${item.id}/announce`, 'POST'],
          ['/api/announcements', 'GET'],
        ] as const) {
          expect((await inject(method, url, undefined, callers.anonymous)).statusCode).toBe(401);
          expect((await inject(method, url, undefined, callers.user)).statusCode).toBe(403);
        }
        expect(
          (await inject('POST', '/api/news', news('By a user', { announce: true }), callers.user)).statusCode,
        ).toBe(403);
        expect((await inject('GET', '/api/announcements', undefined, callers.moderator)).statusCode).toBe(
          200,
        );
        expect((await inject('GET', '/api/announcements', undefined, callers.admin)).statusCode).toBe(200);
        expect(
          (await inject('POST', `/api/news/${item.id}/announce`, undefined, callers.moderator)).statusCode,
        ).toBe(202);
        // Then the admin's try is the second announce of the item.
        expect(
          (await inject('POST', `/api/news/${item.id}/announce`, undefined, callers.admin)).statusCode,
        ).toBe(409);
        expect(
          (
            await inject(
              'POST',
              '/api/news/aaaaaaaa-0000-4000-8000-000000000000/announce',
              undefined,
              callers.admin,
            )
          ).statusCode,
        ).toBe(404);
        expect(
          (await inject('POST', '/api/news', news('Bad flag', { announce: 'yes' }), callers.admin)).json()
            .errors,
        ).toContainEqual({ path: 'announce', message: 'Announce must be true or false' });
      });

      it('mails every confirmed subscriber and opted-in verified resident once, with both parts and RFC 8058 headers', async () => {
        await subscribeAndConfirm('reader@example.org');
        // Waiting for confirmation, and a resident who chose news but never verified: not mailed.
        expect(
          (await inject('POST', '/api/subscriptions', { email: 'waiting@example.org' })).statusCode,
        ).toBe(202);
        const resident = await factories(test.app.db).user({ verified: true, notifyNews: true });
        const unverified = await factories(test.app.db).user({ notifyNews: true });

        const posted = await inject(
          'POST',
          '/api/news',
          news('Water shut-off on Maple Street', { type: 'alert', announce: true }),
          callers.moderator,
        );
        expect(posted.statusCode).toBe(202);
        const item = posted.json();
        expect(item).toMatchObject({ title: 'Water shut-off on Maple Street', queued: expect.any(Number) });
        expect(item.id).toBe(item._id);
        expect((await inject('GET', `/api/news/${item.id}`)).statusCode).toBe(200);

        const recipients = await test.app.db
          .selectFrom('mailOutbox')
          .select('recipient')
          .where('kind', '=', 'announcement')
          .where('announcementId', 'is not', null)
          .execute();
        const announcement = (await inject('GET', '/api/announcements', undefined, callers.moderator))
          .json()
          .items.find((a: { newsId: string }) => a.newsId === item.id);
        expect(announcement).toMatchObject({ title: 'Water shut-off on Maple Street', queued: item.queued });
        const mine = recipients.map((r) => r.recipient);
        expect(mine).toContain('reader@example.org');
        expect(mine).toContain(resident.user.email);
        expect(mine).not.toContain(unverified.user.email);
        expect(mine).not.toContain('waiting@example.org');

        const [mail] = await waitForMail('reader@example.org', 2); // the confirmation, then the news
        const raw = mailsTo('reader@example.org')[1]!.raw;
        void mail;
        expect(mailHeader(raw, 'Subject')).toMatch(/^Safety Alert: Water shut-off on Maple Street - /);
        expect(mailHeader(raw, 'List-Unsubscribe')).toMatch(
          /^<https:\/\/hoa\.example\.org\/api\/subscriptions\/unsubscribe\?token=[A-Za-z0-9_-]+>$/,
        );
        expect(mailHeader(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
        expect(mailHeader(raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
        const body = decoded(raw);
        expect(body).toMatch(/Content-Type: text\/plain/);
        expect(body).toMatch(/Content-Type: text\/html/);
        expect(body).toContain(`https://hoa.example.org/newsletter/${item.id}`);
        expect(body).toContain('https://hoa.example.org/unsubscribe?token=');
        expect(body).toContain('Safety Alert');
        expect(body).toContain(description);
        await waitForMail(resident.user.email);

        await vi.waitFor(
          async () => {
            const counts = (await inject('GET', '/api/announcements', undefined, callers.admin))
              .json()
              .items.find((a: { newsId: string }) => a.newsId === item.id);
            expect(counts).toMatchObject({ queued: item.queued, sent: item.queued, failed: 0 });
          },
          { timeout: 10_000 },
        );

        // A second announce of the same item, by either route, is a 409 that queues nothing.
        const before = smtp.messages.length;
        expect(
          (await inject('POST', `/api/news/${item.id}/announce`, undefined, callers.admin)).statusCode,
        ).toBe(409);
        const patched = await inject(
          'PATCH',
          `/api/news/${item.id}`,
          { title: 'Changed', announce: true },
          callers.admin,
        );
        expect(patched.statusCode).toBe(409);
        expect((await inject('GET', `/api/news/${item.id}`)).json().title).toBe(
          'Water shut-off on Maple Street',
        );
        await test.app.outbox.kick();
        expect(smtp.messages.length).toBe(before);
      });

      it('announces an existing item with PATCH announce: true (202 with the item and queued)', async () => {
        const item = (await inject('POST', '/api/news', news('Garage sale'), callers.admin)).json();
        const res = await inject('PATCH', `/api/news/${item.id}`, { announce: true }, callers.admin);
        expect(res.statusCode).toBe(202);
        expect(res.json()).toMatchObject({ id: item.id, title: 'Garage sale', queued: expect.any(Number) });
        const plain = await inject(
          'PATCH',
          `/api/news/${item.id}`,
          { title: 'Garage sale, Saturday' },
          callers.admin,
        );
        expect(plain.statusCode).toBe(200);
        expect(plain.json()).not.toHaveProperty('queued');
      });

      it('honours a one-click unsubscribe: 204, and no later announcement reaches the address', async () => {
        await subscribeAndConfirm('leaving@example.org');
        const first = (
          await inject('POST', '/api/news', news('First for leaving', { announce: true }), callers.admin)
        ).json();
        expect(first.queued).toBeGreaterThan(0);
        const [, mail] = await waitForMail('leaving@example.org', 2);
        const url = new URL(mailHeader(mail!.raw, 'List-Unsubscribe')!.slice(1, -1));
        // What a mail program sends (RFC 8058): a form POST to the header's URL.
        const res = await test.app.inject({
          method: 'POST',
          url: `${url.pathname}${url.search}`,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(res.statusCode).toBe(204);
        expect(await subscriber('leaving@example.org')).toMatchObject({ status: 'unsubscribed' });
        // Using it again is harmless.
        expect(
          (await test.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` })).statusCode,
        ).toBe(204);

        // Someone subscribes the address again: same answer, still off the list until its owner confirms.
        expect(
          (await inject('POST', '/api/subscriptions', { email: 'leaving@example.org' })).statusCode,
        ).toBe(202);
        const second = (
          await inject('POST', '/api/news', news('Second for leaving', { announce: true }), callers.admin)
        ).json();
        const to = await test.app.db
          .selectFrom('mailOutbox')
          .select('recipient')
          .where('announcementId', 'in', (eb) =>
            eb.selectFrom('announcements').select('id').where('newsId', '=', second.id),
          )
          .execute();
        expect(to.map((r) => r.recipient)).not.toContain('leaving@example.org');
      });

      it('unsubscribing a resident turns their news choice off too', async () => {
        const resident = await factories(test.app.db).user({ verified: true, notifyNews: true });
        await inject('POST', '/api/news', news('For the resident', { announce: true }), callers.admin);
        const [mail] = await waitForMail(resident.user.email);
        const url = new URL(mailHeader(mail!.raw, 'List-Unsubscribe')!.slice(1, -1));
        expect(
          (await test.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` })).statusCode,
        ).toBe(204);
        const account = (await inject('GET', '/api/account', undefined, resident.headers)).json();
        expect(account.notifications.news).toBe(false);
      });
      it('an address that unsubscribed gets no announcement when an account with news on moves to it, until a fresh opt-in', async () => {
        // The address was on the list and left it, by the link in an announcement.
        await subscribeAndConfirm('moved-to@example.org');
        await inject('POST', '/api/news', news('Before the move', { announce: true }), callers.admin);
        const [, announced] = await waitForMail('moved-to@example.org', 2);
        const unsubscribe = new URL(mailHeader(announced!.raw, 'List-Unsubscribe')!.slice(1, -1));
        expect(
          (
            await test.app.inject({
              method: 'POST',
              url: `${unsubscribe.pathname}${unsubscribe.search}`,
            })
          ).statusCode,
        ).toBe(204);
        // A verified resident who chose news changes their email to it, through the mailed link.
        const resident = await factories(test.app.db).user({ verified: true, notifyNews: true });
        const change = await inject(
          'POST',
          '/api/account/email',
          { email: 'moved-to@example.org', password: resident.password },
          resident.headers,
        );
        expect(change.statusCode, change.body).toBe(202);
        const mails = await waitForMail('moved-to@example.org', 3);
        const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(decoded(mails[2]!.raw))![1]!;
        const verified = await inject('POST', '/api/auth/verify-email', { token });
        expect(verified.statusCode, verified.body).toBe(204);
        const account = (await inject('GET', '/api/account', undefined, resident.headers)).json();
        expect(account).toMatchObject({ email: 'moved-to@example.org', notifications: { news: false } });

        const recipientsOf = async (newsId: string) =>
          (
            await test.app.db
              .selectFrom('mailOutbox')
              .select('recipient')
              .where('announcementId', 'in', (eb) =>
                eb.selectFrom('announcements').select('id').where('newsId', '=', newsId),
              )
              .execute()
          ).map((r) => r.recipient);
        const before = (
          await inject('POST', '/api/news', news('After the move', { announce: true }), callers.admin)
        ).json();
        expect(await recipientsOf(before.id)).not.toContain('moved-to@example.org');
        expect(await subscriber('moved-to@example.org')).toMatchObject({ status: 'unsubscribed' });

        // The owner opts in again from their account: from then on the announcements reach them.
        const optIn = await inject(
          'PATCH',
          '/api/account',
          { notifications: { news: true } },
          resident.headers,
        );
        expect(optIn.statusCode).toBe(200);
        const after = (
          await inject('POST', '/api/news', news('After the opt-in', { announce: true }), callers.admin)
        ).json();
        expect(await recipientsOf(after.id)).toContain('moved-to@example.org');
      });
    });

    describe('the subscriber list (admins)', () => {
      it('guards every route: anonymous 401, USER and MODERATOR 403', async () => {
        for (const [method, url] of [
          ['GET', '/api/subscribers'],
          ['GET', '/api/subscribers/export.csv'],
          ['DELETE', '/api/subscribers/aaaaaaaa-0000-4000-8000-000000000000'],
        ] as const) {
          expect((await inject(method, url, undefined, callers.anonymous)).statusCode).toBe(401);
          expect((await inject(method, url, undefined, callers.user)).statusCode).toBe(403);
          expect((await inject(method, url, undefined, callers.moderator)).statusCode).toBe(403);
        }
      });

      it('counts, exports as CSV and removes an address (audited, and honoured like an unsubscribe)', async () => {
        await subscribeAndConfirm('listed@example.org');
        const list = (await inject('GET', '/api/subscribers', undefined, callers.admin)).json();
        const listed = list.items.find((s: { email: string }) => s.email === 'listed@example.org');
        expect(listed).toMatchObject({ status: 'confirmed', source: 'form', id: listed.id, _id: listed.id });
        expect(list.count).toBe(
          list.items.filter((s: { status: string }) => s.status === 'confirmed').length,
        );

        const csv = await inject('GET', '/api/subscribers/export.csv', undefined, callers.admin);
        expect(csv.statusCode).toBe(200);
        expect(csv.headers['content-type']).toMatch(/^text\/csv/);
        const lines = csv.body.trim().split('\r\n');
        expect(lines[0]).toBe('email,source,confirmed_at');
        expect(lines.some((line) => line.startsWith('listed@example.org,form,'))).toBe(true);
        expect(lines).toHaveLength(list.count + 1);

        expect(
          (await inject('DELETE', `/api/subscribers/${listed.id}`, undefined, callers.admin)).statusCode,
        ).toBe(204);
        expect(await subscriber('listed@example.org')).toMatchObject({ status: 'unsubscribed' });
        const after = (await inject('GET', '/api/subscribers', undefined, callers.admin)).json();
        expect(after.count).toBe(list.count - 1);
        expect(
          (
            await inject(
              'DELETE',
              '/api/subscribers/aaaaaaaa-0000-4000-8000-000000000000',
              undefined,
              callers.admin,
            )
          ).statusCode,
        ).toBe(404);
        const audit = (await inject('GET', '/api/audit?kind=subscriber', undefined, callers.admin)).json();
        const summaries = (Array.isArray(audit) ? audit : (audit.items ?? audit.data)).map(
          (e: { summary: string }) => e.summary,
        );
        expect(summaries).toContain('removed listed@example.org from the announcement list');
      });
    });
  });
}

describe('subscription rate limit', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('sqlite', { contactRateLimit: 2 });
    return () => test.close();
  });
  it('allows CONTACT_RATE_LIMIT subscriptions an hour per IP, then answers 429', async () => {
    const send = (email: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/subscriptions',
        payload: { email },
        remoteAddress: '10.9.9.9',
      });
    expect((await send('a@example.org')).statusCode).toBe(202);
    expect((await send('b@example.org')).statusCode).toBe(202);
    const third = await send('c@example.org');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCE_REFUSED } from '../../src/shared/announcements.ts';
import { SUBSCRIBE_ANSWER, SUBSCRIBE_ANSWER_NO_MAIL } from '../../src/shared/subscriptions.ts';
import { factories } from '../support/factories.ts';
import { mailingThrough, startSmtp, type TestSmtp } from '../support/smtp.ts';
import { countRows, createCallers, createTestApp, ENGINES, type TestApp } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

const description = 'The pool opens on Saturday at 10 AM; please bring your key fob and sign the waiver.';
const news = (title: string, extra: Record<string, unknown> = {}) => ({ title, description, ...extra });

/**
 * Honest mail states (docs/product/site.md, "Mail"): one server fact says whether mail can leave;
 * every answer that promises mail follows it, and an announce that would reach no one is refused
 * before the item's one announce is spent.
 */
for (const engine of ENGINES) {
  for (const mail of ['off', 'on'] as const) {
    describe(`mail ${mail} [${engine}]`, () => {
      let test: TestApp;
      let smtp: TestSmtp | null = null;
      let callers: Callers;
      beforeAll(async () => {
        if (mail === 'on') smtp = await startSmtp();
        test = await createTestApp(engine, smtp ? mailingThrough(smtp) : {});
        await test.app.ready();
        callers = await createCallers(test.app);
      });
      afterAll(async () => {
        await test.close();
        await smtp?.close();
      });

      const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers = {}, payload?: unknown) =>
        test.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });
      const enabled = mail === 'on';

      it('says the same thing wherever it is asked: the community, password reset, the inbox summary', async () => {
        expect((await inject('GET', '/api/community')).json().mailEnabled).toBe(enabled);
        expect((await inject('GET', '/api/auth/password-reset')).json()).toEqual({ mailEnabled: enabled });
        const summary = await inject('GET', '/api/contact/messages/summary', callers.admin);
        expect(summary.json().mailEnabled).toBe(enabled);
      });

      it('a subscription is answered with what will happen to its link', async () => {
        const response = await inject(
          'POST',
          '/api/subscriptions',
          {},
          { email: `reader-${mail}@example.org` },
        );
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ message: enabled ? SUBSCRIBE_ANSWER : SUBSCRIBE_ANSWER_NO_MAIL });
      });

      it('the audience an announce would reach: staff only (anonymous 401, USER 403, MODERATOR and ADMIN 200)', async () => {
        expect((await inject('GET', '/api/announcements/audience', callers.anonymous)).statusCode).toBe(401);
        expect((await inject('GET', '/api/announcements/audience', callers.user)).statusCode).toBe(403);
        for (const staff of [callers.moderator, callers.admin]) {
          const response = await inject('GET', '/api/announcements/audience', staff);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ mailEnabled: enabled, confirmed: 0 });
        }
      });

      it('an announce that would reach no one is refused (409) and does not spend the item', async () => {
        const refusal = enabled ? ANNOUNCE_REFUSED.noSubscribers : ANNOUNCE_REFUSED.noMail;
        const item = (await inject('POST', '/api/news', callers.admin, news('Pool opening'))).json();
        const newsBefore = await countRows(test.app, 'news');
        const mailsBefore = await countRows(test.app, 'mailOutbox');

        expect((await inject('POST', `/api/news/${item.id}/announce`, callers.anonymous)).statusCode).toBe(
          401,
        );
        expect((await inject('POST', `/api/news/${item.id}/announce`, callers.user)).statusCode).toBe(403);
        for (const staff of [callers.moderator, callers.admin]) {
          const response = await inject('POST', `/api/news/${item.id}/announce`, staff);
          expect(response.statusCode).toBe(409);
          expect(response.json().message).toBe(refusal);
        }
        // With the item's creation or edit: nothing is written either.
        const created = await inject(
          'POST',
          '/api/news',
          callers.moderator,
          news('Road works', { announce: true }),
        );
        expect(created.statusCode).toBe(409);
        expect(created.json().message).toBe(refusal);
        const edited = await inject('PATCH', `/api/news/${item.id}`, callers.admin, {
          title: 'Pool opening (new time)',
          announce: true,
        });
        expect(edited.statusCode).toBe(409);
        expect(edited.json().message).toBe(refusal);
        expect((await inject('GET', `/api/news/${item.id}`)).json().title).toBe('Pool opening');
        expect(await countRows(test.app, 'news')).toBe(newsBefore);
        expect(await countRows(test.app, 'announcements')).toBe(0);
        expect(await countRows(test.app, 'mailOutbox')).toBe(mailsBefore);

        // Once someone has confirmed, the same item is announced (mail on), or still refused (mail off).
        await factories(test.app.db).subscriber(`confirmed-${mail}@example.org`);
        const audience = (await inject('GET', '/api/announcements/audience', callers.moderator)).json();
        expect(audience).toEqual({ mailEnabled: enabled, confirmed: 1 });
        const announced = await inject('POST', `/api/news/${item.id}/announce`, callers.moderator);
        if (enabled) {
          expect(announced.statusCode).toBe(202);
          expect(announced.json()).toEqual({ queued: 1 });
          await smtp!.waitFor(`confirmed-${mail}@example.org`);
        } else {
          expect(announced.statusCode).toBe(409);
          expect(announced.json().message).toBe(ANNOUNCE_REFUSED.noMail);
          expect(await countRows(test.app, 'announcements')).toBe(0);
        }
      });
    });
  }
}

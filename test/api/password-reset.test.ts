import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/sessions.ts';
import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_DONE_MESSAGE,
  RESET_TOKEN_MESSAGES,
} from '../../src/shared/password-reset.ts';
import { decodeQuotedPrintable, resetTokenFrom, startSmtp } from '../support/smtp.ts';
import { createTestApp, createUser, ENGINES, type TestApp } from '../support/test-app.ts';

const NEW_PASSWORD = 'Quiet-Meadow-58';

for (const engine of ENGINES) {
  describe(`password reset API [${engine}]`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(engine, {
        smtp: { url: smtp.url, from: 'website@example.org', contactTo: 'manager@example.org' },
        publicUrl: 'https://hoa.example.org',
      });
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    const forgot = (email: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const reset = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const resetsOf = (userId: string) =>
      t.app.db.selectFrom('accountTokens').selectAll().where('userId', '=', userId).execute();

    /** Asks for a link for `user` and returns the token from the mail. */
    async function mailedToken(email: string, nth = 1): Promise<string> {
      const res = await forgot(email);
      expect(res.statusCode).toBe(202);
      const mails = await smtp.waitFor(email, nth);
      return resetTokenFrom(mails[nth - 1]!.raw);
    }

    it('says that mail is available, on its own endpoint and with the community', async () => {
      const own = await t.app.inject({ method: 'GET', url: '/api/auth/password-reset' });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ mailEnabled: true });
      const community = await t.app.inject({ method: 'GET', url: '/api/community' });
      expect(community.json().mailEnabled).toBe(true);
    });

    it('mails a one-hour link to an existing account, storing only a digest of the token', async () => {
      const user = await createUser(t.app, 'USER');
      const res = await forgot(user.user.email.toUpperCase());
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      const [mail] = await smtp.waitFor(user.user.email);
      expect(mail!.from).toBe('website@example.org');
      const text = decodeQuotedPrintable(mail!.raw);
      expect(text).toContain('https://hoa.example.org/reset-password?token=');
      expect(text).toMatch(/Subject: Reset your password for /);
      expect(text).toContain('one hour');
      const token = resetTokenFrom(mail!.raw);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await resetsOf(user.user.id);
      expect(row!.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row!.usedAt).toBeNull();
      expect(Date.parse(row!.expiresAt) - Date.parse(row!.createdAt)).toBe(3_600_000);
    });

    it('answers an unknown email exactly as a known one, and mails nothing', async () => {
      const before = smtp.messages.length;
      const unknown = await forgot('nobody-here@example.org');
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      // A known account asked for afterwards: when its mail is here, the unknown one would be too.
      const user = await createUser(t.app, 'USER');
      const known = await forgot(user.user.email);
      expect(known.body).toBe(unknown.body);
      expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
      await smtp.waitFor(user.user.email);
      expect(smtp.messages.length).toBe(before + 1);
      expect(smtp.messages.some((m) => m.to.includes('nobody-here@example.org'))).toBe(false);
    });

    it.each([
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: 42 }, 'Must be text'],
      [{ email: `${'a'.repeat(250)}@example.org` }, 'Email cannot exceed 254 characters'],
      [{}, 'Email is required'],
    ])('refuses %j with 400', async (payload, message) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('sets the new password once, ends every session and spends every open link', async () => {
      const user = await createUser(t.app, 'USER');
      const first = await mailedToken(user.user.email, 1);
      const second = await mailedToken(user.user.email, 2);
      const res = await reset({ token: second, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: RESET_DONE_MESSAGE });

      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
      expect(me.statusCode).toBe(401);
      expect((await login(user.user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.user.email, NEW_PASSWORD)).statusCode).toBe(200);

      for (const token of [second, first]) {
        const again = await reset({ token, password: 'Other-Garden-77', confirmPassword: 'Other-Garden-77' });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toMatchObject({
          message: RESET_TOKEN_MESSAGES.used,
          errors: [{ path: 'token', message: RESET_TOKEN_MESSAGES.used }],
        });
      }
      expect((await login(user.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired link with 400 and changes nothing', async () => {
      const user = await createUser(t.app, 'USER');
      const token = await mailedToken(user.user.email);
      await t.app.db
        .updateTable('accountTokens')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('tokenHash', '=', hashToken(token))
        .execute();
      const res = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RESET_TOKEN_MESSAGES.expired);
      expect((await login(user.user.email, user.password)).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).statusCode,
      ).toBe(200);
    });

    it.each(['made-up-token', 'A'.repeat(43), 'x'])(
      'refuses the made-up token %s with 400',
      async (token) => {
        const res = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(RESET_TOKEN_MESSAGES.unknown);
      },
    );

    it.each([
      [{ password: 'password1', confirmPassword: 'password1' }, 'password', 'This password is too common'],
      [{ password: 'abc', confirmPassword: 'abc' }, 'password', 'Password must be at least 6 characters'],
      [
        { password: 'has space1', confirmPassword: 'has space1' },
        'password',
        'Password cannot contain spaces',
      ],
      [
        { password: NEW_PASSWORD, confirmPassword: 'Other-Value-1' },
        'confirmPassword',
        'Passwords do not match',
      ],
      [{ password: NEW_PASSWORD, confirmPassword: '' }, 'confirmPassword', 'Confirm Password is required'],
      [{ password: NEW_PASSWORD }, 'confirmPassword', 'Confirm Password is required'],
    ])('refuses %j with 400 on %s, and the link still works afterwards', async (body, path, message) => {
      const user = await createUser(t.app, 'USER');
      const token = await mailedToken(user.user.email);
      const res = await reset({ token, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
      expect((await login(user.user.email, user.password)).statusCode).toBe(200);
      const ok = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(ok.statusCode).toBe(200);
    });

    it.each([[{}], [{ token: '' }], [{ token: 'x'.repeat(201) }], [{ token: 5 }]])(
      'refuses a missing or malformed token %j with 400',
      async (body) => {
        const res = await reset({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body });
        expect(res.statusCode).toBe(400);
        expect(typeof res.json().message).toBe('string');
      },
    );

    it('keeps at most three live links per account, so the form cannot flood a mailbox', async () => {
      const user = await createUser(t.app, 'USER');
      for (let i = 1; i <= 3; i += 1) await mailedToken(user.user.email, i);
      const fourth = await forgot(user.user.email);
      expect(fourth.statusCode).toBe(202);
      expect(fourth.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      expect(await resetsOf(user.user.id)).toHaveLength(3);
    });

    it('answers before looking the account up, so an unknown email costs the answer the same', async () => {
      const user = await createUser(t.app, 'USER');
      // With the accounts out of reach, an answer that waited for the lookup would fail: this one
      // does not, because everything that depends on the account happens after it.
      await sql`alter table users rename to users_away`.execute(t.app.db);
      try {
        const known = await forgot(user.user.email);
        const unknown = await forgot('nobody-at-all@example.org');
        expect(known.statusCode).toBe(202);
        expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
        expect(known.body).toBe(unknown.body);
      } finally {
        await sql`alter table users_away rename to users`.execute(t.app.db);
      }
      // And with the accounts back, the link arrives as before.
      await mailedToken(user.user.email);
    });
  });

  describe(`password reset without SMTP [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { smtp: null });
    });
    afterAll(async () => t?.close());

    it('reports mail as unavailable, answers the same way and stores no link', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/password-reset' })).json()).toEqual({
        mailEnabled: false,
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/community' })).json().mailEnabled).toBe(false);
      const user = await createUser(t.app, 'USER');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.user.email },
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      const rows = await t.app.db.selectFrom('accountTokens').selectAll().execute();
      expect(rows).toHaveLength(0);
    });
  });

  it(`shares the per-IP auth limit with login [${engine}]`, async () => {
    const t = await createTestApp(engine, { authRateLimit: 3, smtp: null });
    try {
      const from = { remoteAddress: '10.0.0.9' };
      const statuses = [
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email: 'a@example.org' },
            ...from,
          })
        ).statusCode,
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'a@example.org', password: 'Wrong-Pass-1' },
            ...from,
          })
        ).statusCode,
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/reset-password',
            payload: { token: 'abc', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
            ...from,
          })
        ).statusCode,
      ];
      expect(statuses).toEqual([202, 401, 400]);
      const limited = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'abc', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        ...from,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'a@example.org' },
        ...from,
      });
      expect(forgot.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/sessions.ts';
import { ACCOUNT_CONFLICTS, VERIFY_TOKEN_MESSAGES, WRONG_PASSWORD } from '../../src/shared/account.ts';
import { RESET_TOKEN_MESSAGES } from '../../src/shared/password-reset.ts';
import { decodeQuotedPrintable, resetTokenFrom, startSmtp } from '../support/smtp.ts';
import {
  countRows,
  createCallers,
  createTestApp,
  createUser,
  ENGINES,
  type TestApp,
  type TestUser,
} from '../support/test-app.ts';

const NEW_PASSWORD = 'Quiet-Meadow-58';
const ACCOUNT_KEYS = [
  '_id',
  'address',
  'directory',
  'email',
  'emailVerified',
  'home',
  'id',
  'notifications',
  'phone',
  'relation',
  'residentStatus',
  'role',
  'username',
];

/** The verification link's token from a raw mail. */
function verifyTokenFrom(raw: string): string {
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error('no verification link in the mail');
  return match[1]!;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

for (const engine of ENGINES) {
  describe(`resident accounts with SMTP [${engine}]`, () => {
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

    const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const account = (who: TestUser) => call('GET', '/api/account', who.headers);
    const verify = (token: unknown) => call('POST', '/api/auth/verify-email', {}, { token });
    const login = (email: string, password: string) =>
      call('POST', '/api/auth/login', {}, { email, password });
    const rowOf = (id: string) =>
      t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const sessionCount = async (id: string) =>
      (await t.app.db.selectFrom('sessions').select('id').where('userId', '=', id).execute()).length;
    const auditOf = (id: string) =>
      t.app.db.selectFrom('auditLog').selectAll().where('objectId', '=', id).orderBy('createdAt').execute();

    async function register(name: string) {
      const email = `${name}@example.org`;
      const res = await call(
        'POST',
        '/api/auth/register',
        {},
        { username: name, email, password: 'Correct-Horse-9', confirmPassword: 'Correct-Horse-9' },
      );
      expect(res.statusCode).toBe(201);
      const { token, user } = res.json();
      return { email, user, headers: { authorization: `Bearer ${token}` } };
    }

    it('registering mails a one-time 24-hour link; the link verifies the address once', async () => {
      const reg = await register('verify_me');
      expect(reg.user.emailVerified).toBe(false);
      const [mail] = await smtp.waitFor(reg.email);
      const text = decodeQuotedPrintable(mail!.raw);
      expect(text).toMatch(/Subject: Confirm your email address for /);
      expect(text).toContain('https://hoa.example.org/verify-email?token=');
      expect(text).toContain('24 hours');
      const token = verifyTokenFrom(mail!.raw);
      const [row] = await t.app.db
        .selectFrom('accountTokens')
        .selectAll()
        .where('userId', '=', reg.user.id)
        .execute();
      expect(row).toMatchObject({ purpose: 'verify-email', email: reg.email, tokenHash: hashToken(token) });
      expect(Date.parse(row!.expiresAt) - Date.parse(row!.createdAt)).toBe(24 * 3_600_000);

      const before = await call('GET', '/api/account', reg.headers);
      expect(before.json().emailVerified).toBe(false);
      const res = await verify(token);
      expect(res.statusCode).toBe(204);
      const after = await call('GET', '/api/account', reg.headers);
      expect(after.json().emailVerified).toBe(true);
      // Single use.
      const again = await verify(token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: VERIFY_TOKEN_MESSAGES.used,
        errors: [{ path: 'token', message: VERIFY_TOKEN_MESSAGES.used }],
      });
      const [entry] = (await auditOf(reg.user.id)).filter((e) => e.action === 'verify');
      expect(entry).toMatchObject({ kind: 'account', actorName: 'verify_me' });
    });

    it('refuses an expired, unknown, reset or malformed token with 400 and verifies nothing', async () => {
      const reg = await register('expired_link');
      const token = verifyTokenFrom((await smtp.waitFor(reg.email))[0]!.raw);
      await t.app.db
        .updateTable('accountTokens')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('tokenHash', '=', hashToken(token))
        .execute();
      const expired = await verify(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(VERIFY_TOKEN_MESSAGES.expired);
      expect((await verify('no-such-token')).json().message).toBe(VERIFY_TOKEN_MESSAGES.unknown);
      // A reset link is not a verification link.
      await call('POST', '/api/auth/forgot-password', {}, { email: reg.email });
      const resetMail = (await smtp.waitFor(reg.email, 2)).find((m) => m.raw.includes('reset-password'));
      expect((await verify(resetTokenFrom(resetMail!.raw))).json().message).toBe(
        VERIFY_TOKEN_MESSAGES.unknown,
      );
      for (const bad of [undefined, '', 42, 'x'.repeat(201)]) {
        expect((await verify(bad)).statusCode).toBe(400);
      }
      expect((await rowOf(reg.user.id)).emailVerifiedAt).toBeNull();
    });

    it('resends a fresh link from the account (signed in), at most three live ones, none once verified', async () => {
      const reg = await register('resend_me');
      await smtp.waitFor(reg.email);
      expect((await call('POST', '/api/account/verify-email')).statusCode).toBe(401);
      const res = await call('POST', '/api/account/verify-email', reg.headers);
      expect(res.statusCode).toBe(204);
      const mails = await smtp.waitFor(reg.email, 2);
      expect((await call('POST', '/api/account/verify-email', reg.headers)).statusCode).toBe(204);
      const over = await call('POST', '/api/account/verify-email', reg.headers);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(ACCOUNT_CONFLICTS.tooManyLinks);
      expect((await verify(verifyTokenFrom(mails[1]!.raw))).statusCode).toBe(204);
      // Using one spends the others for the same address.
      expect((await verify(verifyTokenFrom(mails[0]!.raw))).json().message).toBe(VERIFY_TOKEN_MESSAGES.used);
      const done = await call('POST', '/api/account/verify-email', reg.headers);
      expect(done.statusCode).toBe(409);
      expect(done.json().message).toBe(ACCOUNT_CONFLICTS.alreadyVerified);
    });

    it('GET /api/account answers exactly the account of the caller', async () => {
      const user = await createUser(t.app, 'USER');
      const res = await account(user);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(ACCOUNT_KEYS);
      expect(res.json()).toEqual({
        id: user.user.id,
        _id: user.user.id,
        username: user.user.username,
        email: user.user.email,
        role: 'USER',
        emailVerified: false,
        address: null,
        residentStatus: 'none',
        notifications: { news: false, events: false },
        home: null,
        relation: null,
        phone: null,
        directory: { listed: false, showEmail: false, showPhone: false, showAddress: false },
      });
      const moderator = await createUser(t.app, 'MODERATOR');
      expect((await account(moderator)).json()).toMatchObject({
        role: 'MODERATOR',
        residentStatus: 'approved',
      });
    });

    it('PATCH /api/account changes the username, address and notification choices, and audits it', async () => {
      const user = await createUser(t.app, 'USER');
      const res = await call('PATCH', '/api/account', user.headers, {
        username: 'Renamed.Resident',
        address: '  12 Maple Court ',
        notifications: { news: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        username: 'Renamed.Resident',
        address: '12 Maple Court',
        notifications: { news: true, events: false },
      });
      const events = await call('PATCH', '/api/account', user.headers, { notifications: { events: true } });
      expect(events.json().notifications).toEqual({ news: true, events: true });
      expect((await account(user)).json()).toMatchObject({ username: 'Renamed.Resident' });
      const cleared = await call('PATCH', '/api/account', user.headers, { address: '' });
      expect(cleared.json().address).toBeNull();
      expect((await auditOf(user.user.id)).map((e) => e.action)).toEqual(['update', 'update', 'update']);
    });

    it.each([
      ['', {}, 'Send at least one field to change'],
      ['username', { username: 'no spaces allowed' }, 'Username cannot contain spaces'],
      ['address', { address: 'x'.repeat(201) }, 'Address cannot exceed 200 characters'],
      ['notifications.news', { notifications: { news: 'yes' } }, 'News must be true or false'],
      ['notifications', { notifications: 'all' }, 'Notifications must be an object'],
    ])('PATCH /api/account refuses a bad %s with 400 and changes nothing', async (path, body, message) => {
      const user = await createUser(t.app, 'USER');
      const before = await rowOf(user.user.id);
      const res = await call('PATCH', '/api/account', user.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
      expect(await rowOf(user.user.id)).toEqual(before);
    });

    it('PATCH /api/account refuses a username another account has (any case) with 409', async () => {
      const other = await createUser(t.app, 'USER', 'taken_name');
      const user = await createUser(t.app, 'USER');
      const res = await call('PATCH', '/api/account', user.headers, { username: 'TAKEN_NAME' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This username is already taken');
      expect((await rowOf(user.user.id)).username).toBe(user.user.username);
      expect(other.user.username).toBe('taken_name');
    });

    it('changing the password needs the current one and ends every other session of the user', async () => {
      const user = await createUser(t.app, 'USER');
      const elsewhere = await login(user.user.email, user.password);
      const otherHeaders = { authorization: `Bearer ${elsewhere.json().token}` };
      expect(await sessionCount(user.user.id)).toBe(2);
      const before = (await rowOf(user.user.id)).passwordHash;

      const wrong = await call('POST', '/api/account/password', user.headers, {
        currentPassword: 'Not-My-Password-1',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ path: 'currentPassword', message: WRONG_PASSWORD }]);
      const common = await call('POST', '/api/account/password', user.headers, {
        currentPassword: user.password,
        newPassword: 'password123',
        confirmPassword: 'password123',
      });
      expect(common.statusCode).toBe(400);
      expect(common.json().errors).toEqual([{ path: 'newPassword', message: 'This password is too common' }]);
      const mismatch = await call('POST', '/api/account/password', user.headers, {
        currentPassword: user.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: 'Something-Else-7',
      });
      expect(mismatch.json().errors).toContainEqual({
        path: 'confirmPassword',
        message: 'Passwords do not match',
      });
      expect((await rowOf(user.user.id)).passwordHash).toBe(before);
      expect(await sessionCount(user.user.id)).toBe(2);

      const res = await call('POST', '/api/account/password', user.headers, {
        currentPassword: user.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(204);
      expect((await call('GET', '/api/auth/me', user.headers)).statusCode).toBe(200);
      expect((await call('GET', '/api/auth/me', otherHeaders)).statusCode).toBe(401);
      expect(await sessionCount(user.user.id)).toBe(1);
      expect((await login(user.user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await auditOf(user.user.id)).map((e) => e.action)).toContain('password');
    });

    it('an email change waits for the link mailed to the new address, then applies it', async () => {
      const user = await createUser(t.app, 'USER');
      const oldReset = await call('POST', '/api/auth/forgot-password', {}, { email: user.user.email });
      expect(oldReset.statusCode).toBe(202);
      const resetToken = resetTokenFrom((await smtp.waitFor(user.user.email))[0]!.raw);

      const wrong = await call('POST', '/api/account/email', user.headers, {
        email: 'new.home@example.org',
        password: 'Not-My-Password-1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ path: 'password', message: WRONG_PASSWORD }]);
      const other = await createUser(t.app, 'USER');
      const taken = await call('POST', '/api/account/email', user.headers, {
        email: other.user.email.toUpperCase(),
        password: user.password,
      });
      expect(taken.statusCode).toBe(409);
      const same = await call('POST', '/api/account/email', user.headers, {
        email: user.user.email,
        password: user.password,
      });
      expect(same.statusCode).toBe(409);
      const bad = await call('POST', '/api/account/email', user.headers, {
        email: 'nope',
        password: user.password,
      });
      expect(bad.statusCode).toBe(400);

      const res = await call('POST', '/api/account/email', user.headers, {
        email: 'New.Home@Example.org',
        password: user.password,
      });
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toContain('new.home@example.org');
      // Nothing changes before the new address is proven.
      expect((await account(user)).json().email).toBe(user.user.email);
      const [mail] = await smtp.waitFor('new.home@example.org');
      expect((await verify(verifyTokenFrom(mail!.raw))).statusCode).toBe(204);
      expect((await account(user)).json()).toMatchObject({
        email: 'new.home@example.org',
        emailVerified: true,
      });
      expect((await login('new.home@example.org', user.password)).statusCode).toBe(200);
      expect((await login(user.user.email, user.password)).statusCode).toBe(401);
      // A reset link mailed to the old address no longer works.
      const reset = await call(
        'POST',
        '/api/auth/reset-password',
        {},
        {
          token: resetToken,
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
      );
      expect(reset.json().message).toBe(RESET_TOKEN_MESSAGES.used);
      expect((await auditOf(user.user.id)).map((e) => e.action)).toEqual(['email', 'email']);
    });

    it('an email change is refused at verification when the address was taken meanwhile', async () => {
      const user = await createUser(t.app, 'USER');
      await call('POST', '/api/account/email', user.headers, {
        email: 'race@example.org',
        password: user.password,
      });
      const token = verifyTokenFrom((await smtp.waitFor('race@example.org'))[0]!.raw);
      await register('race');
      const res = await verify(token);
      expect(res.statusCode).toBe(409);
      expect((await rowOf(user.user.id)).email).toBe(user.user.email);
    });

    it('a resident asks with their address; an admin approves or declines and the resident is mailed', async () => {
      const admin = await createUser(t.app, 'ADMIN');
      const user = await createUser(t.app, 'USER');
      const bad = await call('POST', '/api/account/resident-request', user.headers, { address: '  ' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual({ path: 'address', message: 'Address is required' });
      expect((await rowOf(user.user.id)).residentStatus).toBe('none');

      const asked = await call('POST', '/api/account/resident-request', user.headers, {
        address: '4 Birch Lane',
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toMatchObject({ residentStatus: 'pending', address: '4 Birch Lane' });
      const pending = await call('GET', '/api/user?residentStatus=pending', admin.headers);
      expect(pending.json().map((u: { id: string }) => u.id)).toContain(user.user.id);
      expect(pending.json().every((u: { residentStatus: string }) => u.residentStatus === 'pending')).toBe(
        true,
      );

      const approved = await call('POST', `/api/user/${user.user.id}/resident`, admin.headers, {
        approved: true,
      });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ id: user.user.id, residentStatus: 'approved' });
      const [mail] = await smtp.waitFor(user.user.email);
      const text = decodeQuotedPrintable(mail!.raw);
      expect(text).toMatch(/Subject: You are an approved resident of /);
      expect(text).toContain('4 Birch Lane');
      const approvedList = await call('GET', '/api/user?residentStatus=approved', admin.headers);
      const ids = approvedList.json().map((u: { id: string }) => u.id);
      expect(ids).toContain(user.user.id);
      expect(ids).toContain(admin.user.id); // staff count as approved
      const again = await call('POST', '/api/account/resident-request', user.headers, {
        address: '4 Birch Lane',
      });
      expect(again.statusCode).toBe(409);

      // A new address is reviewed again.
      const moved = await call('PATCH', '/api/account', user.headers, { address: '9 Elm Street' });
      expect(moved.json().residentStatus).toBe('pending');
      const declined = await call('POST', `/api/user/${user.user.id}/resident`, admin.headers, {
        approved: false,
      });
      expect(declined.json().residentStatus).toBe('none');
      const mails = await smtp.waitFor(user.user.email, 2);
      expect(decodeQuotedPrintable(mails[1]!.raw)).toMatch(/could not approve your request/);
      const actions = (await auditOf(user.user.id)).map((e) => `${e.kind}:${e.action}`);
      expect(actions).toEqual(['account:resident', 'user:resident', 'account:update', 'user:resident']);
    });

    it('refuses bad decisions with 400, unknown users with 404, staff with 409, changing nothing', async () => {
      const admin = await createUser(t.app, 'ADMIN');
      const user = await createUser(t.app, 'USER');
      for (const body of [{}, { approved: 'yes' }, { approved: 1 }]) {
        const res = await call('POST', `/api/user/${user.user.id}/resident`, admin.headers, body);
        expect(res.statusCode).toBe(400);
      }
      const missing = await call(
        'POST',
        '/api/user/aaaaaaaa-0000-4000-8000-000000000000/resident',
        admin.headers,
        {
          approved: true,
        },
      );
      expect(missing.statusCode).toBe(404);
      const moderator = await createUser(t.app, 'MODERATOR');
      const staff = await call('POST', `/api/user/${moderator.user.id}/resident`, admin.headers, {
        approved: false,
      });
      expect(staff.statusCode).toBe(409);
      expect((await rowOf(user.user.id)).residentStatus).toBe('none');
      const badFilter = await call('GET', '/api/user?residentStatus=maybe', admin.headers);
      expect(badFilter.statusCode).toBe(400);
    });

    it('lists users by whether their email is verified', async () => {
      const admin = await createUser(t.app, 'ADMIN');
      const reg = await register('listed_verified');
      await verify(verifyTokenFrom((await smtp.waitFor(reg.email))[0]!.raw));
      const verified = (await call('GET', '/api/user?emailVerified=true', admin.headers)).json();
      const unverified = (await call('GET', '/api/user?emailVerified=false', admin.headers)).json();
      expect(verified.map((u: { id: string }) => u.id)).toContain(reg.user.id);
      expect(verified.every((u: { emailVerified: boolean }) => u.emailVerified)).toBe(true);
      expect(unverified.map((u: { id: string }) => u.id)).toContain(admin.user.id);
      expect(unverified.some((u: { id: string }) => u.id === reg.user.id)).toBe(false);
    });

    it('an admin mails a user a reset link (202); the link works once', async () => {
      const admin = await createUser(t.app, 'ADMIN');
      const user = await createUser(t.app, 'USER');
      const res = await call('POST', `/api/user/${user.user.id}/password-reset`, admin.headers);
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toContain(user.user.email);
      const token = resetTokenFrom((await smtp.waitFor(user.user.email))[0]!.raw);
      const body = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      expect((await call('POST', '/api/auth/reset-password', {}, body)).statusCode).toBe(200);
      expect((await call('POST', '/api/auth/reset-password', {}, body)).statusCode).toBe(400);
      expect((await login(user.user.email, NEW_PASSWORD)).statusCode).toBe(200);
      const [entry] = await auditOf(user.user.id);
      expect(entry).toMatchObject({ action: 'reset-link', kind: 'user', actorId: admin.user.id });
      const missing = await call(
        'POST',
        '/api/user/aaaaaaaa-0000-4000-8000-000000000000/password-reset',
        admin.headers,
      );
      expect(missing.statusCode).toBe(404);
    });

    it('deleting the account needs the password; the account and its sessions go', async () => {
      const user = await createUser(t.app, 'USER');
      const wrong = await call('DELETE', '/api/account', user.headers, { password: 'Not-My-Password-1' });
      expect(wrong.statusCode).toBe(400);
      expect((await call('DELETE', '/api/account', user.headers, {})).statusCode).toBe(400);
      expect(await rowOf(user.user.id)).toBeDefined();
      const res = await call('DELETE', '/api/account', user.headers, { password: user.password });
      expect(res.statusCode).toBe(204);
      expect(await sessionCount(user.user.id)).toBe(0);
      expect((await call('GET', '/api/account', user.headers)).statusCode).toBe(401);
      expect((await login(user.user.email, user.password)).statusCode).toBe(401);
      const entries = await auditOf(user.user.id);
      expect(entries.map((e) => e.action)).toEqual(['delete']);
    });

    it('the last admin cannot delete their account (409)', async () => {
      const admin = await createUser(t.app, 'ADMIN');
      await t.app.db
        .updateTable('users')
        .set({ role: 'USER' })
        .where('role', '=', 'ADMIN')
        .where('id', '!=', admin.user.id)
        .execute();
      const res = await call('DELETE', '/api/account', admin.headers, { password: admin.password });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ACCOUNT_CONFLICTS.lastAdmin);
      expect((await rowOf(admin.user.id)).role).toBe('ADMIN');
      await createUser(t.app, 'ADMIN');
      expect(
        (await call('DELETE', '/api/account', admin.headers, { password: admin.password })).statusCode,
      ).toBe(204);
    });

    const SELF_ROUTES: [Method, string, () => unknown][] = [
      ['GET', '/api/account', () => undefined],
      ['PATCH', '/api/account', () => ({ notifications: { news: true } })],
      ['POST', '/api/account/resident-request', () => ({ address: '1 Oak Road' })],
      ['POST', '/api/account/verify-email', () => undefined],
    ];
    it.each(['anonymous', 'user', 'moderator', 'admin'] as const)(
      'the account routes answer %s for their own account only (anonymous: 401)',
      async (who) => {
        const callers = await createCallers(t.app);
        for (const [method, url, body] of SELF_ROUTES) {
          const res = await call(method, url, callers[who], body());
          if (who === 'anonymous') {
            expect(res.statusCode, `${method} ${url}`).toBe(401);
            continue;
          }
          if (url.endsWith('resident-request') && who !== 'user') {
            expect(res.statusCode).toBe(409); // staff are residents already
          } else if (url.endsWith('verify-email')) {
            expect(res.statusCode).toBe(204);
          } else {
            expect(res.statusCode, `${method} ${url}`).toBe(200);
          }
        }
        for (const [method, url] of [
          ['POST', '/api/account/password'],
          ['POST', '/api/account/email'],
          ['DELETE', '/api/account'],
        ] as const) {
          const res = await call(method, url, callers[who], { password: 'x', currentPassword: 'x' });
          expect(res.statusCode, `${method} ${url}`).toBe(who === 'anonymous' ? 401 : 400);
        }
      },
    );

    it.each([
      ['anonymous', 401],
      ['user', 403],
      ['moderator', 403],
      ['admin', 200],
    ] as const)(
      'the admin account routes answer %s with %i and change only when allowed',
      async (who, status) => {
        const callers = await createCallers(t.app);
        const target = await createUser(t.app, 'USER');
        const before = await countRows(t.app, 'accountTokens');
        const decision = await call('POST', `/api/user/${target.user.id}/resident`, callers[who], {
          approved: true,
        });
        expect(decision.statusCode).toBe(status);
        expect((await rowOf(target.user.id)).residentStatus).toBe(status === 200 ? 'approved' : 'none');
        const reset = await call('POST', `/api/user/${target.user.id}/password-reset`, callers[who]);
        expect(reset.statusCode).toBe(status === 200 ? 202 : status);
        expect(await countRows(t.app, 'accountTokens')).toBe(before + (status === 200 ? 1 : 0));
        const list = await call('GET', '/api/user?residentStatus=approved', callers[who]);
        expect(list.statusCode).toBe(status);
      },
    );
  });

  describe(`resident accounts without SMTP [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { smtp: null, publicUrl: 'https://hoa.example.org' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('accounts stay unverified and work; verification and email changes are refused with 409', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: 'no_mail',
          email: 'no.mail@example.org',
          password: 'Correct-Horse-9',
          confirmPassword: 'Correct-Horse-9',
        },
      });
      expect(res.statusCode).toBe(201);
      const headers = { authorization: `Bearer ${res.json().token}` };
      expect(await countRows(t.app, 'accountTokens')).toBe(0);
      const account = await t.app.inject({ method: 'GET', url: '/api/account', headers });
      expect(account.json()).toMatchObject({ emailVerified: false, residentStatus: 'none' });
      const resend = await t.app.inject({ method: 'POST', url: '/api/account/verify-email', headers });
      expect(resend.statusCode).toBe(409);
      expect(resend.json().message).toBe(ACCOUNT_CONFLICTS.noMail);
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/account/email',
        headers,
        payload: { email: 'other@example.org', password: 'Correct-Horse-9' },
      });
      expect(change.statusCode).toBe(409);
      const request = await t.app.inject({
        method: 'POST',
        url: '/api/account/resident-request',
        headers,
        payload: { address: '7 Cedar Way' },
      });
      expect(request.json().residentStatus).toBe('pending');
    });

    it('an admin gets a one-time reset link to hand over (200 { resetUrl })', async () => {
      const admin = await createUser(t.app, 'ADMIN');
      const user = await createUser(t.app, 'USER');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/${user.user.id}/password-reset`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      const { resetUrl } = res.json();
      expect(resetUrl).toMatch(/^https:\/\/hoa\.example\.org\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      const token = new URL(resetUrl).searchParams.get('token');
      const body = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      const used = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: body });
      expect(used.statusCode).toBe(200);
      const again = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: body });
      expect(again.json().message).toBe(RESET_TOKEN_MESSAGES.used);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.user.email, password: NEW_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    });
  });

  describe(`resident accounts rate limits [${engine}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { authRateLimit: 2 });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('password guesses on the account share the per-IP auth budget (429)', async () => {
      const user = await createUser(t.app, 'USER');
      const guess = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/account/password',
          headers: user.headers,
          payload: { currentPassword: 'guess-1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        });
      expect((await guess()).statusCode).toBe(400);
      expect((await guess()).statusCode).toBe(400);
      const limited = await guess();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });
}

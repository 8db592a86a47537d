import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { exportSite } from '../../src/server/backup/export.ts';
import { rawDb, siteTables } from '../../src/server/backup/tables.ts';
import { decodeQuotedPrintable, mailingThrough } from '../support/smtp.ts';
import { mailHeader, startSmtp, type TestSmtp } from '../support/smtp.ts';
import { createTestApp, createUser, ENGINES, type TestApp } from '../support/test-app.ts';
import { factories } from '../support/factories.ts';

const PASSWORD = 'Pool-Opens-2026';
const NEW_PASSWORD = 'Quiet-Meadow-58';

/** Every link token a raw mail carries (body parts and headers). */
function tokensOf(raw: string): string[] {
  const text = decodeQuotedPrintable(raw).replace(/\r?\n[ \t]+/g, ' ');
  return [...text.matchAll(/[?&]token=([A-Za-z0-9_-]{20,})/g)].map((m) => m[1]!);
}

/** Every value of every row of every table, as text: what a copy of the database gives an attacker. */
async function everyValue(app: FastifyInstance, engine: 'sqlite' | 'postgres'): Promise<string> {
  const raw = rawDb(app.db);
  const parts: string[] = [];
  for (const table of await siteTables(app.db, engine)) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(raw);
    for (const row of rows.rows) {
      for (const value of Object.values(row)) {
        parts.push(Buffer.isBuffer(value) ? value.toString('latin1') : String(value));
      }
    }
  }
  return parts.join('\n');
}

/** The SQLite database file and its WAL, byte for byte, as latin1 text to search. */
function sqliteFiles(test: TestApp): string {
  if (test.config.database.kind !== 'sqlite') return '';
  const file = test.config.database.file;
  return [file, `${file}-wal`]
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f).toString('latin1'))
    .join('\n');
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

for (const engine of ENGINES) {
  describe(`tokens at rest [${engine}]`, () => {
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

    const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = {}) =>
      test.app.inject({ method, url, payload, headers });
    const mailsTo = async (email: string, count = 1) => {
      await vi.waitFor(
        () => expect(smtp.messages.filter((m) => m.to.includes(email)).length).toBeGreaterThanOrEqual(count),
        { timeout: 10_000 },
      );
      return smtp.messages.filter((m) => m.to.includes(email));
    };

    it('after reset, verification, confirmation and announcement mails are sent, no copy of the database holds a token they carried', async () => {
      const admin = await createUser(test.app, 'ADMIN');
      // A sign-up (verification link), then "forgot password" (reset link) for the same person.
      const registered = await inject('POST', '/api/auth/register', {
        username: 'victim',
        email: 'victim@example.org',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(registered.statusCode).toBe(201);
      expect(
        (await inject('POST', '/api/auth/forgot-password', { email: 'victim@example.org' })).statusCode,
      ).toBe(202);
      // An admin's reset link, and an email change (a verification link to the new address).
      const helped = await createUser(test.app, 'USER');
      const adminReset = await inject(
        'POST',
        `/api/user/${helped.user.id}/password-reset`,
        {},
        admin.headers,
      );
      expect(adminReset.statusCode).toBe(202);
      const mover = await createUser(test.app, 'USER');
      const change = await inject(
        'POST',
        '/api/account/email',
        { email: 'moved@example.org', password: mover.password },
        mover.headers,
      );
      expect(change.statusCode).toBe(202);
      // A subscription (confirmation link), and a verified resident with news on: both get the announcement.
      expect((await inject('POST', '/api/subscriptions', { email: 'reader@example.org' })).statusCode).toBe(
        202,
      );
      const [confirmation] = await mailsTo('reader@example.org');
      const [confirmToken] = tokensOf(confirmation!.raw);
      expect((await inject('POST', '/api/subscriptions/confirm', { token: confirmToken })).statusCode).toBe(
        204,
      );
      const resident = await factories(test.app.db).user({ verified: true, notifyNews: true });
      const announced = await inject(
        'POST',
        '/api/news',
        {
          title: 'Pool opening',
          description: 'The pool opens on Saturday at 10 AM; please bring your key fob.',
          announce: true,
        },
        admin.headers,
      );
      expect(announced.statusCode).toBe(202);

      const mails = [
        ...(await mailsTo('victim@example.org', 2)),
        ...(await mailsTo(helped.user.email)),
        ...(await mailsTo('moved@example.org')),
        ...(await mailsTo('reader@example.org', 2)),
        ...(await mailsTo(resident.user.email)),
      ];
      const tokens = [...new Set(mails.flatMap((mail) => tokensOf(mail.raw)))];
      // Two verification, two reset, one confirmation and two unsubscribe tokens.
      expect(tokens.length).toBe(7);
      await vi.waitFor(
        async () => {
          const waiting = await test.app.db
            .selectFrom('mailOutbox')
            .select('id')
            .where('status', '!=', 'sent')
            .execute();
          expect(waiting).toEqual([]);
        },
        { timeout: 10_000 },
      );

      // The attacker's copies: every table and column, the SQLite file and its WAL, and the export.
      const values = await everyValue(test.app, engine);
      const files = sqliteFiles(test);
      const dir = mkdtempSync(path.join(tmpdir(), 'hoa-tokens-'));
      dirs.push(dir);
      const exported = path.join(dir, 'site.ndjson.gz');
      await exportSite(test.app.db, engine, exported);
      const exportText = gunzipSync(readFileSync(exported)).toString('utf8');
      for (const token of tokens) {
        expect(values).not.toContain(token);
        expect(files).not.toContain(token);
        expect(exportText).not.toContain(token);
      }
      expect(statSync(exported).mode & 0o777).toBe(0o600);

      // The tokens are real: the mailed ones work for the person who got them.
      const resetToken = tokensOf((await mailsTo('victim@example.org', 2))[1]!.raw)[0]!;
      const reset = await inject('POST', '/api/auth/reset-password', {
        token: resetToken,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const readerNews = (await mailsTo('reader@example.org', 2))[1]!;
      const oneClick = new URL(mailHeader(readerNews.raw, 'List-Unsubscribe')!.slice(1, -1));
      expect((await inject('POST', `${oneClick.pathname}${oneClick.search}`)).statusCode).toBe(204);
      const verifyToken = tokensOf((await mailsTo('moved@example.org'))[0]!.raw)[0]!;
      expect((await inject('POST', '/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(204);
    });

    it('an export overwrites an existing file readable by others and leaves it 0600', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'hoa-tokens-'));
      dirs.push(dir);
      const file = path.join(dir, 'old.ndjson.gz');
      writeFileSync(file, 'old', { mode: 0o644 });
      await exportSite(test.app.db, engine, file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    });

    it('a mail the server refuses goes again later with a new token, and only the mailed one works', async () => {
      const user = await createUser(test.app, 'USER');
      smtp.accepting = false;
      expect((await inject('POST', '/api/auth/forgot-password', { email: user.user.email })).statusCode).toBe(
        202,
      );
      await vi.waitFor(
        async () => {
          const row = await test.app.db
            .selectFrom('mailOutbox')
            .selectAll()
            .where('recipient', '=', user.user.email)
            .executeTakeFirst();
          expect(row?.attempts).toBeGreaterThanOrEqual(1);
          // Still waiting, and still without a token in it.
          expect(row).toMatchObject({ status: 'pending', tokenPurpose: 'password-reset' });
          expect(row!.textBody).toContain('/reset-password?token=TOKEN-MADE-WHEN-SENT');
        },
        { timeout: 10_000 },
      );
      smtp.accepting = true;
      const [mail] = await mailsTo(user.user.email);
      const token = tokensOf(mail!.raw)[0]!;
      const reset = await inject('POST', '/api/auth/reset-password', {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(reset.statusCode, reset.body).toBe(200);
    });

    it('a mail whose link was used before it left is not sent', async () => {
      const user = await createUser(test.app, 'USER');
      smtp.accepting = false;
      expect((await inject('POST', '/api/auth/forgot-password', { email: user.user.email })).statusCode).toBe(
        202,
      );
      const row = () =>
        test.app.db
          .selectFrom('mailOutbox')
          .selectAll()
          .where('recipient', '=', user.user.email)
          .executeTakeFirst();
      await vi.waitFor(async () => expect((await row())?.attempts).toBeGreaterThanOrEqual(1), {
        timeout: 10_000,
      });
      // Meanwhile every open reset link of the account is spent (the person reset it another way).
      await test.app.db
        .updateTable('accountTokens')
        .set({ usedAt: new Date().toISOString() })
        .where('userId', '=', user.user.id)
        .execute();
      // The next attempt finds no link to make a token for, and the mail is given up without going.
      await vi.waitFor(async () => expect((await row())?.lastError).toMatch(/^Not sent: its link was used/), {
        timeout: 10_000,
      });
      smtp.accepting = true;
      expect((await row())!.status).toBe('failed');
      expect(smtp.messages.filter((m) => m.to.includes(user.user.email))).toEqual([]);
    });
  });

  describe(`tokens at rest without SMTP [${engine}]`, () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp(engine, { smtp: null, publicUrl: 'https://hoa.example.org' });
    });
    afterAll(async () => test.close());

    it("an admin's reset link to hand over is made in the request; only its hash is stored", async () => {
      const admin = await createUser(test.app, 'ADMIN');
      const user = await createUser(test.app, 'USER');
      const res = await test.app.inject({
        method: 'POST',
        url: `/api/user/${user.user.id}/password-reset`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      const token = new URL(res.json().resetUrl).searchParams.get('token')!;
      expect(await everyValue(test.app, engine)).not.toContain(token);
      expect(sqliteFiles(test)).not.toContain(token);
      const reset = await test.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(reset.statusCode).toBe(200);
    });
  });
}

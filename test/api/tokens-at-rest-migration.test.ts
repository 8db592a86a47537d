import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { rawDb, siteTables } from '../../src/server/backup/tables.ts';
import { loadConfig, type DatabaseConfig } from '../../src/server/config.ts';
import { migrateToLatest, openDatabase } from '../../src/server/db/connection.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { decodeQuotedPrintable, mailingThrough } from '../support/smtp.ts';
import { mailHeader, startSmtp, type TestSmtp } from '../support/smtp.ts';
import { ENGINES, freshPostgres } from '../support/test-app.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const token = () => randomBytes(32).toString('base64url');
const NEW_PASSWORD = 'Quiet-Meadow-58';
/** The migration just before the one that moves tokens to hashes: a database of the last version. */
const BEFORE = Object.keys(migrations)[Object.keys(migrations).indexOf('009_tokens_at_rest') - 1]!;

/** Every value of every row of every table, as text. */
async function everyValue(app: FastifyInstance, engine: 'sqlite' | 'postgres'): Promise<string> {
  const parts: string[] = [];
  for (const table of await siteTables(app.db, engine)) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(
      rawDb(app.db),
    );
    for (const row of rows.rows) parts.push(...Object.values(row).map((v) => String(v)));
  }
  return parts.join('\n');
}

for (const engine of ENGINES) {
  describe(`upgrading a database that holds tokens in clear [${engine}]`, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hoa-upgrade-'));
    let database: DatabaseConfig;
    let drop = async () => {};
    let smtp: TestSmtp;
    let app: FastifyInstance;
    // What the old version stored in clear.
    const pendingReset = token();
    const sentVerification = token();
    const unsubscribe = token();
    const pendingConfirm = token();
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 3600_000).toISOString();

    beforeAll(async () => {
      smtp = await startSmtp();
      if (engine === 'postgres') {
        const fresh = await freshPostgres();
        database = { kind: 'postgres', url: fresh.url };
        drop = fresh.drop;
      } else {
        database = { kind: 'sqlite', file: path.join(dir, 'old.sqlite') };
      }
      // The database as the last version left it: clear unsubscribe tokens, links in stored mails.
      const old = openDatabase(database);
      const { error } = await new Migrator({
        db: old,
        provider: { getMigrations: async () => migrations },
      }).migrateTo(BEFORE);
      expect(error).toBeUndefined();
      const raw = rawDb(old);
      await raw
        .insertInto('users')
        .values({
          id: 'u1',
          username: 'jane',
          email: 'jane@example.org',
          password_hash: 'x',
          role: 'USER',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await raw
        .insertInto('account_tokens')
        .values(
          [
            { id: 't1', user_id: 'u1', token_hash: sha256(pendingReset), purpose: 'password-reset' },
            { id: 't2', user_id: 'u1', token_hash: sha256(sentVerification), purpose: 'verify-email' },
          ].map((t) => ({ ...t, expires_at: later, used_at: null, created_at: now })),
        )
        .execute();
      const subscriber = {
        confirm_sent_at: null,
        unsubscribed_at: null,
        created_at: now,
        updated_at: now,
      };
      await raw
        .insertInto('subscribers')
        .values([
          {
            ...subscriber,
            id: 's1',
            email: 'reader@example.org',
            status: 'confirmed',
            source: 'form',
            confirm_token_hash: null,
            confirm_expires_at: null,
            unsubscribe_token: unsubscribe,
            confirmed_at: now,
          },
          {
            ...subscriber,
            id: 's2',
            email: 'waiting@example.org',
            status: 'pending',
            source: 'form',
            confirm_token_hash: sha256(pendingConfirm),
            confirm_expires_at: later,
            unsubscribe_token: token(),
            confirmed_at: null,
          },
        ])
        .execute();
      const site = 'https://hoa.example.org';
      const mail = (id: string, kind: string, to: string, status: string, text: string) => ({
        id,
        kind,
        announcement_id: null,
        recipient: to,
        subject: `Mail ${id}`,
        text_body: text,
        html_body: null as string | null,
        headers: null as string | null,
        message_id: `<${id}@hoa.example.org>`,
        status,
        attempts: status === 'sent' ? 1 : 0,
        next_attempt_at: status === 'sent' ? null : now,
        lease_until: null,
        last_error: null,
        sent_at: status === 'sent' ? now : null,
        created_at: now,
      });
      const announcement = (id: string, status: string) => ({
        ...mail(
          id,
          'announcement',
          'reader@example.org',
          status,
          `Unsubscribe: ${site}/unsubscribe?token=${unsubscribe}`,
        ),
        html_body: `<a href="${site}/unsubscribe?token=${unsubscribe}">Unsubscribe</a>`,
        headers: JSON.stringify({
          'List-Unsubscribe': `<${site}/api/subscriptions/unsubscribe?token=${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }),
      });
      await raw
        .insertInto('mail_outbox')
        .values([
          mail(
            'm1',
            'account',
            'jane@example.org',
            'pending',
            `Reset: ${site}/reset-password?token=${pendingReset}`,
          ),
          mail(
            'm2',
            'account',
            'jane@example.org',
            'sent',
            `Verify: ${site}/verify-email?token=${sentVerification}`,
          ),
          announcement('m3', 'sent'),
          announcement('m4', 'pending'),
          mail(
            'm5',
            'subscription-confirm',
            'waiting@example.org',
            'pending',
            `Confirm: ${site}/confirm-subscription?token=${encodeURIComponent(pendingConfirm)}`,
          ),
        ])
        .execute();
      await old.destroy();

      // This version starts on it: migrations first, then the outbox sends what waits.
      const config = {
        ...loadConfig({}),
        database,
        dataDir: dir,
        seedDemo: false,
        clientDir: null,
        logLevel: 'silent',
        ...mailingThrough(smtp, { publicUrl: site }),
      };
      app = await buildApp(config, { logger: false });
      await migrateToLatest(app.db);
    });
    afterAll(async () => {
      await app?.close();
      await drop();
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const secrets = () => [pendingReset, sentVerification, unsubscribe, pendingConfirm];

    it('leaves no clear token in any table, nor in the SQLite file and its WAL', async () => {
      const values = await everyValue(app, engine);
      let files = '';
      if (database.kind === 'sqlite') {
        files = [database.file, `${database.file}-wal`]
          .filter((f) => existsSync(f))
          .map((f) => readFileSync(f).toString('latin1'))
          .join('\n');
        expect(files.length).toBeGreaterThan(0);
      }
      for (const secret of secrets()) {
        expect(values).not.toContain(secret);
        expect(files).not.toContain(secret);
      }
      const outbox = await app.db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();
      expect(outbox.map((m) => [m.id, m.status, m.tokenPurpose, m.tokenRecordId])).toEqual([
        ['m1', 'pending', 'password-reset', 't1'],
        ['m2', 'sent', null, null],
        ['m3', 'sent', null, null],
        ['m4', 'pending', 'unsubscribe', 's1'],
        ['m5', 'pending', 'subscription-confirm', 's2'],
      ]);
      expect(outbox[1]!.textBody).toBe('Verify: https://hoa.example.org/verify-email?token=removed');
      expect(outbox[3]!.headers).toContain('/api/subscriptions/unsubscribe?token=TOKEN-MADE-WHEN-SENT');
    });

    it('sends the mails that were waiting with fresh tokens that work, and the old unsubscribe link still works', async () => {
      await app.ready();
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(3), { timeout: 10_000 });
      const tokenIn = (to: string, pattern: RegExp) => {
        const mail = smtp.messages.find((m) => m.to.includes(to))!;
        return { mail, token: pattern.exec(decodeQuotedPrintable(mail.raw))![1]! };
      };
      const reset = tokenIn('jane@example.org', /reset-password\?token=([A-Za-z0-9_-]+)/);
      expect(reset.token).not.toBe(pendingReset);
      const used = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: reset.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(used.statusCode, used.body).toBe(200);

      const confirm = tokenIn('waiting@example.org', /confirm-subscription\?token=([A-Za-z0-9_-]+)/);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/subscriptions/confirm',
            payload: { token: confirm.token },
          })
        ).statusCode,
      ).toBe(204);

      // The link in the mail sent before the upgrade, and the one in the mail sent after it.
      const news = tokenIn('reader@example.org', /unsubscribe\?token=([A-Za-z0-9_-]+)/);
      const oneClick = new URL(mailHeader(news.mail.raw, 'List-Unsubscribe')!.slice(1, -1));
      expect(oneClick.searchParams.get('token')).toBe(news.token);
      for (const link of [unsubscribe, news.token]) {
        const res = await app.inject({ method: 'POST', url: `/api/subscriptions/unsubscribe?token=${link}` });
        expect(res.statusCode, res.body).toBe(204);
      }
      const reader = await app.db
        .selectFrom('subscribers')
        .select('status')
        .where('id', '=', 's1')
        .executeTakeFirstOrThrow();
      expect(reader.status).toBe('unsubscribed');
    });
  });
}

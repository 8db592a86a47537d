import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { AppConfig } from '../../src/server/config.ts';
import { envelopeOf, LEASE_MS, smtpOutboxTransport } from '../../src/server/mail/outbox.ts';
import { claimDueMail, INTERRUPTED, markSending, type OutgoingMail } from '../../src/server/mail/queries.ts';
import type { OutboxRow } from '../../src/server/mail/table.ts';
import { SendWindow } from '../../src/server/mail/send-window.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../../src/server/mail/backoff.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createTestApp, ENGINES, type TestApp } from '../support/test-app.ts';
import { freePort, mailHeader, startSmtp, type TestSmtp } from '../support/smtp.ts';

const smtpConfig = (port: number): Partial<AppConfig> => ({
  smtp: { url: `smtp://127.0.0.1:${port}`, from: 'website@example.org', contactTo: 'manager@example.org' },
  mailRetryMs: 50,
});

const mail = (n: number): OutgoingMail => ({
  kind: 'account',
  to: `person${n}@example.org`,
  subject: `Mail number ${n}`,
  text: `Hello number ${n}`,
});

describe('mail rate window', () => {
  it('lets MAIL_RATE_PER_MINUTE mails start at once, then the next one a minute after the oldest', () => {
    let now = 1_000_000;
    const window = new SendWindow(3, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(window.delay()).toBe(0);
      window.record();
      now += 1000;
    }
    // Three started at 0 s, 1 s and 2 s; it is now 3 s: the fourth waits until 60 s.
    expect(window.delay()).toBe(57_000);
    now += 57_000;
    expect(window.delay()).toBe(0);
    window.record();
    expect(window.delay()).toBe(1000);
  });

  it('reads MAIL_RATE_PER_MINUTE (default 60) and refuses a bad value', () => {
    expect(loadConfig({}).mailRatePerMinute).toBe(60);
    expect(loadConfig({ MAIL_RATE_PER_MINUTE: '5' }).mailRatePerMinute).toBe(5);
    expect(() => loadConfig({ MAIL_RATE_PER_MINUTE: '0' })).toThrow(/MAIL_RATE_PER_MINUTE/);
    expect(() => loadConfig({ MAIL_RATE_PER_MINUTE: 'fast' })).toThrow(/MAIL_RATE_PER_MINUTE/);
  });
});

for (const engine of ENGINES) {
  describe(`mail outbox [${engine}]`, () => {
    const apps: TestApp[] = [];
    const servers: TestSmtp[] = [];
    const extra: { close: () => Promise<void> }[] = [];
    afterEach(async () => {
      for (const app of extra.splice(0)) await app.close();
      for (const test of apps.splice(0)) await test.close();
      await Promise.all(servers.splice(0).map((s) => s.close()));
    });
    const smtpServer = async (port?: number) => {
      const server = await startSmtp(port);
      servers.push(server);
      return server;
    };
    const testApp = async (overrides: Partial<AppConfig>) => {
      const test = await createTestApp(engine, overrides);
      apps.push(test);
      return test;
    };
    const rows = (test: TestApp) =>
      test.app.db.selectFrom('mailOutbox').selectAll().orderBy('recipient').execute();

    it('stores mails as pending and sends them with their fixed Message-ID', async () => {
      const smtp = await smtpServer();
      const test = await testApp(smtpConfig(smtp.port));
      await test.app.outbox.store(test.app.db, [mail(1)]);
      const [stored] = await rows(test);
      expect(stored).toMatchObject({ status: 'pending', attempts: 0, recipient: 'person1@example.org' });
      expect(stored!.messageId).toMatch(/^<[0-9a-f-]+@localhost>$/);
      await test.app.ready();
      await vi.waitFor(async () => expect((await rows(test))[0]!.status).toBe('sent'), { timeout: 10_000 });
      expect(smtp.messages).toHaveLength(1);
      const raw = smtp.messages[0]!.raw;
      expect(mailHeader(raw, 'Message-ID')).toBe(stored!.messageId);
      expect(mailHeader(raw, 'Subject')).toBe('Mail number 1');
      expect((await rows(test))[0]).toMatchObject({
        attempts: 1,
        sentAt: expect.any(String),
        lastError: null,
      });
    });

    it('retries with a doubling wait while the server refuses (451), then sends exactly once', async () => {
      const smtp = await smtpServer();
      smtp.accepting = false;
      const test = await testApp(smtpConfig(smtp.port));
      await test.app.ready();
      await test.app.outbox.send([mail(1)]);
      await vi.waitFor(
        async () => {
          const [row] = await rows(test);
          expect(row!.attempts).toBeGreaterThanOrEqual(2);
          expect(row!.status).toBe('pending');
          expect(row!.lastError).toMatch(/451/);
          expect(row!.nextAttemptAt! > row!.createdAt).toBe(true);
        },
        { timeout: 10_000 },
      );
      smtp.accepting = true;
      await vi.waitFor(async () => expect((await rows(test))[0]!.status).toBe('sent'), { timeout: 15_000 });
      expect(smtp.messages).toHaveLength(1);
    });

    it('keeps mails while nothing listens and gives up (failed, still stored) after the last attempt', async () => {
      const port = await freePort();
      const test = await testApp(smtpConfig(port));
      await test.app.ready();
      await test.app.outbox.send([mail(1)]);
      await vi.waitFor(async () => expect((await rows(test))[0]!.attempts).toBeGreaterThanOrEqual(1), {
        timeout: 10_000,
      });
      // Only while the row is unclaimed (pending, no lease): landing between the sender's claim and its
      // markSending would leave one attempt more than the last. Retried until the row is between tries.
      await vi.waitFor(
        async () => {
          const { numUpdatedRows } = await test.app.db
            .updateTable('mailOutbox')
            .set({ attempts: MAX_DELIVERY_ATTEMPTS - 1, nextAttemptAt: new Date(0).toISOString() })
            .where('status', '=', 'pending')
            .where('leaseUntil', 'is', null)
            .executeTakeFirst();
          expect(numUpdatedRows).toBe(1n);
        },
        { timeout: 10_000 },
      );
      await vi.waitFor(async () => expect((await rows(test))[0]!.status).toBe('failed'), { timeout: 10_000 });
      expect((await rows(test))[0]).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, nextAttemptAt: null });
    });

    it('sends mails an earlier run left pending as soon as it starts', async () => {
      const smtp = await smtpServer();
      const test = await testApp(smtpConfig(smtp.port));
      // Stored by "an earlier run": the sender has not started yet.
      await test.app.outbox.store(test.app.db, [mail(1), mail(2)]);
      expect(smtp.messages).toHaveLength(0);
      await test.app.ready();
      await vi.waitFor(
        async () => expect((await rows(test)).map((r) => r.status)).toEqual(['sent', 'sent']),
        { timeout: 10_000 },
      );
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual([
        'person1@example.org',
        'person2@example.org',
      ]);
    });

    it('hands at most MAIL_RATE_PER_MINUTE mails a minute to the mail server', async () => {
      const smtp = await smtpServer();
      const test = await testApp({ ...smtpConfig(smtp.port), mailRatePerMinute: 2 });
      await test.app.outbox.store(test.app.db, [mail(1), mail(2), mail(3)]);
      await test.app.ready();
      // The SMTP server records a mail before it answers, and the row is marked sent only after the
      // answer: wait for the database, so the second row is no longer `sending`.
      await vi.waitFor(
        async () => expect((await rows(test)).filter((r) => r.status === 'sent')).toHaveLength(2),
        { timeout: 10_000 },
      );
      // The third waits for the window (a minute after the first): still pending and never tried.
      const third = (await rows(test)).find((r) => r.status !== 'sent')!;
      expect(third).toMatchObject({ status: 'pending', attempts: 0 });
      expect(smtp.messages).toHaveLength(2);
    });

    it('simulated crash between send and mark: the mail is not sent again after a restart', async () => {
      const smtp = await smtpServer();
      const first = await testApp(smtpConfig(smtp.port));
      const { app } = first;
      // Two mails stored; the first process claims both, hands the first to the mail server (which
      // accepts it) and dies before it can mark it sent: no markSent, no release of the claim.
      await app.outbox.store(app.db, [mail(1), mail(2)]);
      const leaseUntil = new Date(Date.now() + LEASE_MS).toISOString();
      const claimed = await claimDueMail(app.db, engine, new Date().toISOString(), leaseUntil, 20);
      expect(claimed.map((r) => r.recipient).sort()).toEqual(['person1@example.org', 'person2@example.org']);
      const [crashed, other] = claimed as [OutboxRow, OutboxRow];
      await markSending(app.db, crashed.id, leaseUntil);
      const transport = smtpOutboxTransport(first.config.smtp!);
      await transport.send(envelopeOf(crashed));
      transport.close();
      expect(smtp.messages).toHaveLength(1);

      // The dead process's lease runs out (five minutes later, moved here instead of waited for).
      const past = new Date(Date.now() - 1000).toISOString();
      await app.db.updateTable('mailOutbox').set({ leaseUntil: past }).execute();

      // A normal restart: a new process on the same database starts its sender.
      const restarted = await buildApp(first.config, { logger: false });
      extra.push(restarted);
      await restarted.ready();
      await vi.waitFor(
        async () => {
          const after = await rows(first);
          expect(after.find((r) => r.id === other.id)!.status).toBe('sent');
        },
        { timeout: 10_000 },
      );
      const after = await rows(first);
      expect(after.find((r) => r.id === crashed.id)).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: INTERRUPTED,
      });
      // The interrupted mail once (before the crash), the other once (after the restart); nothing twice.
      expect(smtp.messages.map((m) => m.to[0])).toEqual([crashed.recipient, other.recipient]);
      await restarted.outbox.kick();
      expect(smtp.messages).toHaveLength(2);
    });

    it('stops on close: finishes the mail in flight and hands the rest back, pending', async () => {
      const smtp = await smtpServer();
      smtp.delayMs = 300;
      const test = await testApp(smtpConfig(smtp.port));
      await test.app.outbox.store(test.app.db, [mail(1), mail(2), mail(3)]);
      await test.app.ready();
      await vi.waitFor(() => expect(smtp.started).toBe(1), { timeout: 10_000 });
      // Read the rows through a second app on the same database after the first one closed.
      const config = test.config;
      await test.app.close();
      expect(smtp.messages).toHaveLength(1);
      const reader = await buildApp({ ...config, smtp: null }, { logger: false });
      extra.push(reader);
      const after = await reader.db.selectFrom('mailOutbox').selectAll().orderBy('recipient').execute();
      expect(after.map((r) => r.status).sort()).toEqual(['pending', 'pending', 'sent']);
      expect(after.map((r) => r.leaseUntil)).toEqual([null, null, null]);
    });
  });
}

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../src/server/config.ts';
import { backoffMs, MAX_DELIVERY_ATTEMPTS } from '../../src/server/contact/delivery.ts';
import { defaultCommunity } from '../../src/shared/community/defaults.ts';
import { createTestApp, createUser, describeEachEngine, ENGINES, type TestApp } from '../support/test-app.ts';
import { freePort, mailBody, mailHeader, startSmtp, type TestSmtp } from '../support/smtp.ts';

const valid = {
  name: 'Jane Resident',
  email: 'jane.resident@example.org',
  subject: 'Broken street light',
  message: 'The street light at the corner of 36th Dr SE has been out for a week.',
};

const smtpConfig = (port: number): Partial<AppConfig> => ({
  smtp: { url: `smtp://127.0.0.1:${port}`, from: 'website@example.org', contactTo: 'manager@example.org' },
  mailRetryMs: 50,
});

describeEachEngine('contact API', (ctx) => {
  const send = (body: Record<string, unknown>, ip = '10.0.0.1') =>
    ctx().app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: ip });
  const count = async () =>
    Number(
      (
        await ctx()
          .app.db.selectFrom('contactMessages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a message first (status pending) and answers 201 with it', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject(valid);
    expect(body.id).toBe(body._id);
    const row = await ctx()
      .app.db.selectFrom('contactMessages')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ...valid,
      status: 'pending',
      attempts: 0,
      deliveredAt: null,
      ip: '10.0.0.1',
    });
  });

  it.each([
    ['name', 'Name is required', { ...valid, name: '' }],
    ['name', 'Name is required', { ...valid, name: undefined }],
    ['email', 'Email is required', { ...valid, email: '' }],
    ['email', 'Invalid email address', { ...valid, email: 'jane@example' }],
    ['email', 'Invalid email address', { ...valid, email: 'jane@example.c' }],
    ['email', 'Invalid email address', { ...valid, email: 'not an email' }],
    ['subject', 'Subject is required', { ...valid, subject: '   ' }],
    ['message', 'Message is required', { ...valid, message: '' }],
    ['message', 'Message must be at least 20 characters', { ...valid, message: 'Too short message' }],
    ['message', 'Message cannot exceed 5000 characters', { ...valid, message: 'x'.repeat(5001) }],
    ['name', 'Name cannot exceed 200 characters', { ...valid, name: 'x'.repeat(201) }],
    ['subject', 'Subject must be text', { ...valid, subject: ['array'] }],
  ])('refuses a bad %s with 400 (%s) and stores nothing', async (path, message, body) => {
    const before = await count();
    const res = await send(body as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await count()).toBe(before);
  });

  it('accepts an email in any case with a long top-level domain', async () => {
    expect((await send({ ...valid, email: 'JANE@Example.Community' })).statusCode).toBe(201);
  });

  it('answers a filled honeypot field as if accepted, and stores nothing', async () => {
    const before = await count();
    const res = await send({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(valid);
    expect(await count()).toBe(before);
  });

  it('without SMTP configured, keeps messages stored and pending', async () => {
    const res = await send({ ...valid, subject: 'Stored only' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const row = await ctx()
      .app.db.selectFrom('contactMessages')
      .select(['status', 'attempts'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', attempts: 0 });
  });
});

describe('contact backoff', () => {
  it('doubles the wait after each failure, from the retry interval, up to six hours', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(30, 60_000)).toBe(6 * 60 * 60 * 1000);
  });
});

for (const engine of ENGINES) {
  describe(`contact delivery [${engine}]`, () => {
    let test: TestApp | null = null;
    const servers: TestSmtp[] = [];
    afterEach(async () => {
      await test?.close();
      test = null;
      await Promise.all(servers.splice(0).map((s) => s.close()));
    });
    const smtpServer = async (port?: number) => {
      const server = await startSmtp(port);
      servers.push(server);
      return server;
    };
    const row = (id: string) =>
      test!.app.db.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const post = async (body: Record<string, unknown> = valid) => {
      const res = await test!.app.inject({ method: 'POST', url: '/api/contact', payload: body });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };

    it('mails the message to CONTACT_TO with the sender as reply-to', async () => {
      const smtp = await smtpServer();
      test = await createTestApp(engine, smtpConfig(smtp.port));
      const id = await post();
      await vi.waitFor(async () => expect((await row(id)).status).toBe('delivered'), { timeout: 10_000 });
      const stored = await row(id);
      expect(stored.attempts).toBe(1);
      expect(stored.deliveredAt).toEqual(expect.any(String));
      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0]!;
      expect(mail.to).toEqual(['manager@example.org']);
      expect(mail.from).toBe('website@example.org');
      expect(mailHeader(mail.raw, 'To')).toBe('manager@example.org');
      expect(mailHeader(mail.raw, 'Reply-To')).toBe('Jane Resident <jane.resident@example.org>');
      expect(mailHeader(mail.raw, 'Subject')).toBe(valid.subject);
      const body = mailBody(mail.raw);
      expect(body).toContain(valid.message);
      expect(body).toContain('From: Jane Resident <jane.resident@example.org>');
    });

    it('without CONTACT_TO, mails the manager saved in Settings at the time of sending', async () => {
      const smtp = await smtpServer();
      const config = smtpConfig(smtp.port);
      test = await createTestApp(engine, { ...config, smtp: { ...config.smtp!, contactTo: null } });
      const first = await post();
      await vi.waitFor(async () => expect((await row(first)).status).toBe('delivered'), { timeout: 10_000 });
      expect(smtp.messages.map((mail) => mail.to)).toEqual([[defaultCommunity.managerEmail]]);

      // The board changes the manager's email in Settings; the next message goes to the new address.
      const admin = await createUser(test.app, 'ADMIN');
      const saved = await test.app.inject({
        method: 'PUT',
        url: '/api/community/settings',
        headers: admin.headers,
        payload: { ...defaultCommunity, name: 'Maple Hollow HOA', managerEmail: 'new.manager@example.org' },
      });
      expect(saved.statusCode).toBe(200);
      const second = await post({ ...valid, subject: 'After the change' });
      await vi.waitFor(async () => expect((await row(second)).status).toBe('delivered'), { timeout: 10_000 });
      expect(smtp.messages).toHaveLength(2);
      const mail = smtp.messages[1]!;
      expect(mail.to).toEqual(['new.manager@example.org']);
      expect(mailHeader(mail.raw, 'To')).toBe('new.manager@example.org');
      expect(mailHeader(mail.raw, 'Subject')).toBe('After the change');
      // The mail names the community as it is now, too.
      expect(mailBody(mail.raw)).toContain('Sent with the contact form of Maple Hollow HOA');
    });

    it('keeps non-ASCII text and header-breaking input intact and harmless', async () => {
      const smtp = await smtpServer();
      test = await createTestApp(engine, smtpConfig(smtp.port));
      const id = await post({
        ...valid,
        name: 'Zoë Ørsted',
        subject: 'Hello\r\nBcc: victim@example.org',
        message: 'Café opening hours — could the pool open earlier on weekends? Thanks!',
      });
      await vi.waitFor(async () => expect((await row(id)).status).toBe('delivered'), { timeout: 10_000 });
      const mail = smtp.messages[0]!;
      expect(mail.to).toEqual(['manager@example.org']);
      expect(mail.raw).not.toMatch(/^Bcc:/im);
      expect(mailHeader(mail.raw, 'Subject')).toBe('Hello Bcc: victim@example.org');
      expect(mailHeader(mail.raw, 'Reply-To')).toMatch(/jane\.resident@example\.org>$/);
      expect(mailBody(mail.raw)).toContain('Café opening hours — could the pool open earlier');
    });

    it('keeps a message sent while nothing listens, and delivers it once the mail server is back', async () => {
      const port = await freePort();
      test = await createTestApp(engine, smtpConfig(port));
      const id = await post({ ...valid, subject: 'Sent while down' });
      await vi.waitFor(
        async () => {
          const r = await row(id);
          expect(r.attempts).toBeGreaterThanOrEqual(2);
          expect(r.status).toBe('pending');
          expect(r.lastError).toMatch(/ECONNREFUSED|connect/i);
          expect(r.nextAttemptAt! > r.createdAt).toBe(true);
        },
        { timeout: 10_000 },
      );
      const smtp = await smtpServer(port);
      await vi.waitFor(async () => expect((await row(id)).status).toBe('delivered'), { timeout: 15_000 });
      expect(smtp.messages).toHaveLength(1);
      expect(mailHeader(smtp.messages[0]!.raw, 'Subject')).toBe('Sent while down');
      expect((await row(id)).lastError).toBeNull();
    });

    it('retries while the mail server refuses (451), then delivers exactly once', async () => {
      const smtp = await smtpServer();
      smtp.accepting = false;
      test = await createTestApp(engine, smtpConfig(smtp.port));
      const id = await post({ ...valid, subject: 'Refused at first' });
      await vi.waitFor(
        async () => {
          const r = await row(id);
          expect(r.attempts).toBeGreaterThanOrEqual(1);
          expect(r.lastError).toMatch(/451/);
        },
        { timeout: 10_000 },
      );
      smtp.accepting = true;
      await vi.waitFor(async () => expect((await row(id)).status).toBe('delivered'), { timeout: 15_000 });
      expect(smtp.messages).toHaveLength(1);
      expect((await row(id)).attempts).toBeGreaterThanOrEqual(2);
    });

    it('marks a message failed after the last attempt, and keeps it', async () => {
      const port = await freePort();
      test = await createTestApp(engine, smtpConfig(port));
      const { app } = test;
      await app.ready();
      const id = await post({ ...valid, subject: 'Never deliverable' });
      await vi.waitFor(async () => expect((await row(id)).attempts).toBeGreaterThanOrEqual(1), {
        timeout: 10_000,
      });
      // Skip ahead to the last attempt rather than waiting through the whole backoff: the message's
      // mail in the outbox is what is retried (the message's own status follows it).
      // Only while the mail is unclaimed (pending, no lease): landing between the sender's claim and its
      // markSending would leave one attempt more than the last. Retried until the mail is between tries.
      await vi.waitFor(
        async () => {
          const { numUpdatedRows } = await app.db
            .updateTable('mailOutbox')
            .set({ attempts: MAX_DELIVERY_ATTEMPTS - 1, nextAttemptAt: new Date(0).toISOString() })
            .where('contactMessageId', '=', id)
            .where('status', '=', 'pending')
            .where('leaseUntil', 'is', null)
            .executeTakeFirst();
          expect(numUpdatedRows).toBe(1n);
        },
        { timeout: 10_000 },
      );
      await vi.waitFor(async () => expect((await row(id)).status).toBe('failed'), { timeout: 10_000 });
      expect(await row(id)).toMatchObject({
        attempts: MAX_DELIVERY_ATTEMPTS,
        nextAttemptAt: null,
        subject: 'Never deliverable',
      });
    });

    it('delivers messages left pending by an earlier run at start-up', async () => {
      const smtp = await smtpServer();
      test = await createTestApp(engine, smtpConfig(smtp.port));
      const { app } = test;
      const now = new Date().toISOString();
      await app.db
        .insertInto('contactMessages')
        .values({
          id: 'left-over-1',
          ...valid,
          status: 'pending',
          attempts: 3,
          nextAttemptAt: now,
          createdAt: now,
        })
        .execute();
      await app.ready();
      await vi.waitFor(async () => expect((await row('left-over-1')).status).toBe('delivered'), {
        timeout: 10_000,
      });
      expect(smtp.messages).toHaveLength(1);
    });

    it('stops the loop on close, finishing the attempt in flight first', async () => {
      const smtp = await smtpServer();
      smtp.delayMs = 300;
      test = await createTestApp(engine, smtpConfig(smtp.port));
      await post();
      await vi.waitFor(() => expect(smtp.started).toBe(1), { timeout: 10_000 });
      // The attempt is in flight (the mail server is still answering): close waits for it to finish
      // before the database goes away.
      await test.close();
      test = null;
      expect(smtp.messages).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages).toHaveLength(1);
    });
  });
}

describe('contact rate limit', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('sqlite', { contactRateLimit: 2 });
    return () => test.close();
  });

  it('allows CONTACT_RATE_LIMIT messages an hour per IP, then answers 429 with Retry-After', async () => {
    const send = (ip: string) =>
      test.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: ip });
    expect((await send('10.1.1.1')).statusCode).toBe(201);
    expect((await send('10.1.1.1')).statusCode).toBe(201);
    const limited = await send('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.1.1.2')).statusCode).toBe(201);
  });

  it('counts only messages that pass validation', async () => {
    const invalid = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...valid, message: 'too short' },
        remoteAddress: '10.1.1.3',
      });
    for (let i = 0; i < 4; i++) expect((await invalid()).statusCode).toBe(400);
    const ok = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      remoteAddress: '10.1.1.3',
    });
    expect(ok.statusCode).toBe(201);
  });
});

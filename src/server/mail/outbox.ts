import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/connection.ts';
import { nowIso } from '../db/ids.ts';
import type { Smtp } from './send.ts';
import { backoffMs, MAX_DELIVERY_ATTEMPTS } from './backoff.ts';
import {
  claimDueMail,
  failInterrupted,
  insertOutboxRows,
  markRefused,
  markSending,
  markSent,
  outboxRow,
  releaseClaims,
  TOKEN_SLOT,
  TOKEN_WITHDRAWN,
  type MailAttachment,
  type MailTokenPurpose,
  type OutgoingMail,
} from './queries.ts';
import type { SendWindow } from './send-window.ts';
import type { OutboxRow } from './table.ts';

/**
 * How long a claim holds a row. Far longer than one attempt can take (the transport's timeouts add
 * up to under a minute), so a row's lease runs out only when its worker is gone.
 */
export const LEASE_MS = 5 * 60 * 1000;
const BATCH = 20;

/** One mail as handed to the mail server: the stored row, with what a follower decided at send time. */
export interface Envelope {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  replyTo?: { name: string; address: string };
  messageId: string;
  attachments?: MailAttachment[];
}

/** Hands one mail to the mail server; resolves once the server accepted it. */
export type OutboxTransport = (mail: Envelope) => Promise<void>;

/**
 * A domain whose records are delivered by mail of one kind (the contact form): it may fill in the
 * envelope when the mail leaves (a recipient changed in Settings since), and hears each outcome.
 */
export interface MailFollower {
  prepare?: (row: OutboxRow, envelope: Envelope) => Promise<Envelope>;
  settled?: (row: OutboxRow) => Promise<void>;
}

/**
 * Makes a fresh one-time token for the record a mail's link opens and stores only its hash (replacing
 * the one an earlier attempt made, if any); undefined when the record no longer wants a link (used,
 * withdrawn, expired, gone), and then the mail is not sent.
 */
export type TokenIssuer = (recordId: string) => Promise<string | undefined>;

/** The envelope with the token put where the stored mail holds TOKEN_SLOT (text, HTML, headers). */
export function withToken(envelope: Envelope, token: string): Envelope {
  const fill = (value: string) => value.replaceAll(TOKEN_SLOT, token);
  return {
    ...envelope,
    subject: fill(envelope.subject),
    text: fill(envelope.text),
    html: envelope.html ? fill(envelope.html) : envelope.html,
    headers: Object.fromEntries(
      Object.entries(envelope.headers ?? {}).map(([name, value]) => [name, fill(value)]),
    ),
  };
}

/** The envelope a stored row describes on its own. */
export function envelopeOf(row: OutboxRow): Envelope {
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
    messageId: row.messageId,
    ...(row.attachments ? { attachments: JSON.parse(row.attachments) as MailAttachment[] } : {}),
  };
}

/**
 * The SMTP transport of the outbox: one pooled nodemailer connection, short timeouts. nodemailer
 * loads with the first mail that leaves, not with the process.
 */
export function smtpOutboxTransport(smtp: Smtp): { send: OutboxTransport; close: () => void } {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtp.url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as Parameters<typeof nodemailer.createTransport>[0]),
    ));
  return {
    send: async (mail) => {
      await (
        await open()
      ).sendMail({
        from: smtp.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        headers: mail.headers ?? {},
        messageId: mail.messageId,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
    },
    close: () => void transport?.then((open) => open.close()),
  };
}

/**
 * The stored outbox (docs/product/announcements.md; docs/operating.md, "Running several processes"). `store` writes mails in the caller's transaction, before the
 * request is answered; the sender mails them in the background:
 *   claim (a lease; SKIP LOCKED on PostgreSQL) -> mark `sending` -> SMTP -> mark `sent`.
 * A refusal or an unreachable server puts the row back with a doubling wait (MAIL_RETRY_MS, up to
 * 6 h) until the 10th attempt marks it failed. At most MAIL_RATE_PER_MINUTE mails a minute. A row
 * left `sending` by a worker that died is marked failed, never sent again (docs/product/announcements.md: "The exact guarantee").
 */
export class MailOutbox {
  readonly #app: FastifyInstance;
  readonly #transport: { send: OutboxTransport; close: () => void } | null;
  readonly #window: SendWindow;
  readonly #retryMs: number;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  readonly #stopping = new AbortController();
  readonly #followers = new Map<string, MailFollower>();
  readonly #issuers = new Map<string, TokenIssuer>();

  constructor(
    app: FastifyInstance,
    transport: { send: OutboxTransport; close: () => void } | null,
    window: SendWindow,
    retryMs: number,
  ) {
    this.#app = app;
    this.#transport = transport;
    this.#window = window;
    this.#retryMs = retryMs;
  }

  /** True when mail can leave (SMTP is configured); otherwise mails are stored only. */
  get enabled(): boolean {
    return this.#transport !== null;
  }

  /** Lets the domain that owns mails of `kind` shape them when they leave and hear how they ended. */
  follow(kind: OutgoingMail['kind'], follower: MailFollower): void {
    this.#followers.set(kind, follower);
  }

  /** Lets the domain that keeps tokens of `purpose` make the one each such mail carries as it leaves. */
  issueTokens(purpose: MailTokenPurpose, issuer: TokenIssuer): void {
    this.#issuers.set(purpose, issuer);
  }

  /** True while the sender runs (SMTP configured, not stopping). */
  get running(): boolean {
    return this.#transport !== null && !this.#stopping.signal.aborted;
  }

  /** Stores mails (in `db`, which may be the caller's transaction); the caller kicks after commit. */
  async store(db: Db, mails: OutgoingMail[]): Promise<number> {
    const host = new URL(this.#app.config.publicUrl).hostname || 'localhost';
    await insertOutboxRows(
      db,
      mails.map((mail) => outboxRow(mail, host)),
    );
    return mails.length;
  }

  /** Stores mails and starts sending them: for a caller with no transaction of its own. */
  async send(mails: OutgoingMail[]): Promise<void> {
    await this.store(this.#app.db, mails);
    void this.kick();
  }

  start(): void {
    if (!this.#transport || this.#timer || this.#stopping.signal.aborted) return;
    void this.kick();
    this.#timer = setInterval(() => void this.kick(), this.#retryMs);
    // The loop alone never keeps the process (or a test run) alive.
    this.#timer.unref();
  }

  /** Sends what is due now; one pass at a time, and a kick during a pass runs another after it. */
  kick(): Promise<void> {
    if (this.#stopping.signal.aborted || !this.#transport) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#drain()
      .catch((error: unknown) => this.#app.log.error({ err: error }, 'mail outbox pass failed'))
      .finally(() => {
        this.#running = null;
        if (this.#again && !this.#stopping.signal.aborted) {
          this.#again = false;
          void this.kick();
        }
      });
    return this.#running;
  }

  /** Stops the loop, finishes the mail in flight and hands the rest of its claim back. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
    this.#transport?.close();
  }

  async #drain(): Promise<void> {
    const db = this.#app.db;
    const interrupted = await failInterrupted(db, nowIso());
    if (interrupted.length > 0) {
      this.#app.log.warn(
        { count: interrupted.length },
        'mails interrupted while sending marked failed, not resent',
      );
      for (const row of interrupted) await this.#settled(row);
    }
    while (!this.#stopping.signal.aborted) {
      const leaseUntil = new Date(Date.now() + LEASE_MS).toISOString();
      const claimed = await claimDueMail(db, this.#app.config.database.kind, nowIso(), leaseUntil, BATCH);
      if (claimed.length === 0) return;
      for (const [index, row] of claimed.entries()) {
        await this.#window.wait(this.#stopping.signal);
        if (this.#stopping.signal.aborted) {
          await releaseClaims(
            db,
            claimed.slice(index).map((r) => r.id),
          );
          return;
        }
        await this.#attempt(row);
      }
    }
  }

  async #attempt(row: OutboxRow): Promise<void> {
    const db = this.#app.db;
    const follower = this.#followers.get(row.kind);
    await markSending(db, row.id, new Date(Date.now() + LEASE_MS).toISOString());
    this.#window.record();
    try {
      let envelope = envelopeOf(row);
      if (row.tokenPurpose) {
        const token = await this.#issueToken(row);
        if (token === undefined) {
          await this.#settled(await markRefused(db, row.id, TOKEN_WITHDRAWN, null));
          return;
        }
        envelope = withToken(envelope, token);
      }
      await this.#transport!.send(follower?.prepare ? await follower.prepare(row, envelope) : envelope);
    } catch (error) {
      const attempts = row.attempts + 1;
      const next =
        attempts >= MAX_DELIVERY_ATTEMPTS
          ? null
          : new Date(Date.now() + backoffMs(attempts, this.#retryMs)).toISOString();
      const reason = error instanceof Error ? error.message : String(error);
      await this.#settled(await markRefused(db, row.id, reason, next));
      this.#app.log.warn(
        { mailId: row.id, kind: row.kind, attempts, nextAttemptAt: next, reason },
        next ? 'mail not accepted; will retry' : 'mail not accepted; giving up',
      );
      return;
    }
    await this.#settled(await markSent(db, row.id));
  }

  /** A new token for the row's link, made now and never stored in clear (a new one at every attempt). */
  async #issueToken(row: OutboxRow): Promise<string | undefined> {
    const issuer = this.#issuers.get(row.tokenPurpose!);
    if (!issuer) throw new Error(`no issuer for ${row.tokenPurpose} tokens`);
    return row.tokenRecordId ? issuer(row.tokenRecordId) : undefined;
  }

  async #settled(row: OutboxRow | undefined): Promise<void> {
    const settled = row && this.#followers.get(row.kind)?.settled;
    if (settled) await settled(row);
  }
}

import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { nowIso } from '../db/ids.ts';
import { backoffMs, MAX_DELIVERY_ATTEMPTS } from '../mail/backoff.ts';
import { contactRecipient, type ContactMailer } from './mail.ts';
import { claimMessage, dueMessages, markAttemptFailed, markDelivered } from './queries.ts';
import type { ContactMessageRow } from './table.ts';
import type { SendWindow } from '../mail/send-window.ts';

/** How long one attempt may hold a message before another worker may take it over. */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 20;

// One retry rule for every mail the site sends (the outbox's too).
export { backoffMs, MAX_DELIVERY_ATTEMPTS } from '../mail/backoff.ts';

/**
 * Mails stored contact messages. A message is stored before anything is sent, so a mail server
 * that is down loses nothing: every `retryMs` the loop sends what is due, and each failure moves
 * that message's next attempt further out (exponential backoff) until MAX_DELIVERY_ATTEMPTS.
 * Messages left pending by an earlier run are sent at start-up.
 */
export class ContactDelivery {
  readonly #app: FastifyInstance;
  readonly #smtp: NonNullable<AppConfig['smtp']>;
  readonly #mailer: ContactMailer;
  readonly #retryMs: number;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;
  readonly #stopping = new AbortController();
  readonly #window: SendWindow;

  constructor(
    app: FastifyInstance,
    smtp: NonNullable<AppConfig['smtp']>,
    mailer: ContactMailer,
    retryMs: number,
    window: SendWindow,
  ) {
    this.#window = window;
    this.#app = app;
    this.#smtp = smtp;
    this.#mailer = mailer;
    this.#retryMs = retryMs;
  }

  start(): void {
    if (this.#timer || this.#stopped) return;
    void this.kick();
    this.#timer = setInterval(() => void this.kick(), this.#retryMs);
    // The loop alone never keeps the process (or a test run) alive.
    this.#timer.unref();
  }

  /** Sends what is due now; one pass at a time, and a kick during a pass runs another after it. */
  kick(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#drain()
      .catch((error: unknown) => this.#app.log.error({ err: error }, 'contact delivery pass failed'))
      .finally(() => {
        this.#running = null;
        if (this.#again && !this.#stopped) {
          this.#again = false;
          void this.kick();
        }
      });
    return this.#running;
  }

  /** Stops the loop and waits for the attempt in flight, so the database outlives it. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopping.abort();
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
    this.#mailer.close();
  }

  async #drain(): Promise<void> {
    const db = this.#app.db;
    for (let pass = 0; pass < 50 && !this.#stopped; pass += 1) {
      const now = nowIso();
      const due = await dueMessages(db, now, BATCH);
      if (due.length === 0) return;
      let sent = 0;
      for (const message of due) {
        // The mail rate limit is shared with the outbox: one budget for everything this process mails.
        await this.#window.wait(this.#stopping.signal);
        if (this.#stopped) return;
        const leaseUntil = new Date(Date.now() + LEASE_MS).toISOString();
        if (!(await claimMessage(db, message.id, now, leaseUntil))) continue;
        this.#window.record();
        await this.#attempt(message);
        sent += 1;
      }
      if (sent === 0) return;
    }
  }

  async #attempt(message: ContactMessageRow): Promise<void> {
    const db = this.#app.db;
    try {
      // The recipient and the name are read at each attempt: a change in Settings applies to the next mail.
      const community = await this.#app.community.read();
      await this.#mailer.send(message, contactRecipient(this.#smtp, community), {
        name: community.name,
        publicUrl: this.#app.config.publicUrl,
      });
    } catch (error) {
      const retryAt = new Date(Date.now() + backoffMs(message.attempts + 1, this.#retryMs)).toISOString();
      const reason = error instanceof Error ? error.message : String(error);
      const counted = await markAttemptFailed(db, message.id, reason, retryAt, MAX_DELIVERY_ATTEMPTS);
      const next = counted?.nextAttemptAt ?? null;
      this.#app.log.warn(
        { messageId: message.id, attempts: counted?.attempts, nextAttemptAt: next, reason },
        next ? 'contact message not delivered; will retry' : 'contact message not delivered; giving up',
      );
      return;
    }
    await markDelivered(db, message.id);
  }
}

const MINUTE = 60_000;

/**
 * The mail rate limit (MAIL_RATE_PER_MINUTE): at most `perMinute` mails handed to the mail server
 * in any 60 seconds, by this process. A sliding window rather than an even spacing, so a handful of
 * mails (a confirmation, a contact message) go at once and only a large announcement is spread out.
 */
export class SendWindow {
  readonly #perMinute: number;
  readonly #now: () => number;
  /** When each of the last (at most) `perMinute` mails started, oldest first. */
  readonly #starts: number[] = [];

  constructor(perMinute: number, now: () => number = Date.now) {
    this.#perMinute = perMinute;
    this.#now = now;
  }

  /** Milliseconds to wait before the next mail may start; 0 when it may start now. */
  delay(): number {
    if (this.#starts.length < this.#perMinute) return 0;
    return Math.max(0, this.#starts[0]! + MINUTE - this.#now());
  }

  /** Resolves when the next mail may start, or at once when `signal` aborts (the app is stopping). */
  async wait(signal: AbortSignal): Promise<void> {
    for (let delay = this.delay(); delay > 0 && !signal.aborted; delay = this.delay()) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, delay);
        signal.addEventListener('abort', done);
      });
    }
  }

  /** Records that a mail starts now. */
  record(): void {
    this.#starts.push(this.#now());
    while (this.#starts.length > this.#perMinute) this.#starts.shift();
  }
}

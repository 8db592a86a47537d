import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  receivedAt: string;
}

export interface TestSmtp {
  port: number;
  /** `smtp://127.0.0.1:PORT`, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** false: every message is answered "451 try again later", as a mail server in trouble would. */
  accepting: boolean;
  /** Milliseconds to wait before answering a message, like a slow mail server. */
  delayMs: number;
  /** Messages whose data has started to arrive (received or not). */
  started: number;
  /** Waits (bounded, 10 s) until `count` messages to `address` have arrived, and answers them. */
  waitFor: (address: string, count?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
}

/**
 * The one mail catcher of the test suites: a real SMTP server on 127.0.0.1 (a given port, or a
 * free one) that keeps what it receives. The API tests start one each; the browser tests run one
 * behind a small HTTP control (e2e/support/mail-catcher.ts).
 */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const state: TestSmtp = {
    port,
    url: '',
    messages: [],
    accepting: true,
    delayMs: 0,
    started: 0,
    waitFor: async (address, count = 1) => {
      for (let i = 0; i < 500; i += 1) {
        const found = state.messages.filter((m) => m.to.includes(address));
        if (found.length >= count) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${address} arrived`);
    },
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      state.started += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        if (!state.accepting) {
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        state.messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  state.port = typeof address === 'object' && address ? address.port : port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** A port on which nothing listens (it was free a moment ago). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The value of a header in a raw message (first occurrence, unfolded). */
export function mailHeader(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** The text body of a raw single-part message, quoted-printable decoded when needed. */
export function mailBody(raw: string): string {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = mailHeader(raw, 'Content-Transfer-Encoding') ?? '';
  if (encoding.toLowerCase() !== 'quoted-printable') return body.replace(/\r\n/g, '\n');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/\r\n/g, '\n')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A raw message with quoted-printable soft breaks and escapes undone (headers included). */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link's token from a raw reset mail. */
export function resetTokenFrom(raw: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error('no reset link in the mail');
  return match[1]!;
}

/**
 * The settings of an app that mails through this catcher: retries every 50 ms, no sending rate
 * limit in the way, absolute links on `publicUrl`.
 */
export function mailingThrough(
  smtp: TestSmtp,
  { from = 'site@example.org', publicUrl = 'https://hoa.example.org' } = {},
) {
  return {
    smtp: { url: smtp.url, from, contactTo: null },
    mailRetryMs: 50,
    mailRatePerMinute: 10_000,
    publicUrl,
  };
}

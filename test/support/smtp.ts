import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  messages: ReceivedMail[];
  /** false: every message is answered "451 try again later", as a mail server in trouble would. */
  accepting: boolean;
  /** Milliseconds to wait before answering a message, like a slow mail server. */
  delayMs: number;
  /** Messages whose data has started to arrive (received or not). */
  started: number;
  close: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (a given port, or a free one) that keeps what it receives. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const state: TestSmtp = {
    port,
    messages: [],
    accepting: true,
    delayMs: 0,
    started: 0,
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

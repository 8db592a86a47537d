/**
 * A real SMTP server for the browser tests: accepts every message on E2E_SMTP_PORT and lists what it
 * received as JSON on http://127.0.0.1:E2E_MAIL_API_PORT/messages (DELETE clears the list).
 * GET /down and /up make it refuse and accept mail again, for delivery-retry tests.
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

interface Received {
  from: string;
  to: string[];
  raw: string;
  receivedAt: string;
}

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
const apiPort = Number(process.env.E2E_MAIL_API_PORT ?? smtpPort + 1);
const messages: Received[] = [];
let accepting = true;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      if (!accepting) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
      messages.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    if (req.url === '/messages' && req.method === 'DELETE') messages.length = 0;
    if (req.url === '/down') accepting = false;
    if (req.url === '/up') accepting = true;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(messages));
  })
  .listen(apiPort, '127.0.0.1');

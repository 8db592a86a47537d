/**
 * The test suites' mail catcher (test/support/smtp.ts) for the browser tests: a real SMTP server on
 * E2E_SMTP_PORT, and what it received as JSON on http://127.0.0.1:E2E_MAIL_API_PORT/messages
 * (DELETE clears the list). GET /down and /up make it refuse and accept mail again, for
 * delivery-retry tests. Both ports come from playwright.config.ts, which asks for free ones.
 */
import http from 'node:http';
import { startSmtp } from '../../test/support/smtp.ts';

const smtp = await startSmtp(Number(process.env.E2E_SMTP_PORT));
const apiPort = Number(process.env.E2E_MAIL_API_PORT);

http
  .createServer((req, res) => {
    if (req.url === '/messages' && req.method === 'DELETE') smtp.messages.length = 0;
    if (req.url === '/down') smtp.accepting = false;
    if (req.url === '/up') smtp.accepting = true;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(smtp.messages));
  })
  .listen(apiPort, '127.0.0.1');

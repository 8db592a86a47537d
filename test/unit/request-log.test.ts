import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { OneLinePerRequest, redactUrl, serverLogger } from '../../src/server/http/request-log.ts';

it('keeps reset tokens and passwords out of request logs', () => {
  expect(redactUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=[redacted]&x=1');
  expect(redactUrl('/login?next=/events&password=hunter2')).toBe('/login?next=/events&password=[redacted]');
  expect(redactUrl('/api/events?from=2026-11-01')).toBe('/api/events?from=2026-11-01');
});

it('writes one line per request when it is answered: redacted URL, status and time', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: serverLogger('info', stream),
    logController: new OneLinePerRequest(),
  });
  app.get('/reset-password', async () => ({ ok: true }));
  app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });

  await app.inject({ method: 'GET', url: '/reset-password?token=secret' });
  await app.inject({ method: 'GET', url: '/quiet' });
  const requestLines = () => lines.filter((line) => 'req' in line);
  expect(requestLines()).toHaveLength(1);
  expect(requestLines()[0]).toMatchObject({
    msg: 'request completed',
    req: { method: 'GET', url: '/reset-password?token=[redacted]' },
    res: { statusCode: 200 },
  });
  expect(requestLines()[0]!.responseTime).toEqual(expect.any(Number));
  expect(JSON.stringify(lines)).not.toContain('secret');

  await app.inject({ method: 'GET', url: '/broken' });
  expect(requestLines().at(-1)).toMatchObject({ req: { url: '/broken' }, res: { statusCode: 500 } });
  await app.close();
});

import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OneLinePerRequest,
  redactUrl,
  serverLogger,
  summarizeCopies,
} from '../../src/server/http/request-log.ts';
import { logLines } from '../support/log-lines.ts';

it('keeps reset tokens and passwords out of request logs', () => {
  expect(redactUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=[redacted]&x=1');
  expect(redactUrl('/login?next=/events&password=hunter2')).toBe('/login?next=/events&password=[redacted]');
  expect(redactUrl('/api/events?from=2026-11-01')).toBe('/api/events?from=2026-11-01');
});

it('writes one line per request when it is answered: redacted URL, status and time', async () => {
  const { lines, stream } = logLines();
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

describe('answers served from copies', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are counted, not written one by one, and summed up by status once a period and at close', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { lines, stream } = logLines();
    const controller = new OneLinePerRequest();
    const app = Fastify({ logger: serverLogger('info', stream), logController: controller });
    // What the response cache does for the requests it answers with a copy.
    app.decorateRequest('servedFromCopy', false);
    app.addHook('onRequest', (request, _reply, done) => {
      request.servedFromCopy = request.url.startsWith('/copy');
      done();
    });
    app.get('/copy', async () => ({ ok: true }));
    app.get('/copy-missing', async (_request, reply) => reply.code(304).send());
    app.get('/fresh', async () => ({ ok: true }));
    summarizeCopies(app, controller, 1000);
    await app.ready();

    await app.inject({ method: 'GET', url: '/copy' });
    await app.inject({ method: 'GET', url: '/copy' });
    await app.inject({ method: 'GET', url: '/copy-missing' });
    await app.inject({ method: 'GET', url: '/fresh' });
    const requestLines = () => lines.filter((line) => 'req' in line);
    expect(requestLines()).toHaveLength(1);
    expect(requestLines()[0]).toMatchObject({ level: 30, req: { url: '/fresh' } });

    const summaries = () => lines.filter((line) => line.msg === 'answered from the response cache');
    expect(summaries()).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(summaries()).toEqual([
      expect.objectContaining({ level: 30, answers: 3, byStatus: { 200: 2, 304: 1 } }),
    ]);
    // Nothing served from a copy since: no line.
    vi.advanceTimersByTime(1000);
    expect(summaries()).toHaveLength(1);

    await app.inject({ method: 'GET', url: '/copy' });
    await app.close();
    expect(summaries().at(-1)).toMatchObject({ answers: 1, byStatus: { 200: 1 } });
    expect(summaries()).toHaveLength(2);
    // Closed: the summary's timer is gone.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('are written one by one at debug', async () => {
    const { lines, stream } = logLines();
    const app = Fastify({ logger: serverLogger('debug', stream), logController: new OneLinePerRequest() });
    app.decorateRequest('servedFromCopy', false);
    app.addHook('onRequest', (request, _reply, done) => {
      request.servedFromCopy = true;
      done();
    });
    app.get('/copy', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/copy' });
    expect(lines.filter((line) => 'req' in line)).toEqual([
      expect.objectContaining({
        level: 20,
        msg: 'request completed',
        req: expect.objectContaining({ url: '/copy' }),
      }),
    ]);
    await app.close();
  });
});

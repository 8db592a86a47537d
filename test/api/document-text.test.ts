import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { documentTextNote, type LibraryDocument } from '../../src/shared/documents/documents.ts';
import { multipartForm } from '../support/multipart.ts';
import { inflatingPdf, scannedPdf, textPdf } from '../support/pdf-fixtures.ts';
import { startHealthProbe, type HealthAnswer } from '../support/health-probe.ts';
import { createUser, describeEachEngine } from '../support/test-app.ts';

const MB = 1024 * 1024;

function upload(app: FastifyInstance, admin: Record<string, string>, title: string, pdf: Buffer) {
  const body = multipartForm({ title, visibility: 'public' }, [
    { field: 'file', name: `${title}.pdf`, type: 'application/pdf', data: pdf },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
}

async function search(app: FastifyInstance, q: string): Promise<LibraryDocument[]> {
  const res = await app.inject({ method: 'GET', url: `/api/documents?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ items: LibraryDocument[] }>().items;
}

/**
 * Uploads `pdf` while another process asks the server's /api/health over and over: answers the
 * upload's answer and the health answers that came back before the upload's did, while the server
 * was reading the PDF (its first bytes arrive in milliseconds).
 */
async function uploadWhileAskingHealth(
  app: FastifyInstance,
  admin: Record<string, string>,
  title: string,
  pdf: Buffer,
): Promise<{ answer: LightMyRequestResponse; healthWhileReading: HealthAnswer[] }> {
  const probe = startHealthProbe((app.server.address() as AddressInfo).port);
  // Let the probe start asking before the upload does.
  await new Promise((r) => setTimeout(r, 500));
  const answer = await upload(app, admin, title, pdf);
  const answered = Date.now();
  const health = await probe.stop();
  // A generous bound (a health check takes milliseconds): a server that holds every request while
  // it reads a PDF fails it, one that answers slowly on a loaded machine does not.
  for (const one of health) {
    expect(one.status).toBe(200);
    expect(one.ms).toBeLessThan(5000);
  }
  return { answer, healthWhileReading: health.filter((one) => one.at + one.ms < answered) };
}

describeEachEngine(
  'reading a PDF past the time limit',
  (ctx) => {
    let app: FastifyInstance;
    let admin: Record<string, string>;
    beforeAll(async () => {
      app = ctx().app;
      admin = (await createUser(app, 'ADMIN')).headers;
      await app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('stops reading at the time limit, keeps the document without its text and says why', async () => {
      // 200 pages that each show the same 10 MB of operators that draw nothing (10 KB deflated,
      // once): minutes of work for pdf.js, however fast the machine, against the 4 s this app allows.
      const pdf = await inflatingPdf(10_000_000, { pages: 200, operators: 'q Q\n' });
      const { answer, healthWhileReading } = await uploadWhileAskingHealth(app, admin, 'Slow bylaws', pdf);
      expect(healthWhileReading.length).toBeGreaterThanOrEqual(1);
      expect(answer.statusCode, answer.body).toBe(201);
      const document = answer.json<LibraryDocument>();
      expect(document.textState).toBe('too-slow');
      expect(documentTextNote(document.textState)).toMatch(/took longer than 30 seconds.*by its title only/);
      const found = await search(app, 'bylaws');
      expect(found.map((d) => [d.id, d.textState, d.snippet])).toEqual([[document.id, 'too-slow', null]]);
      const file = await app.inject({ method: 'GET', url: document.url });
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }, 60_000);
  },
  { pdfTextLimits: { timeMs: 4000, memoryBytes: 1024 * MB } },
);

describeEachEngine(
  'reading a PDF past the memory limit',
  (ctx) => {
    let app: FastifyInstance;
    let admin: Record<string, string>;
    beforeAll(async () => {
      app = ctx().app;
      admin = (await createUser(app, 'ADMIN')).headers;
      await app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('stops a PDF that inflates to more than the memory limit, keeps it without its text, and the server stays small', async () => {
      // 300 MB of white space deflated to 290 KB: pdf.js inflates all of it into ArrayBuffers.
      const pdf = await inflatingPdf(300_000_000, { operators: ' ' });
      expect(pdf.length).toBeLessThan(MB);
      const rssBefore = process.memoryUsage.rss();
      const { answer, healthWhileReading } = await uploadWhileAskingHealth(app, admin, 'Inflated plan', pdf);
      expect(healthWhileReading.length).toBeGreaterThanOrEqual(1);
      expect(answer.statusCode, answer.body).toBe(201);
      const document = answer.json<LibraryDocument>();
      expect(document.textState).toBe('too-large');
      expect(documentTextNote(document.textState)).toMatch(/more than 384 MB of memory.*by its title only/);
      expect((await search(app, 'inflated')).map((d) => d.id)).toEqual([document.id]);
      // The inflating happened elsewhere: this process did not take on the 300 MB.
      expect(process.memoryUsage.rss() - rssBefore).toBeLessThan(200 * MB);
    }, 60_000);
  },
  { pdfTextLimits: { timeMs: 120_000, memoryBytes: 200 * MB } },
);

describeEachEngine('reading a PDF\u2019s text', (ctx) => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = ctx().app;
    admin = (await createUser(app, 'ADMIN')).headers;
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers other requests while a PDF’s text is read, and stops at 2,000,000 characters', async () => {
    // 34 MB of text-showing operators deflated to 83 KB (the review's file of 82 KB): read on the
    // main thread, it held every request for 45 s.
    const pdf = await inflatingPdf(34_000_000);
    const { answer, healthWhileReading } = await uploadWhileAskingHealth(app, admin, 'Endless minutes', pdf);
    expect(healthWhileReading.length).toBeGreaterThanOrEqual(3);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().textState).toBe('partial');
    expect(documentTextNote('partial')).toMatch(/only its first 2,000,000 characters/);
    const [found] = await search(app, 'lorem endless');
    expect(found).toMatchObject({ title: 'Endless minutes', textState: 'partial' });
    expect(found!.snippet).toMatch(/^Lorem ipsum dolor sit amet/);
    // Room for a loaded machine; read on the main thread, this PDF took 30-45 s.
  }, 60_000);

  it('says whether a PDF was read whole or had no text; an image has none', async () => {
    const whole = await upload(app, admin, 'Pool rules', await textPdf(['Lifeguard on duty at noon.']));
    expect(whole.json().textState).toBe('indexed');
    const scan = await upload(app, admin, 'Plat map', await scannedPdf());
    expect(scan.json().textState).toBe('empty');
    expect(documentTextNote('empty')).toMatch(/No text was found/);
    expect(documentTextNote('indexed')).toBeNull();
    const listed = await app.inject({ method: 'GET', url: '/api/documents', headers: admin });
    const states = Object.fromEntries(
      listed.json<{ items: LibraryDocument[] }>().items.map((d) => [d.title, d.textState]),
    );
    expect(states).toMatchObject({ 'Pool rules': 'indexed', 'Plat map': 'empty' });
  });
});

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/server/seed/demo.ts';
import { CLIENT_DIR, ensureClientBuild, type Manifest } from '../support/client-build.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

describe('compression', () => {
  let ctx: TestApp;
  let manifest: Manifest;
  beforeAll(async () => {
    manifest = ensureClientBuild();
    ctx = await createTestApp('sqlite', { clientDir: CLIENT_DIR });
    await seedDemoContent(ctx.app.db, (await ctx.app.community.read()).timeZone);
  }, 180_000);
  afterAll(() => ctx?.close());

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  // The largest script of the build (the shared shell chunk): well above the threshold.
  const entryFile = () => {
    const scripts = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'));
    const size = (file: string) => statSync(path.join(CLIENT_DIR, file)).size;
    const largest = scripts.sort((a, b) => size(b) - size(a))[0];
    if (!largest) throw new Error('the manifest has no script');
    return largest;
  };

  describe.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('%s, as Accept-Encoding allows', (encoding, accept) => {
    it('compresses a server-rendered page on the fly', async () => {
      const res = await get('/faq', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.vary).toMatch(/cookie/i);
      const html = decoded(res);
      expect(html).toContain('<div id="root">');
      expect(html).toContain('Community Information');
    });

    it('serves a built asset precompressed by the build, byte for byte', async () => {
      const file = entryFile();
      const res = await get(`/${file}`, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toContain('immutable');
      const suffix = encoding === 'br' ? '.br' : '.gz';
      expect(res.rawPayload.equals(readFileSync(path.join(CLIENT_DIR, file + suffix)))).toBe(true);
      expect(decoded(res)).toBe(readFileSync(path.join(CLIENT_DIR, file), 'utf8'));
    });

    it.each(['/api/news', '/api/events', '/api/faqs', '/api/news.rss', '/api/events.ics'])(
      'compresses the public list or feed %s',
      async (url) => {
        const plain = await get(url);
        const res = await get(url, accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decoded(res)).toBe(plain.body);
      },
    );
  });

  it('sends tiny answers as they are', async () => {
    const res = await get('/api/health', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });

  it('sends everything as it is when the client accepts no encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      for (const url of ['/faq', `/${entryFile()}`, '/api/news']) {
        const res = await get(url, accept);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBeUndefined();
      }
    }
    const asset = await get(`/${entryFile()}`);
    expect(asset.body).toBe(readFileSync(path.join(CLIENT_DIR, entryFile()), 'utf8'));
  });
});

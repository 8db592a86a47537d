import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { uploadsDir } from '../../src/server/uploads/images.ts';
import { importDiskUploads } from '../../src/server/uploads/import.ts';
import { findUpload } from '../../src/server/uploads/queries.ts';
import { multipartFile } from '../support/multipart.ts';
import { countRows, createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

function square(colour: string, format: 'webp' | 'jpeg' | 'png' = 'webp'): Promise<Buffer> {
  const image = sharp({ create: { width: 24, height: 16, channels: 3, background: colour } });
  return image.toFormat(format).toBuffer();
}

describeEachEngine('uploads: import from DATA_DIR/uploads', (ctx) => {
  const webpName = `${'a'.repeat(32)}.webp`;
  const jpegName = 'legacy-photo.jpg';
  let webp: Buffer;
  let jpeg: Buffer;
  let dir: string;

  beforeAll(async () => {
    webp = await square('#224466');
    jpeg = await square('#884422', 'jpeg');
    dir = uploadsDir(ctx().config.dataDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, webpName), webp);
    writeFileSync(path.join(dir, jpegName), jpeg);
    // Not images, or not under a name an upload could have: skipped, never fatal.
    writeFileSync(path.join(dir, `${'b'.repeat(32)}.webp`), 'this is text, not an image');
    writeFileSync(path.join(dir, 'truncated.png'), (await square('#000000', 'png')).subarray(0, 40));
    writeFileSync(path.join(dir, 'notes.txt'), 'hello');
    writeFileSync(path.join(dir, `.${'c'.repeat(32)}.webp.part`), webp.subarray(0, 10));
    mkdirSync(path.join(dir, 'a-folder.webp'));
  });

  it('imports the valid images once, serves them at their old addresses and skips the rest', async () => {
    const { app } = ctx();
    const first = await importDiskUploads(app.db, dir, app.log);
    expect(first).toEqual({ imported: 2, present: 0, skipped: 3 });
    expect(await countRows(app, 'uploads')).toBe(2);
    expect(await countRows(app, 'storedFiles')).toBe(2);

    const servedWebp = await app.inject({ method: 'GET', url: `/uploads/${webpName}` });
    expect(servedWebp.statusCode).toBe(200);
    expect(servedWebp.headers['content-type']).toBe('image/webp');
    expect(servedWebp.rawPayload.equals(webp)).toBe(true);
    const servedJpeg = await app.inject({ method: 'GET', url: `/uploads/${jpegName}` });
    expect(servedJpeg.statusCode).toBe(200);
    expect(servedJpeg.headers['content-type']).toBe('image/jpeg');
    expect(servedJpeg.rawPayload.equals(jpeg)).toBe(true);
    for (const skipped of [`${'b'.repeat(32)}.webp`, 'truncated.png', 'notes.txt']) {
      expect((await app.inject({ method: 'GET', url: `/uploads/${skipped}` })).statusCode, skipped).toBe(404);
    }

    // A second start finds them in the store and stores nothing twice.
    const second = await importDiskUploads(app.db, dir, app.log);
    expect(second).toEqual({ imported: 0, present: 2, skipped: 3 });
    expect(await countRows(app, 'uploads')).toBe(2);
    expect(await countRows(app, 'storedFiles')).toBe(2);
    // The files on disk are left where they were.
    expect(readdirSync(dir)).toContain(webpName);
    expect(readdirSync(dir)).toContain(jpegName);
  });

  it('does nothing when DATA_DIR/uploads does not exist', async () => {
    const { app } = ctx();
    const missing = path.join(ctx().config.dataDir, 'no-such-folder');
    expect(existsSync(missing)).toBe(false);
    expect(await importDiskUploads(app.db, missing, app.log)).toEqual({
      imported: 0,
      present: 0,
      skipped: 0,
    });
  });
});

describeEachEngine('uploads: deleted with the last row that uses them', (ctx) => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
  });

  const upload = async (colour: string): Promise<string> => {
    const body = multipartFile('image', 'photo.png', 'image/png', await square(colour, 'png'));
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...callers.admin },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.url as string;
  };
  const status = async (url: string) => (await ctx().app.inject({ method: 'GET', url })).statusCode;
  const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await ctx().app.inject({ method, url, payload, headers: callers.admin });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (res.body ? res.json() : {}) as { id: string; hoa?: { id: string } };
  };
  const news = (image: string | null) =>
    send('POST', '/api/news', {
      title: 'Pool opening',
      description: 'The pool opens on Saturday at 10 AM; please bring your key fob.',
      image,
    });
  const member = async (imgUrl: string | null) =>
    (await send('POST', '/api/hoa', { fName: 'Grace', lName: 'Hopper', imgUrl })).hoa!.id;
  /** The upload's row and its bytes are both gone. */
  const expectGone = async (url: string) => {
    expect(await status(url)).toBe(404);
    expect(await findUpload(ctx().app.db, path.basename(url))).toBeUndefined();
  };

  it('deletes a news item’s image with the item: its address answers 404 and its bytes are gone', async () => {
    const { app } = ctx();
    const filesBefore = await countRows(app, 'storedFiles');
    const url = await upload('#aa0000');
    const item = await news(url);
    expect(await status(url)).toBe(200);
    expect(await countRows(app, 'storedFiles')).toBe(filesBefore + 1);
    await send('DELETE', `/api/news/${item.id}`);
    await expectGone(url);
    expect(await countRows(app, 'storedFiles')).toBe(filesBefore);
  });

  it('keeps an image two rows use until the second is deleted', async () => {
    const url = await upload('#00aa00');
    const first = await news(url);
    const board = await member(url);
    await send('DELETE', `/api/news/${first.id}`);
    expect(await status(url)).toBe(200);
    await send('DELETE', `/api/hoa/${board}`);
    await expectGone(url);

    // Two news items: the first delete leaves the image, the second takes it.
    const shared = await upload('#0000aa');
    const a = await news(shared);
    const b = await news(shared);
    await send('DELETE', `/api/news/${a.id}`);
    expect(await status(shared)).toBe(200);
    await send('DELETE', `/api/news/${b.id}`);
    await expectGone(shared);
  });

  it('deletes a replaced or removed image, and leaves an unchanged one', async () => {
    const old = await upload('#aaaa00');
    const item = await news(old);
    await send('PATCH', `/api/news/${item.id}`, { title: 'Pool opening (new time)' });
    expect(await status(old)).toBe(200);
    const replacement = await upload('#00aaaa');
    await send('PATCH', `/api/news/${item.id}`, { image: replacement });
    await expectGone(old);
    expect(await status(replacement)).toBe(200);

    const photo = await upload('#aa00aa');
    const board = await member(photo);
    await send('PATCH', `/api/hoa/${board}`, { imgUrl: null });
    await expectGone(photo);
    expect(await status(replacement)).toBe(200);
  });

  it('keeps an image the community settings show, and deletes it when they stop', async () => {
    const { app } = ctx();
    const hero = await upload('#123456');
    const item = await news(hero);
    const settings = await app.inject({
      method: 'GET',
      url: '/api/community/settings',
      headers: callers.admin,
    });
    const community = settings.json() as Record<string, unknown>;
    const put = (heroImage: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/community/settings',
        payload: { ...community, heroImage },
        headers: callers.admin,
      });
    expect((await put(hero)).statusCode).toBe(200);
    await send('DELETE', `/api/news/${item.id}`);
    expect(await status(hero)).toBe(200);
    expect((await put(community.heroImage)).statusCode).toBe(200);
    await expectGone(hero);
  });

  it('leaves addresses that are not uploads, and images no deleted row used, alone', async () => {
    const { app } = ctx();
    const unused = await upload('#654321');
    const files = await countRows(app, 'storedFiles');
    const item = await news('https://example.org/pool.jpg');
    await send('DELETE', `/api/news/${item.id}`);
    const unknown = await news('/uploads/0123456789abcdef0123456789abcdef.webp');
    await send('DELETE', `/api/news/${unknown.id}`);
    expect(await countRows(app, 'storedFiles')).toBe(files);
    expect(await status(unused)).toBe(200);
  });
});

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import icoEndec from 'ico-endec';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { readWholeFile } from '../files/store.ts';
import { MAX_INPUT_PIXELS } from '../uploads/images.ts';
import { findUpload, uploadName } from '../uploads/queries.ts';
import { loadSharp } from '../uploads/sharp.ts';

/**
 * The images made from the community's own: link-preview images (1200 x 630 JPEG), the installed
 * site's icons (PNG squares) and the favicon (ICO). They are made with sharp from an image of this
 * site (an upload in the file store, or a file of the built client such as /favicon.svg) and kept
 * in memory, keyed by the source's address and version (an upload's SHA-256; a file's size and
 * modification time), so a changed setting or file shows at once and an unchanged one costs nothing.
 */

/** What link previews are drawn at: the size Open Graph consumers recommend (1.91:1). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The favicon's sizes, in one ICO file. */
const FAVICON_SIZES = [16, 32, 48];

/** A source image of this site: what names it, a version that changes when it does, and its bytes. */
interface SourceFile {
  key: string;
  version: string;
  /** Drawn at a density (vector), not decoded as pixels. */
  svg: boolean;
  read: () => Promise<Buffer>;
}

/** http(s) addresses are used as they are (no request to another server is ever made for them). */
export function isSitePath(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//');
}

/** A short digest for cache-busting addresses (?v=): the same text always gives the same one. */
export function versionOf(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 12);
}

/**
 * The image behind an address on this site: /uploads/<name> in the file store, anything else a file
 * of the built client (public/). Null for an http(s) address, a path outside the client's folder
 * or one that names no image.
 */
export async function siteImageFile(config: AppConfig, db: Db, address: string): Promise<SourceFile | null> {
  if (!isSitePath(address)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(address.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const upload = uploadName(pathname);
  if (upload) {
    const stored = await findUpload(db, upload);
    if (!stored) return null;
    return { key: pathname, version: stored.sha256, svg: false, read: () => readWholeFile(db, stored) };
  }
  if (pathname.startsWith('/uploads/')) return null;
  const root = config.clientDir;
  const relative = pathname.slice(1);
  if (!root || !relative || relative === 'index.html') return null;
  const file = path.resolve(root, relative);
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return {
      key: file,
      version: versionOf(file, String(info.size), String(info.mtimeMs)),
      svg: file.toLowerCase().endsWith('.svg'),
      read: () => readFile(file),
    };
  } catch {
    return null;
  }
}

/** A small cache of made images; the oldest entry goes first when it is full. */
const made = new Map<string, Promise<Buffer>>();
const MAX_MADE = 64;

function remember(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const known = made.get(key);
  if (known) return known;
  const promise = make();
  made.set(key, promise);
  // A failure is not kept: the next request tries again (the file may be fixed meanwhile).
  promise.catch(() => made.delete(key));
  if (made.size > MAX_MADE) made.delete(made.keys().next().value!);
  return promise;
}

/** Decodes a source with the upload's limits: no image bombs, no truncated files. */
async function decode(source: SourceFile, density?: number) {
  const bytes = await source.read();
  const sharp = await loadSharp();
  return sharp(bytes, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    // SVG is drawn at this density, so a 32-unit icon is crisp at 512 px rather than scaled up.
    ...(density ? { density } : {}),
  });
}

/** Vector sources are rasterised at a density that gives at least `size` pixels. */
async function densityFor(source: SourceFile, size: number): Promise<number | undefined> {
  if (!source.svg) return undefined;
  const sharp = await loadSharp();
  const { width = size, height = size } = await sharp(await source.read()).metadata();
  return Math.min(2400, Math.ceil((72 * size) / Math.max(1, Math.min(width, height))));
}

/** The link-preview image of a source: 1200 x 630, filled (cropped to the middle), JPEG. */
export function previewImage(source: SourceFile): Promise<Buffer> {
  return remember(`preview:${source.key}:${source.version}`, async () => {
    const density = await densityFor(source, PREVIEW_SIZE.width);
    return (await decode(source, density))
      .rotate()
      .resize({ ...PREVIEW_SIZE, fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  });
}

/** A square PNG icon of a source, the whole image fitted in (transparent margins). */
export function squareIcon(source: SourceFile, size: number): Promise<Buffer> {
  return remember(`icon:${size}:${source.key}:${source.version}`, async () => {
    const density = await densityFor(source, size);
    return (await decode(source, density))
      .resize({ width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  });
}

/**
 * The apple-touch icon: iOS shows transparency as black, so the icon sits on the theme colour
 * instead.
 */
export function touchIcon(source: SourceFile, size: number, background: string): Promise<Buffer> {
  return remember(`touch:${size}:${background}:${source.key}:${source.version}`, async () => {
    const png = await squareIcon(source, size);
    const sharp = await loadSharp();
    return sharp(png).flatten({ background }).png().toBuffer();
  });
}

/** favicon.ico: the icon at 16, 32 and 48 px, PNG-encoded inside one ICO file (ico-endec). */
export function faviconIco(source: SourceFile): Promise<Buffer> {
  return remember(`ico:${source.key}:${source.version}`, async () =>
    icoEndec.encode(await Promise.all(FAVICON_SIZES.map((size) => squareIcon(source, size)))),
  );
}

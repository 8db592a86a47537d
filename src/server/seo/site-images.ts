import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import icoEndec from 'ico-endec';
import sharp from 'sharp';
import type { AppConfig } from '../config.ts';
import { MAX_INPUT_PIXELS, uploadsDir } from '../uploads/images.ts';

/**
 * The images made from the community's own: link-preview images (1200 x 630 JPEG), the installed
 * site's icons (PNG squares) and the favicon (ICO). They are made with sharp from an image of this
 * site (an upload, or a file of the built client such as /favicon.svg) and kept in memory, keyed
 * by the source file's path, size and modification time, so a changed setting or file shows at
 * once and an unchanged one costs nothing.
 */

/** What link previews are drawn at: the size Open Graph consumers recommend (1.91:1). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The favicon's sizes, in one ICO file. */
const FAVICON_SIZES = [16, 32, 48];

/** A source image of this site: the file and a version that changes when the file does. */
interface SourceFile {
  file: string;
  version: string;
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
 * The file behind an image address on this site: /uploads/... in DATA_DIR/uploads, anything else
 * a file of the built client (public/). Null for an http(s) address, a path outside those folders
 * or one that names no file.
 */
export async function siteImageFile(config: AppConfig, address: string): Promise<SourceFile | null> {
  if (!isSitePath(address)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(address.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const [root, relative] = pathname.startsWith('/uploads/')
    ? [uploadsDir(config.dataDir), pathname.slice('/uploads/'.length)]
    : [config.clientDir, pathname.slice(1)];
  if (!root || !relative || relative === 'index.html') return null;
  const file = path.resolve(root, relative);
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { file, version: versionOf(file, String(info.size), String(info.mtimeMs)) };
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
  const bytes = await readFile(source.file);
  return sharp(bytes, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    // SVG is drawn at this density, so a 32-unit icon is crisp at 512 px rather than scaled up.
    ...(density ? { density } : {}),
  });
}

/** Vector sources are rasterised at a density that gives at least `size` pixels. */
async function densityFor(source: SourceFile, size: number): Promise<number | undefined> {
  if (!source.file.toLowerCase().endsWith('.svg')) return undefined;
  const { width = size, height = size } = await sharp(await readFile(source.file)).metadata();
  return Math.min(2400, Math.ceil((72 * size) / Math.max(1, Math.min(width, height))));
}

/** The link-preview image of a source: 1200 x 630, filled (cropped to the middle), JPEG. */
export function previewImage(source: SourceFile): Promise<Buffer> {
  return remember(`preview:${source.file}:${source.version}`, async () => {
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
  return remember(`icon:${size}:${source.file}:${source.version}`, async () => {
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
  return remember(`touch:${size}:${background}:${source.file}:${source.version}`, async () => {
    const png = await squareIcon(source, size);
    return sharp(png).flatten({ background }).png().toBuffer();
  });
}

/** favicon.ico: the icon at 16, 32 and 48 px, PNG-encoded inside one ICO file (ico-endec). */
export function faviconIco(source: SourceFile): Promise<Buffer> {
  return remember(`ico:${source.file}:${source.version}`, async () =>
    icoEndec.encode(await Promise.all(FAVICON_SIZES.map((size) => squareIcon(source, size)))),
  );
}

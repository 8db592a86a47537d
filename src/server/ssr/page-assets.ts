import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The key of the entry chunk (index.html's script). */
function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('the build manifest has no entry chunk');
  return key;
}

/**
 * The JavaScript a page loads before it is interactive: the entry and its static imports, then the
 * page's own chunk (`src/client/<folder>/<Name>Page.tsx`) and its static imports, which the entry
 * loads before hydrating. Chunks loaded later (a form when it is shown, another page) are not in it.
 */
export function firstLoadFiles(manifest: Manifest, pageSourceFile: string | null): string[] {
  const files = staticClosure(manifest, entryKey(manifest), new Set());
  if (pageSourceFile) {
    if (!manifest[pageSourceFile]) throw new Error(`the build manifest has no chunk for ${pageSourceFile}`);
    staticClosure(manifest, pageSourceFile, files);
  }
  return [...files];
}

/**
 * `<link rel="modulepreload">` for the files a page needs beyond what index.html already names
 * (the entry's own imports), so the browser fetches the page's chunk alongside the entry rather
 * than after it has run.
 */
export function pagePreloadLinks(manifest: Manifest, pageSourceFile: string): string {
  const fromEntry = new Set(firstLoadFiles(manifest, null));
  return firstLoadFiles(manifest, pageSourceFile)
    .filter((file) => !fromEntry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CLIENT_DIR = path.resolve('dist/client');
export const MANIFEST_FILE = path.join(CLIENT_DIR, '.vite/manifest.json');

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

/**
 * The production client build, as `npm run build` made it. CI builds before `npm test`; run alone,
 * a test file builds it here when it is missing or older than its sources (the same check as
 * `npm start`), and fails, never skips, when the build fails. Vitest's global setup calls it once,
 * so test files running in parallel never build at the same time.
 */
export function ensureClientBuild(): Manifest {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (!existsSync(MANIFEST_FILE)) throw new Error(`no client build at ${CLIENT_DIR}: npm run build failed`);
  return JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Manifest;
}

export function readManifest(): Manifest {
  if (!existsSync(MANIFEST_FILE)) {
    throw new Error(`no client build at ${CLIENT_DIR}: run npm run build (vitest's global setup does)`);
  }
  return JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Manifest;
}

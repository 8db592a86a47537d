// Builds the client and the server (`npm run build`) when either build is missing or a source file
// is newer than it, so `npm start` after `npm install` (or after a pull) serves the current code.
// Test files and the browser tests' server may call it at the same time: a lock directory makes
// the second caller wait for the first build and then find it current.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

const markers = ['dist/client/.vite/manifest.json', 'dist/server/main.js'];
const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.server.config.ts',
  'scripts',
  'package.json',
];
const lock = 'dist/.build-lock';
const STALE_LOCK_MS = 5 * 60_000;

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

function acquireLock() {
  mkdirSync('dist', { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A build that crashed leaves its lock behind; no build takes five minutes.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > STALE_LOCK_MS)
        rmSync(lock, { force: true, recursive: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
}

acquireLock();
try {
  const built = Math.min(...markers.map((marker) => (existsSync(marker) ? statSync(marker).mtimeMs : 0)));
  if (built === 0 || Math.max(...sources.map(newest)) > built) {
    console.log(
      built === 0 ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…',
    );
    // Always a production build, whatever NODE_ENV the caller runs with (Vitest sets `test`, which
    // would make Vite build React's development JSX).
    execSync('npx vite build && npx vite build -c vite.server.config.ts', {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
} finally {
  rmSync(lock, { force: true, recursive: true });
}

// Builds the client when there is no build yet or a source file is newer than it,
// so `npm start` after `npm install` (or after a pull) serves the current code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

const marker = 'dist/client/.vite/manifest.json';
const sources = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
if (built === 0 || Math.max(...sources.map(newest)) > built) {
  console.log(
    built === 0 ? 'No client build yet: building…' : 'Sources changed since the last build: rebuilding…',
  );
  execSync('npx vite build', { stdio: 'inherit' });
}

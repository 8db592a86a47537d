import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The operators' configuration table (docs/operating.md) is the only description of the
 * environment an operator gets: it must name every variable `src/server/config.ts` reads, and no
 * variable it does not.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Every environment variable config.ts reads: `env.NAME`, `env['NAME']` or a helper's `(env, 'NAME'`. */
function variablesReadByConfig(source: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of [
    /\benv\.([A-Z][A-Z0-9_]*)/g,
    /\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
    /\(env, '([A-Z][A-Z0-9_]*)'/g,
  ]) {
    for (const match of source.matchAll(pattern)) names.add(match[1]!);
  }
  return names;
}

/** The variables named in the first column of the table under "## Configuration". */
function variablesInOperatingTable(markdown: string): Set<string> {
  const section = markdown.split(/^## Configuration\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  const names = new Set<string>();
  for (const row of rows.slice(2)) {
    const firstCell = row.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]!);
  }
  return names;
}

describe('docs/operating.md', () => {
  const inCode = variablesReadByConfig(read('src/server/config.ts'));
  const inDocs = variablesInOperatingTable(read('docs/operating.md'));

  it('finds the variables on both sides', () => {
    expect(inCode.size).toBeGreaterThan(10);
    expect(inCode.has('DATABASE_URL')).toBe(true);
    expect(inDocs.has('DATABASE_URL')).toBe(true);
  });

  it('its configuration table lists exactly the variables config.ts reads', () => {
    expect([...inDocs].sort()).toEqual([...inCode].sort());
  });

  it('config.ts reads the environment only through the env it is given', () => {
    expect(read('src/server/config.ts')).not.toMatch(/process\.env\.[A-Z]|process\.env\[/);
  });
});

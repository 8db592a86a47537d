import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file of the repository's code and tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [file] : [];
  });
}

// A rule a comment points at must be readable by whoever holds the repository: docs/ carries the
// product's contracts in the project's own words. The product documents the repository was built
// from are not in it.
describe('design references', () => {
  it('code, tests and scripts point at files inside the repository, never at DESIGN.md or the spec', () => {
    const outside = /\bDESIGN(\.md| \d)|product-spec/;
    const found = ['src', 'test', 'e2e', 'scripts', 'bench']
      .flatMap(sourceFiles)
      .filter((file) => file !== path.join('test', 'unit', 'design-references.test.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (outside.test(line) ? [`${file}:${i + 1}`] : [])),
      );
    expect(found).toEqual([]);
  });
});

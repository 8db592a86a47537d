import { expect, it } from 'vitest';
import type { Contract } from '../../src/shared/contract.ts';
import { describeEachEngine } from '../support/test-app.ts';

/** Every contract of src/shared/contracts, as `METHOD /api/path`. */
function declaredOperations(): string[] {
  const modules = import.meta.glob<Record<string, unknown>>('../../src/shared/contracts/*.ts', {
    eager: true,
  });
  const isContract = (value: unknown): value is Contract =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'schemas' in value;
  const found = new Set<string>();
  for (const module of Object.values(modules)) {
    for (const set of Object.values(module)) {
      if (typeof set !== 'object' || set === null) continue;
      for (const value of Object.values(set)) {
        if (isContract(value)) found.add(`${value.method} ${value.path}`);
      }
    }
  }
  return [...found].sort();
}

/**
 * The routes the app registered, as `METHOD /path`, read from Fastify's route tree (printRoutes
 * with full paths: each line a node, indented four characters a level under its parent, its own
 * part of the path and its methods in parentheses).
 */
function registeredOperations(tree: string): string[] {
  const parents: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const full = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = full;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) found.push(`${method} ${full}`);
  }
  return found.sort();
}

describeEachEngine('API contracts', (ctx) => {
  it('every /api route is a contract of src/shared/contracts, and every contract is a route', async () => {
    const { app } = ctx();
    await app.ready();
    const registered = registeredOperations(app.printRoutes({ commonPrefix: false }))
      .filter((operation) => / \/api(\/|$)/.test(operation))
      // The HEAD beside each GET is Fastify's; the JSON 404 for any other address is the fallback.
      .filter((operation) => !operation.startsWith('HEAD ') && !operation.endsWith(' /api/*'));
    const declared = declaredOperations();
    expect(declared.length).toBeGreaterThan(80);
    expect(registered).toEqual(declared);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, endpoint } from '../../src/shared/contract.ts';
import { requireContracts, routeOf } from '../../src/server/http/contract-routes.ts';

/** Every .ts/.tsx file under a folder. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Where a pattern matches in the files, as `file:line: text`. */
function findings(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('contracts are the one place an API address is written', () => {
  it("has no '/api' string literal in src outside src/shared (quotes or backticks)", () => {
    const files = sourcesUnder('src').filter((file) => !file.startsWith(`src${path.sep}shared${path.sep}`));
    expect(files.length).toBeGreaterThan(100);
    expect(findings(files, /['"`]\/api(?:[/?'"`]|$)/)).toEqual([]);
  });

  it('the scan finds a literal where there is one (quotes, double quotes, backticks)', () => {
    const pattern = /['"`]\/api(?:[/?'"`]|$)/;
    for (const line of ["fetch('/api/x')", 'fetch("/api")', 'fetch(`/api/${id}`)']) {
      expect(pattern.test(line), line).toBe(true);
    }
    expect(pattern.test("'/apiary'")).toBe(false);
  });
});

describe('the client asks the policy table, not roles', () => {
  const client = sourcesUnder(path.join('src', 'client'));
  // A comparison with a role's name, or of someone's role (a table column's `role`, header or
  // actions, is a layout marker, not a person's role).
  const roleName = /[!=]==?\s*['"`](ADMIN|MODERATOR|USER)['"`]|['"`](ADMIN|MODERATOR|USER)['"`]\s*[!=]==?/;
  const roleCompared =
    /(?<!column)\.role\s*[!=]==?|[!=]==?\s*[\w.]*(?<!column)\.role\b|(?<![\w.])role\s*[!=]==?/;
  const roleHelpers = /\b(isAdmin|isModerator|normalizeRole)\s*\(/;

  it('has no role comparison in src/client (can() of shared/policies.ts decides what to show)', () => {
    expect(client.length).toBeGreaterThan(50);
    expect(findings(client, roleName)).toEqual([]);
    expect(findings(client, roleCompared).filter((line) => !/typeof [\w.]*role ===/.test(line))).toEqual([]);
    expect(findings(client, roleHelpers)).toEqual([]);
  });

  it('the scan finds a role check where there is one', () => {
    expect(roleName.test("if (user.role === 'ADMIN')")).toBe(true);
    expect(roleName.test('"MODERATOR" !== r')).toBe(true);
    expect(roleCompared.test('user.role !== x')).toBe(true);
    expect(roleCompared.test('role === wanted')).toBe(true);
    expect(roleCompared.test("column.role === 'header'")).toBe(false);
    expect(roleHelpers.test('isAdmin(user.role)')).toBe(true);
  });
});

describe('routes come from contracts', () => {
  const answer = { 200: z.object({ ok: z.boolean() }) };
  const read = contract(endpoint('GET', '/api/things', 'public'), { responses: answer });

  async function apiLikeApp(register: (app: ReturnType<typeof Fastify>) => void) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(
      async (api) => {
        requireContracts(api);
        register(api);
      },
      { prefix: '/api' },
    );
    return app;
  }

  it('accept a route registered from its contract (and the HEAD beside its GET)', async () => {
    const app = await apiLikeApp((api) =>
      api.route({ ...routeOf(read), handler: async () => ({ ok: true }) }),
    );
    expect((await app.inject({ method: 'GET', url: '/api/things' })).json()).toEqual({ ok: true });
    expect((await app.inject({ method: 'HEAD', url: '/api/things' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuse a route written by hand, or moved off its contract’s path or method', async () => {
    await expect(
      apiLikeApp((api) =>
        api.get('/things', { config: { access: 'public' }, schema: { response: answer } }, async () => ({
          ok: true,
        })),
      ),
    ).rejects.toThrow('GET /api/things must be registered from its contract');
    await expect(
      apiLikeApp((api) =>
        api.route({ ...routeOf(read), url: '/other', handler: async () => ({ ok: true }) }),
      ),
    ).rejects.toThrow('GET /api/other must be registered from its contract');
    await expect(
      apiLikeApp((api) =>
        api.route({ ...routeOf(read), method: 'POST', handler: async () => ({ ok: true }) }),
      ),
    ).rejects.toThrow('POST /api/things must be registered from its contract');
  });
});

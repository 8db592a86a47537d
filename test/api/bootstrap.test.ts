import { expect, it, vi } from 'vitest';
import pg from 'pg';
import { createTestApp, describeEachEngine, ENGINES } from '../support/test-app.ts';
import { ensureAdmin } from '../../src/server/bootstrap.ts';
import { seedDemoContent } from '../../src/server/seed/demo.ts';
import { factories } from '../support/factories.ts';
import { verifyPassword } from '../../src/server/auth/passwords.ts';
import { poolOf } from '../../src/server/db/connection.ts';

describeEachEngine('start-up: admin account and demo content', (ctx) => {
  it('creates the configured admin, then leaves it alone', async () => {
    const { app } = ctx();
    const admin = { email: 'Boss@Example.org', password: 'Board-Room-2026', username: 'boss' };
    expect(await ensureAdmin(app, admin)).toBe('created');
    expect(await ensureAdmin(app, admin)).toBe('unchanged');
    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'boss@example.org')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('ADMIN');
    // The operator configured the address; the admin is not asked to verify it.
    expect(row.emailVerifiedAt).not.toBeNull();
  });

  it('never promotes an existing account at start-up; only the deliberate command does', async () => {
    const { app } = ctx();
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'resident',
        email: 'resident@example.org',
        password: 'Quiet-Street-5',
        confirmPassword: 'Quiet-Street-5',
      },
    });
    expect(registered.statusCode).toBe(201);
    const operator = { email: 'Resident@example.org', password: 'New-Secret-55', username: 'x' };
    const row = () =>
      app.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'resident@example.org')
        .executeTakeFirstOrThrow();

    expect(await ensureAdmin(app, operator)).toBe('not-admin');
    expect((await row()).role).toBe('USER');
    expect(await verifyPassword((await row()).passwordHash, 'Quiet-Street-5')).toBe(true);

    expect(await ensureAdmin(app, operator, { promoteExisting: true })).toBe('promoted');
    expect((await row()).role).toBe('ADMIN');
    expect(await verifyPassword((await row()).passwordHash, 'New-Secret-55')).toBe(true);
  });

  it('refuses an admin password that breaks the rules', async () => {
    await expect(
      ensureAdmin(ctx().app, { email: 'weak@example.org', password: 'a b', username: 'weak' }),
    ).rejects.toThrow(/Admin password/);
  });

  it('loads demo content of every kind into an empty database, once', async () => {
    const { app } = ctx();
    expect(await seedDemoContent(app.db, 'America/Los_Angeles')).toBe(true);
    expect(await seedDemoContent(app.db, 'America/Los_Angeles')).toBe(false);
    const count = async (table: 'hoaMembers' | 'links' | 'issues' | 'events' | 'schools' | 'faqs' | 'news') =>
      Number(
        (await app.db.selectFrom(table).select(app.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
      );
    for (const table of ['hoaMembers', 'links', 'issues', 'events', 'schools', 'faqs', 'news'] as const) {
      expect(await count(table), table).toBeGreaterThan(0);
    }
    const categories = await app.db.selectFrom('faqs').select('category').distinct().execute();
    expect(categories).toHaveLength(5);
    const repeating = await app.db
      .selectFrom('events')
      .select('repeat')
      .where('repeat', '!=', 'none')
      .execute();
    expect(new Set(repeating.map((r) => r.repeat))).toEqual(new Set(['weekly', 'monthly', 'yearly']));
    expect(
      await app.db.selectFrom('news').select('id').where('type', '=', 'alert').executeTakeFirst(),
    ).toBeDefined();
  });

  it('loads a roll of 262 homes with linked residents, a directory and a request whose home is suggested', async () => {
    const { app } = ctx();
    await seedDemoContent(app.db, 'America/Los_Angeles');
    const admin = await factories(app.db).user({ role: 'ADMIN' });
    const roll = (await app.inject({ method: 'GET', url: '/api/homes', headers: admin.headers })).json();
    expect(roll.items).toHaveLength(262);
    expect(new Set(roll.items.map((h: { lot: string }) => h.lot)).size).toBe(262);
    const linked = roll.items.filter((h: { residents: unknown[] }) => h.residents.length > 0);
    expect(linked.length).toBeGreaterThanOrEqual(4);
    expect(
      linked.flatMap((h: { residents: { relation: string }[] }) => h.residents.map((r) => r.relation)),
    ).toEqual(expect.arrayContaining(['owner', 'tenant']));
    const pending = (
      await app.inject({ method: 'GET', url: '/api/user?residentStatus=pending', headers: admin.headers })
    ).json();
    expect(pending).toHaveLength(1);
    const match = await app.inject({
      method: 'GET',
      url: `/api/homes/match?address=${encodeURIComponent(pending[0].address)}`,
      headers: admin.headers,
    });
    expect(match.json().home.address).toBe('3426 167th Pl SE');
    // Nobody signs in as a demo resident: the password is random and kept nowhere.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: pending[0].email, password: 'password' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describeEachEngine('demo content: the library and the links', (ctx) => {
  it('fills the demo library with generated PDFs, and the Important Links point at them, not example.com', async () => {
    const { app } = ctx();
    const site = 'https://hoa.test';
    expect(await seedDemoContent(app.db, 'America/Los_Angeles', new Date(), site)).toBe(true);

    // What any visitor sees in the library: the three demo documents, readable PDFs, found by search.
    const library = await app.inject({ method: 'GET', url: '/api/documents' });
    expect(library.statusCode).toBe(200);
    const documents = library.json().items as { id: string; title: string; url: string; category: string }[];
    expect(documents.map((d) => d.title).sort()).toEqual(
      ['Annual budget 2026', 'Board meeting minutes', 'CC&Rs summary']
        .map((t) => t.replace('2026', String(new Date().getFullYear())))
        .sort(),
    );
    for (const document of documents) {
      const file = await app.inject({ method: 'GET', url: document.url });
      expect(file.statusCode, document.title).toBe(200);
      expect(file.headers['content-type']).toContain('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const found = await app.inject({ method: 'GET', url: '/api/documents?q=reserve' });
    expect(found.json().items.map((d: { title: string }) => d.title)).toContain('Board meeting minutes');

    const links = (await app.inject({ method: 'GET', url: '/api/links' })).json() as unknown;
    const list = (Array.isArray(links) ? links : (links as { data: unknown[] }).data) as {
      title: string;
      link: string;
    }[];
    expect(list.length).toBeGreaterThan(0);
    for (const link of list) {
      expect(link.link, link.title).not.toContain('example.com');
      expect(link.link.startsWith(`${site}/`), link.title).toBe(true);
    }
    const byTitle = new Map(list.map((l) => [l.title, l.link]));
    const budget = documents.find((d) => d.category === 'financial')!;
    expect(byTitle.get('Annual Budget')).toBe(`${site}${budget.url}`);
    const minutes = documents.find((d) => d.category === 'minutes')!;
    expect(byTitle.get('Board Meeting Minutes')).toBe(`${site}${minutes.url}`);
  });
});

if (ENGINES.includes('postgres')) {
  it('survives PostgreSQL ending its connections, and the next request reconnects', async () => {
    const t = await createTestApp('postgres');
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const pool = poolOf(t.app.db)!;
      const open = pool.totalCount;
      expect(open).toBeGreaterThan(0);
      let removed = 0;
      pool.on('remove', () => (removed += 1));
      const url = (t.config.database as { url: string }).url;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      // What a server restart or an administrator does to the pool's idle connections.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      // Until each ended connection's error reaches the pool, the next request could be handed a dead
      // one: wait until the pool has dropped as many as it held.
      await vi.waitFor(() => expect(removed).toBeGreaterThanOrEqual(open), { timeout: 10_000 });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
}

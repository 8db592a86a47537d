import { expect, it } from 'vitest';
import { createTestApp, createUser, describeEachEngine, ENGINES } from '../support/test-app.ts';
import { hashToken } from '../../src/server/auth/sessions.ts';
import { loadConfig } from '../../src/server/config.ts';

const valid = {
  username: 'jane_doe',
  email: 'Jane.Doe@Example.org',
  password: 'Maple-Leaf-42',
  confirmPassword: 'Maple-Leaf-42',
};

describeEachEngine('auth API', (ctx) => {
  it('registers a USER, returns 201 with token and user, and never the hash', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/register', payload: valid });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ username: 'jane_doe', email: 'jane.doe@example.org', role: 'USER' });
    expect(body.user.id).toBe(body.user._id);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('stores only a digest of the session token, and the password with argon2id', async () => {
    const { app } = ctx();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...valid, username: 'digest_check', email: 'digest@example.org' },
    });
    const { token, user } = res.json();
    const session = await app.db
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.tokenHash).toBe(hashToken(token));
    expect(session.tokenHash).not.toContain(token);
    const days = (Date.parse(session.expiresAt) - Date.parse(session.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    const row = await app.db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a taken email in any case and a taken username with 409', async () => {
    const { app } = ctx();
    const email = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...valid, username: 'someone_else', email: 'JANE.DOE@example.ORG' },
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('An account with this email already exists');
    const username = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...valid, username: 'JANE_DOE', email: 'other@example.org' },
    });
    expect(username.statusCode).toBe(409);
    expect(username.json().message).toBe('This username is already taken');
  });

  it('refuses a common password', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        ...valid,
        username: 'commoner',
        email: 'c@example.org',
        password: 'password1',
        confirmPassword: 'password1',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'This password is too common',
      errors: [{ path: 'password' }],
    });
  });

  it.each([
    [{ ...valid, email: '' }, 'email', 'Email is required'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ ...valid, email: 'a..b@example.org' }, 'email', 'Email contains consecutive dots'],
    [{ ...valid, email: '.ab@example.org' }, 'email', 'Email cannot start or end with a dot'],
    [{ ...valid, email: `${'a'.repeat(250)}@example.org` }, 'email', 'Email cannot exceed 254 characters'],
    [
      { ...valid, password: 'abc', confirmPassword: 'abc' },
      'password',
      'Password must be at least 6 characters',
    ],
    [
      { ...valid, password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) },
      'password',
      'Password cannot exceed 128 characters',
    ],
    [
      { ...valid, password: 'has space1', confirmPassword: 'has space1' },
      'password',
      'Password cannot contain spaces',
    ],
    [
      { ...valid, password: 'abc..defg', confirmPassword: 'abc..defg' },
      'password',
      'Password contains consecutive dots',
    ],
    [
      { ...valid, password: '.abcdefg', confirmPassword: '.abcdefg' },
      'password',
      'Password cannot start or end with a dot',
    ],
    [{ ...valid, username: 'abc' }, 'username', 'Username must be at least 4 characters'],
    [{ ...valid, username: 'a'.repeat(21) }, 'username', 'Username cannot exceed 20 characters'],
    [{ ...valid, username: 'jane doe' }, 'username', 'Username cannot contain spaces'],
    [
      { ...valid, username: 'jane$doe' },
      'username',
      'Username can only contain letters, numbers, underscores, dots and hyphens',
    ],
    [{ ...valid, username: '-janedoe' }, 'username', 'Username cannot start or end with a hyphen'],
    [{ ...valid, confirmPassword: '' }, 'confirmPassword', 'Confirm Password is required'],
    [{ ...valid, confirmPassword: 'Other-Value-1' }, 'confirmPassword', 'Passwords do not match'],
  ])('rejects %j on %s with the product message', async (payload, path, message) => {
    const { app } = ctx();
    const before = await app.db
      .selectFrom('users')
      .select(app.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    const after = await app.db
      .selectFrom('users')
      .select(app.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('signs in with the email in any case, and rejects a wrong password with 401', async () => {
    const { app } = ctx();
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'JANE.doe@example.org', password: valid.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.username).toBe('jane_doe');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: valid.email, password: 'Wrong-Pass-1' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Invalid email or password');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.org', password: 'Wrong-Pass-1' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid email or password');
  });

  it('returns the current user by bearer token or cookie, and ends the session at logout', async () => {
    const { app } = ctx();
    const { token } = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: valid.email, password: valid.password },
      })
    ).json();
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'jane_doe', role: 'USER' });
    expect(me.json().passwordHash).toBeUndefined();
    const byCookie = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { authToken_v2: token },
    });
    expect(byCookie.statusCode).toBe(200);

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('rejects a missing, made-up or expired token with 401', async () => {
    const { app } = ctx();
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer made-up' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
    const someone = await createUser(app);
    await app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', hashToken(someone.token))
      .execute();
    const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: someone.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue');
  });

  it('answers malformed requests with a 4xx JSON error, never a 500 or a stack', async () => {
    const { app } = ctx();
    const cases: {
      url: string;
      payload?: string;
      headers?: Record<string, string>;
      method?: 'POST' | 'GET';
    }[] = [
      { url: '/api/auth/login', payload: '{"email": ', headers: { 'content-type': 'application/json' } },
      { url: '/api/auth/login', payload: '', headers: { 'content-type': 'application/json' } },
      { url: '/api/auth/login', payload: 'null', headers: { 'content-type': 'application/json' } },
      { url: '/api/auth/login', payload: '[1,2]', headers: { 'content-type': 'application/json' } },
      { url: '/api/auth/login', payload: '"text"', headers: { 'content-type': 'application/json' } },
      {
        url: '/api/auth/login',
        payload: 'email=a@b.co',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      { url: '/api/auth/login', payload: 'plain', headers: { 'content-type': 'text/plain' } },
      {
        url: '/api/auth/login',
        payload: JSON.stringify({ email: 42, password: true }),
        headers: { 'content-type': 'application/json' },
      },
      {
        url: '/api/auth/login',
        payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(100_000) }),
        headers: { 'content-type': 'application/json' },
      },
      {
        url: '/api/auth/login',
        payload: JSON.stringify({ email: { $ne: null }, password: 'abcdefg' }),
        headers: { 'content-type': 'application/json' },
      },
      {
        url: '/api/auth/register',
        payload: JSON.stringify({ username: ['x'], email: 'a@b.co' }),
        headers: { 'content-type': 'application/json' },
      },
      {
        url: '/api/auth/register',
        payload: JSON.stringify({ ...valid, role: 'ADMIN', username: 'x'.repeat(10_000) }),
        headers: { 'content-type': 'application/json' },
      },
      {
        url: '/api/auth/register',
        payload: 'x'.repeat(2 * 1024 * 1024),
        headers: { 'content-type': 'application/json' },
      },
      { url: '/api/auth/nothing-here', payload: '{}', headers: { 'content-type': 'application/json' } },
      { url: '/api/auth/me', method: 'GET', headers: { authorization: `Bearer ${'x'.repeat(5000)}` } },
    ];
    for (const c of cases) {
      const res = await app.inject({
        method: c.method ?? 'POST',
        url: c.url,
        payload: c.payload,
        headers: c.headers,
      });
      expect(res.statusCode, `${c.url} ${String(c.payload).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${c.url} ${String(c.payload).slice(0, 40)}`).toBeLessThan(500);
      const body = res.json();
      expect(typeof body.message).toBe('string');
      expect(JSON.stringify(body)).not.toMatch(/\s+at\s+\S+\s+\(|node_modules|stack/);
    }
    const users = await app.db.selectFrom('users').select('username').execute();
    expect(users.some((u) => u.username.length > 20)).toBe(false);
  });

  it('ignores a role sent at registration: new accounts are USER', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...valid, username: 'sneaky', email: 'sneaky@example.org', role: 'ADMIN' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('USER');
  });

  it('sends the security headers on API responses', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: ctx().engine });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

for (const engine of ENGINES) {
  it(`limits login, register and reset attempts per IP with 429 and Retry-After [${engine}]`, async () => {
    const t = await createTestApp(engine, { authRateLimit: 3 });
    try {
      const attempt = (url: string) =>
        t.app.inject({
          method: 'POST',
          url,
          payload: { email: 'x@example.org', password: 'Wrong-Pass-1' },
          remoteAddress: '10.0.0.7',
        });
      const statuses = [];
      for (const url of ['/api/auth/login', '/api/auth/register', '/api/auth/login'])
        statuses.push((await attempt(url)).statusCode);
      expect(statuses).not.toContain(429);
      const limited = await attempt('/api/auth/login');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json().message).toMatch(/^Too many requests/);
      const otherIp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@example.org', password: 'Wrong-Pass-1' },
        remoteAddress: '10.0.0.8',
      });
      expect(otherIp.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
}

// Behind one proxy that appends the address it saw (nginx's $proxy_add_x_forwarded_for), the client
// writes everything to the left of that address: only the rightmost entry is the proxy's word.
for (const engine of ENGINES) {
  it(`counts the login limit by the address the proxy saw, whatever the client puts in X-Forwarded-For [${engine}]`, async () => {
    const t = await createTestApp(engine, {
      authRateLimit: 5,
      trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy,
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@example.org', password: 'Wrong-Pass-1' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual(Array(7).fill(429));
      // Another client behind the same proxy has a budget of its own.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@example.org', password: 'Wrong-Pass-1' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it(`trusts X-Forwarded-For only from the proxy addresses given [${engine}]`, async () => {
    const t = await createTestApp(engine, { authRateLimit: 2, trustProxy: ['10.0.0.1'] });
    try {
      const login = (remoteAddress: string, forwardedFor: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@example.org', password: 'Wrong-Pass-1' },
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // Straight from a client (not the proxy): its header is ignored, its own address counts.
      expect((await login('192.0.2.50', '198.51.100.1')).statusCode).toBe(401);
      expect((await login('192.0.2.50', '198.51.100.2')).statusCode).toBe(401);
      expect((await login('192.0.2.50', '198.51.100.3')).statusCode).toBe(429);
      // Through the proxy: the address it saw counts.
      expect((await login('10.0.0.1', '198.51.100.1')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
}

import { expect, it } from 'vitest';
import { defaultCommunity } from '../../src/shared/community/defaults.ts';
import { createCallers, createUser, describeEachEngine } from '../support/test-app.ts';

describeEachEngine('community settings API', (ctx) => {
  const put = async (payload: unknown, headers?: Record<string, string>) =>
    ctx().app.inject({
      method: 'PUT',
      url: '/api/community/settings',
      headers: headers ?? (await createUser(ctx().app, 'ADMIN')).headers,
      payload: payload as object,
    });
  const publicCommunity = async () =>
    (await ctx().app.inject({ method: 'GET', url: '/api/community' })).json();

  it('starts from the configuration and shows it to an admin', async () => {
    const admin = await createUser(ctx().app, 'ADMIN');
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/community/settings',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ctx().config.communityDefaults);
  });

  it('stores a change that the public community read and every page see at once', async () => {
    const changed = {
      ...defaultCommunity,
      name: 'Maple Hollow HOA',
      homes: 140,
      managerPhone: '(425) 555-0199',
    };
    const res = await put(changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(changed);
    expect(await publicCommunity()).toMatchObject({
      name: 'Maple Hollow HOA',
      homes: 140,
      managerPhone: '(425) 555-0199',
    });
    const row = await ctx()
      .app.db.selectFrom('settings')
      .selectAll()
      .where('key', '=', 'community')
      .executeTakeFirst();
    expect(JSON.parse(row!.value)).toEqual(changed);
    await put(defaultCommunity);
    expect((await publicCommunity()).name).toBe(defaultCommunity.name);
  });

  it('names the API description, the news feed and the calendar after the saved name', async () => {
    await put({ ...defaultCommunity, name: 'Maple Hollow HOA' });
    const get = (url: string) => ctx().app.inject({ method: 'GET', url });
    expect((await get('/api/openapi.json')).json().info.title).toBe('Maple Hollow HOA API');
    expect((await get('/api/news.rss')).body).toContain('<title>Maple Hollow HOA: Community News</title>');
    expect((await get('/api/events.ics')).body).toContain('X-WR-CALNAME:Maple Hollow HOA Events');
    await put(defaultCommunity);
    expect((await get('/api/openapi.json')).json().info.title).toBe(`${defaultCommunity.name} API`);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
    ['admin', 200],
  ] as const)('GET /api/community/settings as %s answers %i', async (who, status) => {
    const callers = await createCallers(ctx().app);
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/community/settings',
      headers: callers[who],
    });
    expect(res.statusCode).toBe(status);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
    ['admin', 200],
  ] as const)(
    'PUT /api/community/settings as %s answers %i and changes only when allowed',
    async (who, status) => {
      const callers = await createCallers(ctx().app);
      const name = `Permission Test ${who}`;
      const res = await put({ ...defaultCommunity, name }, callers[who]);
      expect(res.statusCode).toBe(status);
      expect((await publicCommunity()).name === name).toBe(status === 200);
      await put(defaultCommunity);
    },
  );

  it.each([
    ['ownerPortalUrl', 'javascript:alert(1)', 'Owner portal URL must be a valid http or https address'],
    [
      'groupChatUrl',
      'data:text/html,<script>alert(1)</script>',
      'Group chat URL must be a valid http or https address',
    ],
    [
      'mapsSearchUrl',
      'ftp://example.org/map?q={address}',
      'Maps search address must be a valid http or https address',
    ],
    [
      'mapsSearchUrl',
      'https://maps.example.org/',
      'Maps search address must contain {address} where the address goes',
    ],
    ['cityUrl', 'not a url', 'City website URL must be a valid http or https address'],
    [
      'accApplicationFormUrl',
      `https://example.org/${'a'.repeat(2050)}`,
      'ACC application form URL cannot exceed 2048 characters',
    ],
    [
      'heroImage',
      'javascript:alert(1)',
      'Hero image must be a path on this site (starting with /) or an http or https address',
    ],
    [
      'mapImage',
      '//evil.example/map.png',
      'Map image must be a path on this site (starting with /) or an http or https address',
    ],
    ['name', '', 'Community name is required'],
    ['name', 'x'.repeat(201), 'Community name cannot exceed 200 characters'],
    ['name', 42, 'Community name must be text'],
    ['homes', 'many', 'Number of homes must be a number'],
    ['homes', 0, 'Number of homes must be at least 1'],
    ['homes', 2.5, 'Number of homes must be a whole number'],
    ['managerEmail', 'manager-at-example', 'Property manager email must be a valid email address'],
    ['timeZone', 'Mars/Olympus_Mons', 'Time zone must be an IANA time zone such as America/Los_Angeles'],
    ['termsText', '   ', 'Terms of service text is required'],
  ])('refuses %s = %j with 400 and the message, changing nothing', async (field, value, message) => {
    const before = await publicCommunity();
    const res = await put({ ...defaultCommunity, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: field, message });
    expect(await publicCommunity()).toEqual(before);
  });

  it('refuses a body that leaves out a field, or is not an object', async () => {
    const { managerFax: _fax, ...partial } = defaultCommunity;
    const missing = await put(partial);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      path: 'managerFax',
      message: 'Property manager fax is required',
    });
    for (const body of [null, [], 'text']) {
      const res = await ctx().app.inject({
        method: 'PUT',
        url: '/api/community/settings',
        headers: { ...(await createUser(ctx().app, 'ADMIN')).headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('records a settings change in the audit log with the fields that changed', async () => {
    const admin = await createUser(ctx().app, 'ADMIN');
    await put({ ...defaultCommunity, managerName: 'Robin Park', postalBox: 'PO Box 9' }, admin.headers);
    const entry = await ctx()
      .app.db.selectFrom('auditLog')
      .selectAll()
      .where('actorId', '=', admin.user.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: 'settings',
      kind: 'community',
      summary: 'Changed Property manager name, Postal box',
    });
    await put(defaultCommunity);
  });

  it('ignores a stored value that no longer passes the rules instead of breaking the pages', async () => {
    const { app } = ctx();
    await app.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ ...defaultCommunity, name: 'Stored Name', timeZone: 'Nowhere/Land' }) })
      .where('key', '=', 'community')
      .execute();
    const community = await publicCommunity();
    expect(community.name).toBe('Stored Name');
    expect(community.timeZone).toBe(ctx().config.communityDefaults.timeZone);
    await put(defaultCommunity);
  });
});

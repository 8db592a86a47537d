import { ADMIN, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures.ts';

test('a settings change shows on the home page at once', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const original = await (await request.get('/api/community/settings', { headers })).json();
  const trails = `${unique('trail')} miles of boardwalk trails`;

  try {
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/admin/settings');
    await expect(page.getByLabel('Community name')).toHaveValue(original.name);
    await expectNoA11yViolations(page);

    // A URL that is not http(s) is refused and nothing is saved.
    await page.getByLabel('Owner portal URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Owner portal URL must be a valid http or https address')).toBeVisible();
    await expect(page.getByLabel('Owner portal URL')).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);
    await page.getByLabel('Owner portal URL').fill(original.ownerPortalUrl);

    await page.getByLabel('Trails').fill(trails);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

    // The visitor's page, rendered afresh by the server.
    await page.goto('/');
    await expect(page.getByText(trails, { exact: false }).first()).toBeVisible();
    const html = await (await request.get('/')).text();
    expect(html).toContain(trails);
  } finally {
    const restore = await request.put('/api/community/settings', { headers, data: original });
    expect(restore.status()).toBe(200);
  }
});

test('the settings API refuses non-admins and non-http URLs', async ({ request }) => {
  expect((await request.get('/api/community/settings')).status()).toBe(401);
  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const current = await (await request.get('/api/community/settings', { headers })).json();
  const res = await request.put('/api/community/settings', {
    headers,
    data: { ...current, groupChatUrl: 'data:text/html,hi' },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).message).toBe('Group chat URL must be a valid http or https address');
});

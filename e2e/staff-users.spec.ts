import { ADMIN, createAccount, expect, expectNoA11yViolations, signIn, test } from './support/fixtures.ts';
import { answerDeleteConfirmation } from './support/directory.ts';
import type { Page } from '@playwright/test';

const quickActions = (page: Page) => page.getByRole('region', { name: 'Quick Actions' }).getByRole('link');

test('an admin promotes a user to moderator, who then sees the Manage Events (view only), Manage News, Manage Documents and Homes tiles', async ({
  page,
  browser,
  request,
}) => {
  const member = await createAccount(request, 'USER');

  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(quickActions(page)).toHaveText([
    'Manage Events',
    'Manage News',
    'Manage Documents',
    'Manage Schools',
    'Manage Users',
    'Homes',
    'Votes',
    'Manage HOA',
    'Manage FAQs',
    'Manage Issues',
    'Manage Important Links',
    /^Messages/,
    'News Subscribers',
    /^Architectural Review/,
    /^Reports/,
    'Settings',
    'Audit Log',
  ]);
  await expectNoA11yViolations(page);

  await quickActions(page).filter({ hasText: 'Manage Users' }).click();
  await page.waitForURL('**/admin/userDashboard');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'User',
    'Email',
    'Role',
    'Email verified',
    'Resident',
    'Address',
    'Home',
    'Joined',
    'Actions',
  ]);
  // Search narrows the table as the admin types, by username or by email.
  await page.getByLabel('Search users by username or email').fill(member.username);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Search users by username or email').fill(member.email.toUpperCase());
  await expect(row).toHaveCount(1);
  await expectNoA11yViolations(page);

  await row.getByRole('button', { name: 'Edit Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Role' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Role')).toHaveValue('user');
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Role').selectOption('MODERATOR');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toHaveText('MODERATOR');

  // The role change ended the member's sessions: their old token no longer works.
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${member.token}` } });
  expect(me.status()).toBe(401);

  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member);
    // The role in words on the dashboard (the users screen keeps the stored name).
    await expect(memberPage.getByText('Moderator (posts news)', { exact: true })).toBeVisible();
    // The spec gives moderators the Manage Events tile; events are written by admins only, so the
    // tile says it is view-only.
    await expect(quickActions(memberPage)).toHaveText([
      'Manage Events',
      'Manage News',
      'Manage Documents',
      'Homes',
    ]);
    await expect(quickActions(memberPage).filter({ hasText: 'Manage Events' })).toHaveAccessibleDescription(
      'View only: administrators change events.',
    );
    await expectNoA11yViolations(memberPage);
  } finally {
    await memberContext.close();
  }

  // The change is in the audit log, under the admin's name and the kind "user".
  await page.goto('/admin/audit');
  await page.getByLabel('Person (username)').fill(ADMIN.username);
  await page.getByLabel('Kind').fill('user');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row').filter({ hasText: `${member.username}: USER → MODERATOR` })).toHaveCount(
    1,
  );
  await expectNoA11yViolations(page);
  await page.getByLabel('Kind').fill('community');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row').filter({ hasText: member.username })).toHaveCount(0);
});

test("a moderator's Manage Events tile opens the events screen, which they may read but not change", async ({
  page,
  request,
}) => {
  const moderator = await createAccount(request, 'MODERATOR');
  await signIn(page, moderator);
  await quickActions(page).filter({ hasText: 'Manage Events' }).click();
  await page.waitForURL('**/admin/dashboardEvents');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
  await expect(page.getByText('Only administrators can create, edit or delete events.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Event' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('the admin deletes a user after the confirmation, and keeps one whose deletion was cancelled', async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'USER');
  await signIn(page, ADMIN);
  await page.goto('/admin/userDashboard');
  await page.getByLabel('Search users by username or email').fill(member.username);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Delete' }).click();
  await answerDeleteConfirmation(page, 'user', { yes: false });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Delete' }).click();
  await answerDeleteConfirmation(page, 'user');
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No users match your search.')).toBeVisible();
  const login = await request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(login.status()).toBe(401);
});

test('an admin cannot delete or demote their own account', async ({ page, request }) => {
  const admin = await createAccount(request, 'ADMIN');
  await signIn(page, admin);
  await page.goto('/admin/userDashboard');
  await page.getByLabel('Search users by username or email').fill(admin.username);
  const row = page.getByRole('row').filter({ hasText: admin.email });
  await expect(row.getByText('(you)')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit Role' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Delete' })).toBeDisabled();
});

test("a user sees their profile, the residents' area and a way back to the site, and no staff tiles", async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'USER');
  await signIn(page, member);
  await expect(page.getByText(member.username, { exact: true })).toBeVisible();
  await expect(page.getByText(member.email, { exact: true })).toBeVisible();
  await expect(page.getByText('Member', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Actions' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Manage/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Back to the community website' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('the dashboard signs out when the session is gone, and offers Try Again on errors', async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'USER');
  await signIn(page, member);
  await expect(page.getByText(member.email, { exact: true })).toBeVisible();

  await page.route('**/api/auth/me', (route) => route.fulfill({ status: 500, json: {} }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Error Loading Dashboard' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch user data');
  await expectNoA11yViolations(page);
  await page.unroute('**/api/auth/me');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText(member.email, { exact: true })).toBeVisible();

  await page.route('**/api/auth/me', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('An error occurred while fetching user data.');
  await page.unroute('**/api/auth/me');

  // The session ends elsewhere (here: at the server); the next dashboard visit signs out locally.
  const token = await page.evaluate(() => localStorage.getItem('authToken_v2'));
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken_v2'))).toBeNull();
});

test('the role modal works from the keyboard and Escape leaves the role unchanged', async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'USER');
  await signIn(page, ADMIN);
  await page.goto('/admin/userDashboard');
  await page.getByLabel('Search users by username or email').fill(member.email);
  const editRole = page
    .getByRole('row')
    .filter({ hasText: member.email })
    .getByRole('button', { name: 'Edit Role' });
  await editRole.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Role' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await dialog.getByLabel('Role').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(editRole).toBeFocused();
  await expect(page.getByRole('row').filter({ hasText: member.email }).getByRole('cell').nth(1)).toHaveText(
    'USER',
  );
});

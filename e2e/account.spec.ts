import type { Page } from '@playwright/test';
import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  receivedMail,
  signIn,
  test,
  unique,
} from './support/fixtures.ts';
import { withDatabase } from './support/database.ts';
import { waitForHydration } from './support/hydration.ts';

// Each journey scans its screens with axe at two widths; on a busy machine that alone can pass the
// default minute. The budget bounds a hang; it is not what these tests assert.
test.describe.configure({ timeout: 180_000 });

/** The text of a raw mail, quoted-printable soft breaks and escapes undone. */
function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a mail to `address` whose text matches `pattern`, and answers the first match. */
async function mailedLink(address: string, pattern: RegExp): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(async () => {
      for (const mail of await receivedMail()) {
        if (!mail.to.includes(address)) continue;
        found = pattern.exec(mailText(mail.raw))?.[0] ?? found;
      }
      return found;
    })
    .not.toBeNull();
  return found!;
}

/** axe at a phone's width and a desktop's, then back to the desktop. */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page);
}

test('a visitor registers, verifies the mailed link and keeps their account on /account', async ({
  page,
}) => {
  const username = unique('res_');
  const email = `${username}@example.org`;
  const password = 'Garden-Gate-77';

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/admin/dashboard');

  // The resident's home: their account state and the latest news.
  const home = page.getByRole('region', { name: 'Your account' });
  await expect(home).toContainText('Email not verified yet');
  await expect(home).toContainText('Not a verified resident');
  await expect(page.getByRole('region', { name: 'Latest news' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  const link = await mailedLink(email, /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/);
  // Opening the link only asks (a mail scanner opens links too); the button confirms.
  await page.goto(link);
  const confirm = page.getByRole('button', { name: 'Confirm email address' });
  await waitForHydration(confirm);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status')).toHaveText('');
  const stored = await withDatabase((db) =>
    db.selectFrom('users').select('emailVerifiedAt').where('email', '=', email).executeTakeFirst(),
  );
  expect(stored).toEqual({ emailVerifiedAt: null });
  await expectAccessibleAtBothWidths(page);
  await confirm.click();
  await expect(page.getByRole('status')).toHaveText('Thank you: your email address is confirmed.');
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await page.waitForURL('**/account');

  const status = page.getByRole('region', { name: 'Account status' });
  await expect(status).toContainText(`${email} (verified)`);
  await expectAccessibleAtBothWidths(page);
});

test('on /account a resident keeps their profile, choices, request, password, and can leave', async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'USER');
  const { email, password } = member;
  await signIn(page, member);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account', exact: true })
    .click();
  await page.waitForURL('**/account');
  const status = page.getByRole('region', { name: 'Account status' });
  await expect(status).toContainText(`${email} (not verified)`);
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();

  // Profile: a home address.
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Home address').fill('12 Maple Court');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Profile saved.');

  // Notification choices, from the keyboard.
  const notifications = page.getByRole('region', { name: 'Email notifications' });
  await notifications.getByLabel('Community news and alerts').focus();
  await page.keyboard.press('Space');
  await notifications.getByRole('button', { name: 'Save Choices' }).click();
  await expect(notifications.getByRole('status')).toHaveText('Choices saved.');

  // The resident request takes the address given.
  const resident = page.getByRole('region', { name: 'Resident status' });
  await expect(resident.getByLabel('Your home address')).toHaveValue('12 Maple Court');
  await resident.getByRole('button', { name: 'Request Resident Status' }).click();
  await expect(resident).toContainText('is waiting for an administrator');
  await expect(status).toContainText('Resident request waiting for approval');

  // A new password ends the other sessions.
  const other = await request.post('/api/auth/login', { data: { email, password } });
  const otherToken = (await other.json()).token as string;
  const change = page.getByRole('region', { name: 'Change password' });
  await change.getByLabel('Current password', { exact: true }).fill('Wrong-Password-1');
  await change.getByLabel('New password', { exact: true }).fill('Brook-Stone-63');
  await change.getByLabel('Confirm new password', { exact: true }).fill('Brook-Stone-63');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByRole('alert')).toContainText('Current password is incorrect');
  await change.getByLabel('Current password', { exact: true }).fill(password);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByRole('status')).toHaveText(
    'Password changed. You were signed out everywhere else.',
  );
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${otherToken}` } });
  expect(me.status()).toBe(401);
  await expectAccessibleAtBothWidths(page);

  const account = await request.get('/api/account', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken_v2'))}`,
    },
  });
  expect(await account.json()).toMatchObject({
    email,
    emailVerified: false,
    address: '12 Maple Court',
    residentStatus: 'pending',
    notifications: { news: true, events: false },
  });

  // The header links to the account when signed in.
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account', exact: true })
    .click();
  await page.waitForURL('**/account');

  // Deleting the account needs the password and the browser's confirmation.
  const remove = page.getByRole('region', { name: 'Delete account' });
  await remove.getByLabel('Your password').fill('Brook-Stone-63');
  await remove.getByRole('button', { name: 'Delete My Account' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete your account? This cannot be undone.',
  });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete My Account' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('authToken_v2'))).toBeNull();
  const login = await request.post('/api/auth/login', { data: { email, password: 'Brook-Stone-63' } });
  expect(login.status()).toBe(401);
});

test('an admin approves a resident request on the users screen, and the resident is mailed', async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'USER');
  const asked = await request.post('/api/account/resident-request', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { address: '4 Birch Lane' },
  });
  expect(asked.status()).toBe(200);

  await signIn(page, ADMIN);
  await page.goto('/admin/userDashboard');
  await page.getByLabel('Show').selectOption({ label: 'Resident requests' });
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Resident request waiting for approval');
  await expect(row).toContainText('Not verified');
  await expectAccessibleAtBothWidths(page);
  // The email is not verified: the approval dialog says so before anything is decided; Cancel changes nothing.
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve resident' });
  await expect(dialog).toContainText(`${member.username} has not confirmed their email address`);
  await expect(dialog).toContainText('Address given: 4 Birch Lane');
  await expectAccessibleAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Approve' })).toBeFocused();
  await expect(row).toContainText('Resident request waiting for approval');
  await row.getByRole('button', { name: 'Approve' }).click();
  await dialog.getByLabel('Home').selectOption({ label: 'No home' });
  await dialog.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'approved resident' })).toHaveText(
    `${member.username} is now an approved resident.`,
  );
  // It left the requests; it is among the approved residents.
  await expect(row).toHaveCount(0);
  await page.getByLabel('Show').selectOption({ label: 'Approved residents' });
  await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText('Approved resident');

  const mail = await mailedLink(member.email, /You are an approved resident of [^\r\n]+/);
  expect(mail).toContain('You are an approved resident of');
});

test('an admin sends a reset link: mailed with SMTP, shown to hand over without', async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'USER');
  await signIn(page, ADMIN);
  await page.goto('/admin/userDashboard');
  await page.getByLabel('Search users by username or email').fill(member.email);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await row.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset the password' })).toHaveText(
    `A link to reset the password was mailed to ${member.email}. It works once, for one hour.`,
  );
  const link = await mailedLink(member.email, /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/);

  // This test server sends mail; the answer of a server without SMTP is played here, so the
  // screen's hand-over display is checked (the API's no-SMTP answer is tested in test/api/account.test.ts).
  await page.route('**/api/user/*/password-reset', (route) =>
    route.fulfill({ status: 200, json: { resetUrl: link } }),
  );
  await row.getByRole('button', { name: 'Send Reset Link' }).click();
  const handOver = page.getByLabel(`One-time reset link for ${member.username}`, { exact: false });
  await expect(handOver).toHaveValue(link);
  await expectAccessibleAtBothWidths(page);
  await page.unroute('**/api/user/*/password-reset');

  // The link works.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('Brook-Stone-63');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Brook-Stone-63');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.waitForURL('**/login');
  const login = await request.post('/api/auth/login', {
    data: { email: member.email, password: 'Brook-Stone-63' },
  });
  expect(login.status()).toBe(200);
});

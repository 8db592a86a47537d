import {
  createAccount,
  expect,
  expectNoA11yViolations,
  receivedMail,
  signIn,
  test,
} from './support/fixtures.ts';
import { servePagesWithMailOff } from './support/mail-off.ts';

/** The reset link in a raw mail, quoted-printable soft breaks and escapes undone. */
function resetLinkIn(raw: string): string | null {
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
}

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const member = await createAccount(request, 'USER');
  const newPassword = 'Brook-Stone-63';

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await expectNoA11yViolations(page);
  await send.click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that email address');

  let link: string | null = null;
  await expect
    .poll(async () => {
      // Registering mailed the address a verification link first; the reset mail is another one.
      const mails = (await receivedMail()).filter((m) => m.to.includes(member.email));
      link = mails.map((m) => resetLinkIn(m.raw)).find((found) => found !== null) ?? null;
      return link;
    })
    .not.toBeNull();
  expect(new URL(link!).pathname).toBe('/reset-password');

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill('Brook-Stone-64');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await expectNoA11yViolations(page);
  await submit.click();

  await page.waitForURL('**/login');
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been reset. Please sign in with your new password.',
  );
  await expectNoA11yViolations(page);
  await signIn(page, { email: member.email, password: newPassword });

  // The link worked once.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(link!);
  await page.getByLabel('New Password', { exact: true }).fill('Other-River-12');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Other-River-12');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link has already been used. Please request a new one.',
  );
});

test('a made-up reset link is refused with a clear message', async ({ page }) => {
  await page.goto('/reset-password?token=made-up-token');
  await page.getByLabel('New Password', { exact: true }).fill('Brook-Stone-63');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Brook-Stone-63');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is not valid. Please request a new one.',
  );
  await page.goto('/reset-password');
  await expect(page.getByText('This page needs the link from your password reset email.')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('without mail, "Forgot password?" names the property manager instead', async ({ page }) => {
  await servePagesWithMailOff(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText(/Please contact the property manager, .+, at/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('"Forgot password?" opens the reset panel even before the page\'s code has run', async ({ browser }) => {
  // A click during hydration (a slow phone) must not be lost: without JavaScript the button
  // submits a plain form to /login?forgot=1, which the server renders with the panel open.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/login\?forgot=1$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await context.close();
});

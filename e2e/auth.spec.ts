import type { Page } from '@playwright/test';
import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  unique,
} from './support/fixtures.ts';
import { isHydrated, waitForHydration } from './support/hydration.ts';

/** axe at a phone's width and at a desktop's, then back to the desktop. */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
}

test('a visitor registers, lands on the dashboard, signs out and signs back in', async ({ page }) => {
  const username = unique('new_');
  const email = `${username}@example.org`;
  const password = 'Garden-Gate-77';

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  // Greyed out but not silent: the keyboard reaches it, it says what is missing (read with it and
  // written under it), and pressing it shows each field's message and goes to the first.
  await submit.focus();
  await expect(submit).toBeFocused();
  const missing = 'Fill in Username, Email, Password and Confirm Password to continue.';
  await expect(submit).toHaveAccessibleDescription(missing);
  await expect(page.getByText(missing)).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.getByLabel('Email').fill('jane@example.org');
  await expect(submit).toHaveAccessibleDescription(
    'Fill in Username, Password and Confirm Password to continue.',
  );
  await page.getByLabel('Username').fill('ab');
  await expect(page.getByText('Username must be at least 4 characters')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill('jane..doe@example.org');
  await expect(page.getByText('Email contains consecutive dots')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill('Garden-Gate-78');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Show password', exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password', exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');

  await expect(submit).not.toHaveAttribute('aria-describedby');
  await expect(page.getByText(/to continue\.$/)).toHaveCount(0);
  await submit.click();
  await page.waitForURL('**/admin/dashboard');
  // A brand-new account is welcomed, not welcomed back; its role is in words, with a next step.
  await expect(page.getByText(`Welcome, ${username}.`)).toBeVisible();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: 'Member' })).toBeVisible();
  await expect(page.getByText('USER', { exact: true })).toHaveCount(0);
  const nextStep = page.getByRole('region', { name: 'Your next step' });
  await expect(nextStep.getByRole('link', { name: 'Ask for resident access' })).toHaveAttribute(
    'href',
    '/account#resident',
  );
  await expectAccessibleAtBothWidths(page);
  expect(await page.evaluate(() => localStorage.getItem('authToken_v2'))).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('authUser_v2')))!).username).toBe(
    username,
  );
  const cookies = await page.context().cookies();
  const tokenCookie = cookies.find((c) => c.name === 'authToken_v2');
  expect(tokenCookie).toMatchObject({ sameSite: 'Lax', secure: true, path: '/' });
  // The cookie copy lasts 7 days.
  expect(tokenCookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('authToken_v2'))).toBeNull();
  // Logout replaced the dashboard in history.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/admin\/dashboard$/);

  await signIn(page, { email, password });
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a wrong password shows the server message in a banner', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});

test('the login page redirects a signed-in visitor and offers the owner portal', async ({ page }) => {
  await page.goto('/login');
  const portal = page.getByRole('link', { name: /Owner portal/ });
  await expect(portal).toHaveAttribute('target', '_blank');
  await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
  await signIn(page, ADMIN);
  await page.goto('/login');
  await page.waitForURL('**/admin/dashboard');
});

test('guards send visitors to /login and tell other roles an admin screen is not theirs', async ({
  page,
  request,
}) => {
  for (const path of ['/admin/dashboard', '/dashboard', '/admin/manageSchools', '/admin/userDashboard']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === path);
  }
  const user = await createAccount(request, 'USER');
  await signIn(page, user);
  await page.goto('/admin/dashboardEvents');
  await expect(page).toHaveURL(/\/admin\/dashboardEvents$/);
  // Not a silent bounce: the address stays and the page says why there is nothing to see.
  await page.goto('/admin/userDashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to that page");
  await expect(page).toHaveURL(/\/admin\/userDashboard$/);
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toHaveCount(0);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a signed-out deep link to a staff page signs in with an explanation and returns there', async ({
      page,
    }) => {
      await page.goto('/admin/messages?view=archived');
      await page.waitForURL(
        (url) =>
          url.pathname === '/login' && url.searchParams.get('next') === '/admin/messages?view=archived',
      );
      await expect(page.getByRole('status')).toHaveText(
        'Please sign in to open that page. You will be taken there once you have signed in.',
      );
      await expectNoA11yViolations(page);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/messages' && url.search === '?view=archived');
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      // Signed in, the server itself sends /login?next= on (the cookie copy of the session).
      await page.goto('/login?next=%2Fadmin%2Faudit');
      await page.waitForURL('**/admin/audit');
    });

    test('a next parameter that leads to another site is ignored', async ({ page }) => {
      for (const next of ['//evil.example/', '/\\evil.example/', 'https://evil.example/']) {
        await page.goto(`/login?next=${encodeURIComponent(next)}`);
        // Not followed, so no "you will be taken there" either.
        await expect(page.getByRole('status')).toHaveCount(0);
      }
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL('**/admin/dashboard');
    });

    test('a moderator opening an admin-only page is told it is not theirs', async ({ page, request }) => {
      const moderator = await createAccount(request, 'MODERATOR');
      await page.goto(`/login?next=${encodeURIComponent('/admin/settings')}`);
      await page.getByLabel('Email').fill(moderator.email);
      await page.getByLabel('Password', { exact: true }).fill(moderator.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL('**/admin/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to that page");
      await expectNoA11yViolations(page);
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.waitForURL('**/admin/dashboard');
    });
  });
}

test('stored user data that cannot be parsed is cleared', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('authToken_v2', 'abc');
    localStorage.setItem('authUser_v2', '{not json');
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken_v2'))).toBeNull();
});

test('a session kept only in local storage opens staff pages and hydrates public ones cleanly', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('authToken_v2', token);
      localStorage.setItem('authUser_v2', user);
    },
    { token: admin.token, user: JSON.stringify(admin.user) },
  );
  await page.goto('/admin/userDashboard');
  await expect(page).toHaveURL(/\/admin\/userDashboard$/);
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  // The server rendered the header signed out (no cookie); the browser then restores the session.
  await page.goto('/issues');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('what a visitor types before the page has hydrated counts: the sign-in button takes it', async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'USER');
  // The page's code waits until the visitor has typed, as on a slow phone.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await typed;
    await route.continue();
  });
  // A module script holds DOMContentLoaded back until it has run: wait for the HTML only.
  await page.goto('/login', { waitUntil: 'commit' });
  const submit = page.getByRole('button', { name: 'Sign In', exact: true });
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  expect(await isHydrated(submit)).toBe(false);
  release();
  await waitForHydration(submit);
  await expect(submit).toBeEnabled();
  await submit.click();
  await page.waitForURL('**/admin/dashboard');
});

import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoA11yViolations, signIn, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';

/** The spec's links in the spec's order, with Events (issue 17) after Newsletter and the document library (issue 13) after ACC. */
const MENU = [
  'Newsletter',
  'Events',
  'Issues',
  'Schools',
  "FAQ's",
  'Architectural Control Committee (ACC)',
  'Documents',
  'ContactUs',
];

test('the header highlights the current page and the footer links to terms and privacy', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/issues');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([...MENU, 'Log In']);
  for (const name of MENU) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(nav.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoA11yViolations(page);
  await page.goto('/issues');
  await expect(nav.getByRole('link', { name: 'Issues', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  // What the site keeps, each kind named: accounts, addresses, plans and photos, the subscriber
  // list, the audit log; and how to have it removed.
  const main = page.getByRole('main');
  for (const words of [
    /^Accounts\. /,
    /^Resident requests and addresses\. /,
    /^Architectural review requests, plans and photos\. /,
    /^Contact messages\. /,
    /^News by email \(the subscriber list\)\. /,
    /^The audit log\. /,
    /^Backups\. /,
    /^To see, correct or remove your information/,
  ]) {
    await expect(main.getByText(words)).toBeVisible();
  }
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu toggles, lists every link with Newsletter and Events, and closes when a link is clicked', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    // Newsletter too: the spec's phone menu left it out, and residents read the news on phones.
    await expect(menu.getByRole('link')).toHaveText([...MENU, 'Log In']);
    await expectNoA11yViolations(page);
    await menu.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoA11yViolations(page);
    await menu.getByRole('link', { name: 'Newsletter', exact: true }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Schools' }).click();
    await expect(page).toHaveURL(/\/schools$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);

    const user = await createAccount(request, 'USER');
    await signIn(page, user);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const signedIn = page.getByRole('navigation', { name: 'Mobile' });
    await expect(signedIn.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    // The person's name and Log out, in the menu too.
    await expect(signedIn.getByText(user.username)).toBeVisible();
    await expectNoA11yViolations(page);
    await signedIn.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Log In' }),
    ).toBeVisible();
  });

  test('Escape closes the menu and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Schools' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // And the keyboard alone opens it again.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
  });

  test("a resident reaches the residents' area in one tap, and it lists their places", async ({
    page,
    request,
  }) => {
    const member = await createAccount(request, 'USER');
    await signIn(page, member);
    await page.goto('/events');
    await page.getByRole('link', { name: "Residents' area" }).click();
    await page.waitForURL('**/dashboard');
    const area = page.getByRole('navigation', { name: "Residents' area" });
    await expect(area.getByRole('link')).toHaveText([
      'Document library',
      'Your ACC requests',
      "Residents' directory",
      'Votes and elections',
      'Report a problem',
    ]);
    await expectNoA11yViolations(page);
  });

  test("an admin's mobile Dashboard link goes to /admin/dashboard", async ({ page, request }) => {
    const admin = await createAccount(request, 'ADMIN');
    await signIn(page, admin);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('href', '/admin/dashboard');
  });
});

/** How many lines the main navigation takes: items whose middles are within 10 px share one. */
async function navigationRows(page: Page): Promise<number> {
  const middles = await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) =>
    [...nav.children].map((item) => {
      const box = item.getBoundingClientRect();
      return box.top + box.height / 2;
    }),
  );
  return Math.round((Math.max(...middles) - Math.min(...middles)) / 10) + 1;
}

test('the header fits one line at 1280 px, signed out and signed in', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  expect(await navigationRows(page)).toBe(1);
  const admin = await createAccount(request, 'ADMIN');
  await signIn(page, admin);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await expect(nav.getByText(admin.username)).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await navigationRows(page)).toBe(1);
  // The label stays on one line too (it wrapped in two before).
  const acc = nav.getByRole('link', { name: 'Architectural Control Committee (ACC)' });
  expect((await acc.boundingBox())!.height).toBeLessThan(40);
});

test('signed in, the header names the person and logs out from any page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const member = await createAccount(request, 'USER');
  await signIn(page, member);
  await page.goto('/events');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText(`Signed in as ${member.username}`)).toHaveCount(1);
  await expect(nav.getByText(member.username)).toBeVisible();
  await expectNoA11yViolations(page);
  const token = await page.evaluate(() => localStorage.getItem('authToken_v2'));
  await nav.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('authToken_v2'))).toBeNull();
  await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  // The session is over on the server too.
  await expect
    .poll(async () =>
      (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);
});

test('the home page arrives server-rendered and passes axe', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Welcome to');
  expect(html).toContain('id="page-state"');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
  await expectNoA11yViolations(page);
});

test('public pages hydrate without console errors and keep the title current', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/', '/login', '/terms', '/privacy', '/nope']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page).toHaveTitle(/^Page not found \| /);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).not.toHaveTitle(/Page not found/);
  expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
});

test('the keyboard reaches the skip link, the navigation and the login form', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Newsletter' }),
  ).toBeFocused();
  await page.goto('/login');
  // The sign-in form's code loads after the page's: until it has hydrated the form, its Sign In
  // button is the server's disabled one and Enter submits nothing.
  await waitForHydration(page.getByLabel('Email'));
  await page.getByLabel('Email').focus();
  await page.keyboard.type('admin@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Admin-Passw0rd!');
  // Checked as typed (asynchronously): Enter submits once the form has found both fields valid.
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/dashboard');
});

test('pages run without Content-Security-Policy violations (no eval probe)', async ({ page }) => {
  // Recorded in the page itself, since a refused eval that the script catches only raises this event.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) messages.push(message.text());
  });
  for (const path of ['/', '/events', '/login', '/contactUs', '/faq']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
  expect(messages).toEqual([]);
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.ts';
import { isHydrated, waitForHydration } from './support/hydration.ts';

const PUBLIC_PAGES = [
  '/',
  '/newsletter',
  '/issues',
  '/schools',
  '/faq',
  '/acc',
  '/contactUs',
  '/events',
  '/login',
  '/reset-password?token=x',
  '/terms',
  '/privacy',
];

test('public pages cause no Content-Security-Policy violation, forms and widgets included', async ({
  page,
}) => {
  // Twelve pages, each until the network is idle (lazy chunks included): three times the usual bound.
  test.slow();
  // Before any page script runs, so a violation during start-up is caught too.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });

  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
  // The forms load zod when they are shown: sending an empty contact form runs its schema.
  await page.goto('/contactUs');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required').or(page.getByRole('alert')).first()).toBeVisible();
  const afterForm = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(afterForm).toEqual([]);
  expect(consoleViolations).toEqual([]);
});

test('widgets that load after the page work once loaded: accordion, tabs and the calendar', async ({
  page,
}) => {
  // The ACC page's accordion is always there (the FAQ page's depends on the questions stored).
  // Each is server-rendered first; its code loads and hydrates it after the page.
  await page.goto('/acc');
  const section = page.getByRole('button', { name: 'Enforce Rules & Regulations' });
  await waitForHydration(section);
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');

  await page.goto('/login');
  const register = page.getByRole('tab', { name: 'Register' });
  await waitForHydration(register);
  await register.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();

  await page.goto('/events');
  const history = page.getByRole('tab', { name: 'History' });
  await waitForHydration(history);
  await history.click();
  await expect(history).toHaveAttribute('aria-selected', 'true');
});

/**
 * Opens `path` as a slow phone would: the page's own scripts (the entry and the chunks the server
 * preloads) load at once, every other script (the widgets') waits until `letThrough` is called.
 */
async function openWithWidgetCodeHeld(
  page: Page,
  request: APIRequestContext,
  path: string,
  // Hydrated with the page's own code: the heading, or on a page whose heading waits with its form
  // (sign-in), the site's navigation.
  pageReady: (page: Page) => Locator = (p) => p.getByRole('heading', { level: 1 }),
) {
  const html = await (await request.get(path)).text();
  const firstLoad = new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
      ([, src]) => new URL(src!, 'http://site').pathname,
    ),
  );
  expect(firstLoad.size).toBeGreaterThan(0);
  let letThrough!: () => void;
  const released = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route('**/*.js', async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  // The page itself is interactive; the widget inside it is not yet.
  await waitForHydration(pageReady(page));
  return letThrough;
}

test('a click on a widget or a form whose code is still on its way is acted on when the code arrives', async ({
  page,
  request,
}) => {
  // The accordion acts on click.
  let letThrough = await openWithWidgetCodeHeld(page, request, '/acc');
  const section = page.getByRole('button', { name: 'Enforce Rules & Regulations' });
  expect(await isHydrated(section)).toBe(false);
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  letThrough();
  await expect(section).toHaveAttribute('aria-expanded', 'true');

  // The tabs select on mouse down, before the click.
  await page.unrouteAll();
  letThrough = await openWithWidgetCodeHeld(page, request, '/events');
  const history = page.getByRole('tab', { name: 'History' });
  expect(await isHydrated(history)).toBe(false);
  await history.click();
  await expect(history).toHaveAttribute('aria-selected', 'false');
  letThrough();
  await expect(history).toHaveAttribute('aria-selected', 'true');

  // A form's Send before the form's code: no reload to the page's own address; the check runs later.
  await page.unrouteAll();
  letThrough = await openWithWidgetCodeHeld(page, request, '/contactUs');
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.getByLabel('Full Name').fill('Jane Resident');
  const send = form.getByRole('button', { name: 'Send Message' });
  expect(await isHydrated(send)).toBe(false);
  await send.click();
  await expect(form.getByText('Email is required')).toHaveCount(0);
  letThrough();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('Jane Resident');
  expect(new URL(page.url()).search).toBe('');
});

test('Enter in a form whose code is still on its way is acted on when the code arrives', async ({
  page,
  request,
}) => {
  // Sign-in checks its fields as they are typed: the server sends its button disabled, and Enter on
  // a form with a disabled button does nothing in the browser; the page holds it instead.
  const letThrough = await openWithWidgetCodeHeld(page, request, '/login', (p) =>
    p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }),
  );
  const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
  expect(await isHydrated(signIn)).toBe(false);
  await expect(signIn).toBeDisabled();
  await page.getByLabel('Email').focus();
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  expect(new URL(page.url()).pathname).toBe('/login');
  letThrough();
  await page.waitForURL('**/admin/dashboard');
});

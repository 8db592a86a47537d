import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { withDatabase } from './database.ts';

export { expect };

export const ADMIN = { email: 'admin@example.org', password: 'Admin-Passw0rd!', username: 'site_admin' };

/** Fails the test with the list of violations when the page breaks a WCAG 2.1 A/AA rule. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

let counter = 0;
/** A name no other test (or worker) uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${process.pid % 1000}${Date.now().toString(36).slice(-4)}${counter}`.slice(0, 20);
}

export interface Account {
  email: string;
  password: string;
  username: string;
  token: string;
  user: { id: string; role: string; username: string; email: string };
}

/** Registers an account through the API, then sets its role in the test database. */
export async function createAccount(
  request: APIRequestContext,
  role: 'USER' | 'MODERATOR' | 'ADMIN' = 'USER',
): Promise<Account> {
  const username = unique('u_');
  const email = `${username}@example.org`;
  const password = 'Str0ng-Pass-word';
  const res = await request.post('/api/auth/register', {
    data: { username, email, password, confirmPassword: password },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (role !== 'USER') await withDatabase((_db, make) => make.updateUser(email, { role }));
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const body = await login.json();
  return { email, password, username, token: body.token, user: body.user };
}

/** Signs in through the real login form and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** Mail received by the test SMTP server. */
export async function receivedMail(): Promise<{ from: string; to: string[]; raw: string }[]> {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_MAIL_API_PORT}/messages`);
  return res.json();
}

export async function setMailServer(state: 'up' | 'down'): Promise<void> {
  await fetch(`http://127.0.0.1:${process.env.E2E_MAIL_API_PORT}/${state}`);
}

export const test = base;

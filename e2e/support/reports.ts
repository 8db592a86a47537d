import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, expectNoA11yViolations, type Account } from './fixtures.ts';
import { withDatabase } from './database.ts';

/** Resident reports' browser tests: their people, homes and reports, seeded through the API. */

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** axe at a phone's and a desktop's width, back at the desktop's after. */
export async function accessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
}

/** A home on the roll (a street of the test's own), added by an admin. */
export async function addHome(request: APIRequestContext, admin: Account, address: string) {
  const res = await request.post('/api/homes', { headers: auth(admin.token), data: { address } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; address: string };
}

/** An approved resident with a verified address, linked to the home as its owner. */
export async function residentOf(
  request: APIRequestContext,
  admin: Account,
  homeId: string,
): Promise<Account> {
  const account = await createAccount(request, 'USER');
  const linked = await request.post(`/api/user/${account.user.id}/resident`, {
    headers: auth(admin.token),
    data: { approved: true, homeId, relation: 'owner' },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  await withDatabase((_db, make) => make.updateUser(account.email, { verified: true }));
  return account;
}

/** A report filed through the API by a resident. */
export async function fileReport(request: APIRequestContext, reporter: Account, body: object) {
  const res = await request.post('/api/reports', { headers: auth(reporter.token), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; reference: string; title: string };
}

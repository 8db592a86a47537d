import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures.ts';

/** A home on the roll, added through the API by an admin; a street no other test uses. */
async function addHome(request: APIRequestContext, admin: { token: string }, address: string, lot: string) {
  const res = await request.post('/api/homes', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { address, lot },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json() as Promise<{ id: string; address: string }>;
}

async function accessibleAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
}

test('an admin approves a resident with the suggested home, moves them to another and unlinks them', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const street = unique('Quail');
  const first = await addHome(request, admin, `12 ${street} Street Southeast`, '7');
  const second = await addHome(request, admin, `14 ${street} Street Southeast`, '8');
  const member = await createAccount(request, 'USER');
  // Typed as people type it: the roll's "Street Southeast" is their "st. SE".
  const typed = `12 ${street.toLowerCase()} st. SE`;
  const asked = await request.post('/api/account/resident-request', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { address: typed },
  });
  expect(asked.status()).toBe(200);

  await signIn(page, admin);
  await page.goto('/admin/userDashboard?show=pending');
  await page.getByLabel('Search users').fill(member.username);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('No home linked');
  await row.getByRole('button', { name: 'Approve' }).click();

  const dialog = page.getByRole('dialog', { name: 'Approve resident' });
  await expect(dialog).toContainText(`Address given: ${typed}`);
  await expect(dialog).toContainText(`Suggested: ${first.address} (lot 7)`);
  const home = dialog.getByLabel('Home');
  await expect(home).toHaveValue(first.id);
  await accessibleAtBothWidths(page);
  await dialog.getByRole('radio', { name: 'Tenant' }).check();
  await dialog.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'approved resident' })).toHaveText(
    `${member.username} is now an approved resident of ${first.address} (tenant).`,
  );

  await page.getByLabel('Show').selectOption({ label: 'Approved residents' });
  await expect(row).toContainText(`${first.address} (lot 7), tenant`);

  // Moved to another home, from the keyboard.
  await row.getByRole('button', { name: 'Change Home' }).click();
  const change = page.getByRole('dialog', { name: `Home of ${member.username}` });
  await expect(change.getByLabel('Home')).toHaveValue(first.id);
  await expect(change.getByRole('radio', { name: 'Tenant' })).toBeChecked();
  await change.getByLabel('Home').selectOption(second.id);
  await change.getByRole('radio', { name: 'Owner' }).check();
  await change.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'linked' })).toHaveText(
    `${member.username} is now linked to ${second.address} (owner).`,
  );
  await expect(row).toContainText(`${second.address} (lot 8), owner`);

  // Unlinked: still a resident, with no home.
  await row.getByRole('button', { name: 'Change Home' }).click();
  await change.getByLabel('Home').selectOption({ label: 'No home' });
  await expect(change.getByRole('radio', { name: 'Owner' })).toBeDisabled();
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'linked' })).toHaveText(
    `${member.username} is no longer linked to a home.`,
  );
  await expect(row).toContainText('No home linked');
  await expect(row).toContainText('Approved resident');
  await expect(row.getByRole('button', { name: 'Link Home' })).toBeVisible();
});

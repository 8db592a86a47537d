import type { APIRequestContext, Page } from '@playwright/test';
import { withDatabase } from './support/database.ts';
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  unique,
  type Account,
} from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';

// Two browsers, four axe scans and a dozen searches on a busy 2-core machine. The limit bounds a
// hang; it is not what the test asserts.
test.setTimeout(180_000);

/** axe at a phone's width and at a desktop's, then back to the desktop. */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
}

/** An account approved as a resident of `address` (as an admin's approval leaves it). */
async function approvedResident(request: APIRequestContext, address: string): Promise<Account> {
  const account = await createAccount(request, 'USER');
  const res = await request.patch('/api/account', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { address },
  });
  expect(res.status()).toBe(200);
  await withDatabase((_db, make) => make.updateUser(account.email, { residentStatus: 'approved' }));
  return account;
}

test('a resident lists themself with a preview, and a neighbour finds them by name and by street', async ({
  page,
  browser,
  request,
}) => {
  // A street no other test's data has, so a search by it finds this resident alone.
  const street = `${unique('Quince')} Lane`;
  const listed = await approvedResident(request, `18 ${street}`);
  const neighbour = await approvedResident(request, '3 Elsewhere Road');

  // The resident's account page: no home linked yet, not listed, then a phone and the choices.
  await signIn(page, listed);
  await page.goto('/account');
  const home = page.getByRole('region', { name: 'Your home' });
  await expect(home).toContainText('No home is linked to your account yet.');
  const listing = page.getByRole('region', { name: 'Directory listing' });
  await expect(listing).toContainText('Nothing: you are not listed in the directory.');
  await expect(listing.getByLabel('Show my phone number')).toHaveCount(0);

  const phone = listing.getByLabel('Phone number');
  await waitForHydration(phone);
  await phone.focus();
  await page.keyboard.type('+1 (425) 555-0134');
  // The keyboard alone: Tab to the first choice, Space ticks it.
  await page.keyboard.press('Tab');
  const listMe = listing.getByRole('checkbox', { name: "List me in the residents' directory" });
  await expect(listMe).toBeFocused();
  await page.keyboard.press('Space');
  await expect(listMe).toBeChecked();

  // The preview is the directory's card: the name alone until more is chosen.
  const preview = listing.getByRole('heading', { name: listed.username, level: 3 }).locator('..');
  await expect(preview).toBeVisible();
  await expect(preview).not.toContainText(street);
  await expect(preview).not.toContainText('555-0134');
  await listing.getByRole('checkbox', { name: 'Show my phone number' }).check();
  await expect(preview.getByRole('link', { name: '+1 (425) 555-0134' })).toHaveAttribute(
    'href',
    'tel:+14255550134',
  );
  await listing.getByRole('checkbox', { name: 'Show my home address' }).check();
  await expect(preview).toContainText(`18 ${street}`);
  await listing.getByRole('checkbox', { name: 'Show my email address' }).check();
  await expect(preview.getByRole('link', { name: listed.email })).toBeVisible();
  // Changing the mind before saving: the email stays hidden.
  await listing.getByRole('checkbox', { name: 'Show my email address' }).uncheck();
  await expect(preview).not.toContainText(listed.email);
  await expectAccessibleAtBothWidths(page);
  await listing.getByRole('button', { name: 'Save Listing' }).click();
  await expect(listing.getByRole('status')).toHaveText('Directory listing saved.');

  // Another approved resident opens the directory from the dashboard's residents' area.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, neighbour);
  await other.getByRole('link', { name: "Residents' directory" }).click();
  await other.waitForURL('**/directory');
  await expect(other.getByRole('heading', { name: "Residents' Directory", level: 1 })).toBeVisible();
  await expect(
    other.getByRole('link', { name: 'Choose what neighbours see on your account page' }),
  ).toBeVisible();

  const search = other.getByLabel('Search by name or street');
  await waitForHydration(search);
  const results = other.getByRole('region', { name: 'Neighbours' });
  const card = results
    .getByRole('listitem')
    .filter({ has: other.getByRole('heading', { name: listed.username }) });

  // By name, typed at the keyboard.
  await search.focus();
  await other.keyboard.type(listed.username.toUpperCase());
  await expect(card).toBeVisible();
  await expect(results.getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(card).toContainText(`18 ${street}`);
  await expect(card.getByRole('link', { name: '+1 (425) 555-0134' })).toHaveAttribute(
    'href',
    'tel:+14255550134',
  );
  // The email was not chosen: not on the card, and a search by it finds no one.
  await expect(card).not.toContainText(listed.email);
  await expect(card.getByRole('link', { name: /@/ })).toHaveCount(0);

  // By street.
  await search.fill(street.toLowerCase());
  await expect(results.getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(card).toBeVisible();
  await expectAccessibleAtBothWidths(other);

  await search.fill(listed.email);
  await expect(results).toContainText(`No listed neighbour matches "${listed.email}".`);
  await context.close();
});

test('a signed-in user who is not an approved resident is told why, and a visitor signs in first', async ({
  page,
  request,
}) => {
  await page.goto('/directory');
  await page.waitForURL(/\/login/);

  const user = await createAccount(request, 'USER');
  await signIn(page, user);
  await page.goto('/directory');
  await expect(page.getByText("The residents' directory is for approved residents.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open your account page' })).toHaveAttribute(
    'href',
    '/account',
  );
  await expect(page.getByLabel('Search by name or street')).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
});

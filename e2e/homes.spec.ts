import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  unique,
} from './support/fixtures.ts';
import { withDatabase } from './support/database.ts';
import { answerDeleteConfirmation, countRequests } from './support/directory.ts';

// The e2e database is shared by every test running in parallel: each test makes its own addresses
// (unique()) and looks only for them, never at how many homes the roll holds.

const homesTable = (page: Page) => page.getByRole('region', { name: 'Homes table' });
const rowOf = (page: Page, address: string) => homesTable(page).getByRole('row').filter({ hasText: address });

/** axe at a phone's and a desktop's width, back at the desktop's after. */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
}

/** Chooses a CSV file in the import dialog and waits until its text is in the box the preview sends. */
async function chooseCsv(dialog: Locator, csv: string): Promise<void> {
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'homes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(dialog.getByLabel('Or paste the rows')).toHaveValue(/^address,lot/);
}

/** Links an account to a home as the resident linking will (that screen is built separately). */
async function linkResident(email: string, address: string, relation: 'owner' | 'tenant'): Promise<void> {
  await withDatabase(async (db) => {
    const home = await db
      .selectFrom('homes')
      .select('id')
      .where('address', '=', address)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ homeId: home.id, homeRelation: relation })
      .where('email', '=', email)
      .execute();
  });
}

test('an admin imports homes from a CSV after its preview, finds one, edits its lot and deletes homes', async ({
  page,
  request,
}) => {
  const tag = unique('Hm');
  const [first, second, third, fourth] = [
    `1 ${tag} Street, Unit A`,
    `2 ${tag} Street`,
    `3 ${tag} Street`,
    `4 ${tag} Street`,
  ];
  // Quotes around an address with a comma, a lot left empty, the same address twice (the second
  // is skipped) and a line with no address (line 6, the header being line 1).
  const csv = [
    'address,lot',
    `"${first}",11`,
    `${second},12`,
    `${third},`,
    `${second.toUpperCase()},99`,
    ',14',
    `${fourth},15`,
  ].join('\r\n');

  await signIn(page, ADMIN);
  await page.getByRole('link', { name: 'Homes', exact: true }).click();
  await page.waitForURL('**/admin/homes');
  await expect(page.getByRole('heading', { level: 1, name: 'Homes' })).toBeVisible();
  await expect(page).toHaveTitle(/^Homes/);

  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import homes from CSV' });
  await expect(dialog).toBeVisible();
  // A wrong header is refused as a whole, in the server's words, before anything is imported.
  await dialog.getByLabel('Or paste the rows').fill('name,lot\nElm Court,1');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The first line must be the header "address,lot" (lot may be left out).',
  );

  await chooseCsv(dialog, csv);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('heading', { name: 'Preview: nothing is imported yet' })).toBeFocused();
  await expect(dialog.getByRole('listitem').nth(0)).toHaveText('4 new homes will be added.');
  await expect(dialog.getByRole('listitem').nth(1)).toHaveText('1 home already on the roll will be skipped.');
  await expect(dialog.getByRole('listitem').nth(2)).toHaveText('1 line refused:');
  await expect(dialog.getByRole('region', { name: 'Refused lines' })).toHaveText(
    'Line 6: Address is required',
  );
  await expectAccessibleAtBothWidths(page);
  // Nothing is written by the preview.
  await expect(rowOf(page, second)).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Import 4 homes' }).click();
  await expect(dialog.getByRole('heading', { name: 'Import done' })).toBeFocused();
  await expect(dialog.getByRole('listitem').nth(0)).toHaveText('4 homes added.');
  await expect(dialog.getByRole('listitem').nth(1)).toHaveText('1 home already on the roll skipped.');
  await expect(dialog.getByRole('region', { name: 'Refused lines' })).toHaveText(
    'Line 6: Address is required',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Import from CSV' })).toBeFocused();

  // The table refreshed: the search finds the imported homes by address and by lot.
  const search = page.getByLabel('Search homes');
  await search.fill(tag);
  await expect(homesTable(page).getByRole('row')).toHaveCount(5);
  await expect(rowOf(page, first)).toContainText('11');
  await expect(rowOf(page, third)).toContainText('No residents linked');
  await search.fill(`3 ${tag.toLowerCase()}`);
  await expect(homesTable(page).getByRole('row')).toHaveCount(2);
  await search.fill('no such home anywhere');
  await expect(page.getByText('No homes match your search.')).toBeVisible();

  // Edit the lot of the home the search found.
  await search.fill(third);
  await rowOf(page, third)
    .getByRole('button', { name: `Edit ${third}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Home' });
  await expect(edit.getByLabel('Address')).toHaveValue(third);
  await edit.getByLabel('Lot').fill('33B');
  await expectNoA11yViolations(page);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Home updated.' })).toBeVisible();
  await expect(rowOf(page, third).getByRole('cell').first()).toHaveText('33B');

  // An address already on the roll (another case and spacing) is refused in the form, in the server's words.
  await page.getByRole('button', { name: 'Add Home' }).click();
  const add = page.getByRole('dialog', { name: 'Add Home' });
  await add.getByLabel('Address').fill(`  ${fourth.toUpperCase()} `);
  await add.getByRole('button', { name: 'Add Home' }).click();
  await expect(add.getByRole('alert')).toHaveText('A home with this address already exists.');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  // A home with a resident shows them and is not deleted: the server says why.
  const owner = await createAccount(request, 'USER');
  await linkResident(owner.email, second, 'owner');
  await page.reload();
  await page.getByLabel('Search homes').fill(owner.username);
  await expect(rowOf(page, second)).toContainText(`${owner.username} (owner)`);
  await rowOf(page, second)
    .getByRole('button', { name: `Delete ${second}` })
    .click();
  await answerDeleteConfirmation(page, 'home', { accessible: true });
  await expect(page.getByRole('alert')).toHaveText(
    'This home has a linked resident: move or unlink them first.',
  );
  await expect(rowOf(page, second)).toHaveCount(1);

  // A home without residents goes after the confirmation.
  await page.getByLabel('Search homes').fill(fourth);
  await rowOf(page, fourth)
    .getByRole('button', { name: `Delete ${fourth}` })
    .click();
  await answerDeleteConfirmation(page, 'home');
  await expect(page.getByRole('status').filter({ hasText: 'Home deleted.' })).toBeVisible();
  await expect(rowOf(page, fourth)).toHaveCount(0);
  await expect(page.getByText('No homes match your search.')).toBeVisible();
});

test('an admin imports a 262-line roll in one go', async ({ page }) => {
  const tag = unique('Rl');
  const lines = Array.from({ length: 262 }, (_, i) => `${i + 1} ${tag} Avenue,${i + 1}`);
  await signIn(page, ADMIN);
  // Opened at its address, the screen draws the roll the page's state brought (read on the server
  // as the signed-in admin): the browser asks the API for no roll of its own.
  const rollReads = countRequests(page, '/api/homes');
  await page.goto('/admin/homes');
  await expect(page.getByText(/\d homes? on the roll\./)).toBeVisible();
  expect(rollReads()).toBe(0);
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import homes from CSV' });
  await chooseCsv(dialog, ['address,lot', ...lines].join('\n'));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('listitem').nth(0)).toHaveText('262 new homes will be added.');
  await expect(dialog.getByRole('listitem').nth(2)).toHaveText('0 lines refused.');
  await dialog.getByRole('button', { name: 'Import 262 homes' }).click();
  await expect(dialog.getByRole('listitem').nth(0)).toHaveText('262 homes added.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByLabel('Search homes').fill(tag);
  // The header row and one row per home.
  await expect(homesTable(page).getByRole('row')).toHaveCount(263);
  await expect(rowOf(page, `262 ${tag} Avenue`)).toContainText('262');
});

test('a moderator reads the roll and exports it, with no control that changes it', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const moderator = await createAccount(request, 'MODERATOR');
  const tenant = await createAccount(request, 'USER');
  const address = `${unique('Md')} Lane`;
  const created = await request.post('/api/homes', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { address, lot: '7' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await linkResident(tenant.email, address, 'tenant');

  await signIn(page, moderator);
  const tile = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Homes' });
  await expect(tile).toHaveAccessibleDescription(
    'View and export the roll of homes; administrators change it.',
  );
  await tile.click();
  await page.waitForURL('**/admin/homes');
  await expect(page.getByText('View only: administrators add, edit, delete and import homes.')).toBeVisible();
  await page.getByLabel('Search homes').fill(address);
  await expect(rowOf(page, address)).toContainText(`${tenant.username} (tenant)`);
  await expect(page.getByRole('button', { name: 'Add Home' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import from CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(homesTable(page).getByRole('columnheader')).toHaveText(['Address', 'Lot', 'Residents']);

  // The export is a plain link: the session cookie goes with it.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('homes.csv');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toMatch(/^\uFEFF?address,lot\r?\n/);
  expect(text).toContain(`${address},7`);

  // On a phone the table is stacked cards, with nothing off to the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rowOf(page, address)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessibleAtBothWidths(page);
});

test('a member cannot open the roll, and a visitor is asked to sign in first', async ({ page, request }) => {
  const member = await createAccount(request, 'USER');
  await page.goto('/admin/homes');
  await page.waitForURL('**/login?next=%2Fadmin%2Fhomes');

  await signIn(page, member);
  await expect(page.getByRole('region', { name: 'Quick Actions' })).toHaveCount(0);
  await page.goto('/admin/homes');
  await expect(page.getByRole('heading', { name: "You don't have access to that page" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Homes table' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
});

test('the screen says when the roll failed to load, offers Try Again, and says what to do with an empty roll', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  // The first read fails, the second finds no home (the shared database is never empty, so both
  // answers are the browser's own; the dashboard's tile opens the screen without a new page load).
  let reads = 0;
  await page.route('**/api/homes', async (route) => {
    reads += 1;
    if (reads === 1) await route.fulfill({ status: 500, json: { message: 'Something went wrong' } });
    else await route.fulfill({ status: 200, json: { items: [] } });
  });
  await page.getByRole('link', { name: 'Homes', exact: true }).click();
  await page.waitForURL('**/admin/homes');
  await expect(page.getByRole('alert')).toHaveText('Failed to load the homes.');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('No homes yet. Add one or import the roll from a CSV file.')).toBeVisible();
  await expect(page.getByText('0 homes on the roll.')).toBeVisible();
  expect(reads).toBe(2);
});

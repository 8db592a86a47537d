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

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** True when neither the page nor the table's region scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, region: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

/** The label a phone shows before a cell's value ("Role"), from the cell's ::before. */
const labelOf = (cell: Locator) =>
  cell.evaluate((el) => getComputedStyle(el, '::before').content.replace(/^"|"$/g, ''));

/** Wholly inside the visible window, after scrolling the element's row into view. */
async function expectWhollyVisible(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport({ ratio: 1 });
}

async function addSchool(page: Page, token: string, name: string): Promise<void> {
  const res = await page.request.post('/api/schools', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      type: 'elementary',
      district: 'Everett Public Schools',
      address: '3900 Broadway Avenue, Everett, WA 98201, a long address that would push a table wide',
      email: 'front-office-of-a-very-long-school-name@example.org',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('on a 390 px phone the users, audit and schools tables are stacked cards with every value and button in view', async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'MODERATOR');
  const admin = await createAccount(request, 'ADMIN');
  const school = unique('Card School ');
  await addSchool(page, admin.token, school);

  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN);

  await page.goto('/admin/userDashboard');
  const users = page.getByRole('region', { name: 'Users table' });
  const row = users.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expectNoSidewaysScroll(page, users);
  // The header row is for screen readers only; each card labels its values instead.
  await expect(users.getByRole('columnheader', { name: 'Role' })).not.toBeInViewport();
  const role = row.getByRole('cell').filter({ hasText: 'MODERATOR' });
  await expect.poll(() => labelOf(role)).toBe('Role');
  await expectWhollyVisible(role);
  const joined = row.getByRole('cell').filter({ has: page.locator('time') });
  await expect.poll(() => labelOf(joined)).toBe('Joined');
  await expectWhollyVisible(joined);
  await expectWhollyVisible(row.getByRole('button', { name: 'Edit Role' }));
  await expectWhollyVisible(row.getByRole('button', { name: 'Delete' }));
  await expectNoA11yViolations(page);

  await page.goto('/admin/audit');
  const audit = page.getByRole('region', { name: 'Audit log table' });
  const entry = audit.getByRole('row').filter({ hasText: school });
  await expect(entry).toHaveCount(1);
  await expectNoSidewaysScroll(page, audit);
  const when = entry.getByRole('cell').filter({ has: page.locator('time') });
  await expect.poll(() => labelOf(when)).toBe('When');
  await expectWhollyVisible(when);
  await expectWhollyVisible(entry.getByRole('cell').filter({ hasText: school }));
  await expectNoA11yViolations(page);

  await page.goto('/admin/manageSchools');
  const schools = page.getByRole('region', { name: 'Schools table' });
  const card = schools.getByRole('row').filter({ hasText: school });
  await expect(card).toHaveCount(1);
  await expectNoSidewaysScroll(page, schools);
  await expectWhollyVisible(card.getByRole('rowheader'));
  await expect.poll(() => labelOf(card.getByRole('cell').filter({ hasText: 'Elementary' }))).toBe('Type');
  await expectWhollyVisible(card.getByRole('button', { name: `Edit ${school}` }));
  await expectWhollyVisible(card.getByRole('button', { name: `Delete ${school}` }));
  await expectNoA11yViolations(page);
});

test('at 1280 px the same tables are tables: a visible header row and one line per row', async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'USER');
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto('/admin/userDashboard');
  const users = page.getByRole('region', { name: 'Users table' });
  await expect(users.getByRole('columnheader')).toHaveText([
    'User',
    'Email',
    'Role',
    'Email verified',
    'Resident',
    'Address',
    'Home',
    'Joined',
    'Actions',
  ]);
  await expect(users.getByRole('columnheader', { name: 'Role' })).toBeVisible();
  const row = users.getByRole('row').filter({ hasText: member.email });
  const header = await row.getByRole('rowheader').boundingBox();
  const roleBox = await row.getByRole('cell').filter({ hasText: 'USER' }).boundingBox();
  const button = await row.getByRole('button', { name: 'Edit Role' }).boundingBox();
  // Side by side on one line, not stacked.
  expect(roleBox!.x).toBeGreaterThan(header!.x + header!.width - 1);
  expect(Math.abs(roleBox!.y - header!.y)).toBeLessThan(header!.height);
  expect(button!.x).toBeGreaterThan(roleBox!.x);
  expect(await labelOf(row.getByRole('cell').filter({ hasText: 'USER' }))).toBe('none');
  await expectNoSidewaysScroll(page, users);
  await expectNoA11yViolations(page);
});

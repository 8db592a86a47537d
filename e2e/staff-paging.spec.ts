import { newId } from '../src/server/db/ids.ts';
import { withDatabase } from './support/database.ts';
import { createAccount, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures.ts';

/** Rows older than anything the other tests write, so the first page stays theirs. */
const longAgo = (i: number) => new Date(Date.UTC(2019, 0, 1) + i * 60_000).toISOString();

test('the users screen reads a page at a time, Load more reads the next, and a search finds any account', async ({
  page,
  request,
}) => {
  const tag = unique('pg');
  await withDatabase((db) =>
    db
      .insertInto('users')
      .values(
        Array.from({ length: 110 }, (_, i) => ({
          id: newId(),
          username: `${tag}_${i}`,
          email: `${tag}_${i}@example.org`,
          passwordHash: 'x',
          role: 'USER',
          createdAt: longAgo(i),
          updatedAt: longAgo(i),
        })),
      )
      .execute(),
  );
  const admin = await createAccount(request, 'ADMIN');
  await signIn(page, admin);
  await page.goto('/admin/userDashboard');
  const rows = page.getByRole('region', { name: 'Users table' }).getByRole('table').getByRole('row');
  // 100 accounts and the header row; the oldest seeded account is not on the first page.
  await expect(rows).toHaveCount(101);
  const oldest = page.getByRole('rowheader', { name: `${tag}_0`, exact: true });
  await expect(oldest).toHaveCount(0);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(oldest).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(111);
  await expectNoA11yViolations(page);

  // The server searches every account, not only the pages read so far.
  await page.reload();
  await expect(rows).toHaveCount(101);
  await page.getByLabel('Search users by username or email').fill(`${tag}_0@EXAMPLE`);
  await expect(rows).toHaveCount(2);
  await expect(oldest).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await page.getByLabel('Search users by username or email').fill(`${tag}_nobody`);
  await expect(page.getByText('No users match your search.')).toBeVisible();
});

test('the subscribers screen shows the 100 newest addresses and reads the rest with Load more', async ({
  page,
  request,
}) => {
  const tag = unique('sub');
  // Unsubscribed rows: on the list, but no announcement of another test reaches them.
  await withDatabase((db) =>
    db
      .insertInto('subscribers')
      .values(
        Array.from({ length: 110 }, (_, i) => ({
          id: newId(),
          email: `${tag}_${i}@example.org`,
          status: 'unsubscribed',
          source: 'form',
          createdAt: longAgo(i),
          updatedAt: longAgo(i),
        })),
      )
      .execute(),
  );
  const admin = await createAccount(request, 'ADMIN');
  await signIn(page, admin);
  await page.goto('/admin/subscribers');
  const rows = page.getByRole('region', { name: 'Subscribers' }).getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(101);
  const oldest = page.getByRole('rowheader', { name: `${tag}_0@example.org`, exact: true });
  await expect(oldest).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(oldest).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a resident's ACC requests show the 50 newest decided ones, and Load more the older", async ({
  page,
}) => {
  const resident = await withDatabase(async (db, make) => {
    const made = await make.resident({ username: unique('acc') });
    for (let i = 0; i < 55; i++) {
      const row = await make.arcRequest(made.row, { title: `Old shed ${i}` });
      await db
        .updateTable('arcRequests')
        .set({ status: 'approved', decidedAt: longAgo(i), createdAt: longAgo(i), updatedAt: longAgo(i) })
        .where('id', '=', row.id)
        .execute();
    }
    return made;
  });
  await signIn(page, { email: resident.row.email, password: resident.password });
  await page.goto('/acc/requests');
  const list = page.getByRole('region', { name: 'Your requests' });
  await expect(list.getByText('Old shed 54', { exact: true })).toBeVisible();
  await expect(list.getByText('Old shed 0', { exact: true })).toHaveCount(0);
  await list.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByText('Old shed 0', { exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

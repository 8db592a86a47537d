import type { Page } from '@playwright/test';
import { answerDeleteConfirmation } from './support/directory.ts';
import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  unique,
} from './support/fixtures.ts';
import { servePagesWithMailOff } from './support/mail-off.ts';
import type { Factories } from '../test/support/factories.ts';
import { withDatabase } from './support/database.ts';

const insertContactMessage = (fields: Parameters<Factories['contactMessage']>[0]) =>
  withDatabase((_db, make) => make.contactMessage(fields));

test('a visitor message appears in the inbox, and the admin reads, replies to, archives and deletes it', async ({
  page,
}) => {
  const tag = unique('msg');
  const older = `Streetlight out ${tag}`;
  const newer = `Parking question ${tag}`;
  await insertContactMessage({
    name: 'Pat Visitor',
    email: `pat.${tag}@example.org`,
    subject: older,
    message: 'The streetlight at the corner of 36th Dr SE has been out for a week.',
    status: 'delivered',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
  });
  await insertContactMessage({
    name: 'Sam Resident',
    email: `sam.${tag}@example.org`,
    subject: newer,
    message: 'May we park a trailer in the driveway for two days next month?',
    status: 'failed',
  });

  await signIn(page, ADMIN);
  await page.getByRole('link', { name: /^Messages \S+ unread$/ }).click();
  await page.waitForURL('**/admin/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

  const headings = page.getByRole('heading', { level: 2 }).filter({ hasText: tag });
  // Newest first; unread ones are announced as such.
  await expect(headings).toHaveText([`Unread: ${newer}`, `Unread: ${older}`]);
  const newerItem = page.getByRole('article', { name: newer });
  const olderItem = page.getByRole('article', { name: older });
  await expect(newerItem.getByText('Mail: Failed')).toBeVisible();
  await expect(olderItem.getByText('Mail: Delivered')).toBeVisible();
  await expect(olderItem.getByText(`From Pat Visitor <pat.${tag}@example.org>`)).toBeVisible();
  await expect(olderItem.getByText('has been out for a week')).toBeVisible();
  await expect(olderItem.getByRole('link', { name: 'Reply' })).toHaveAttribute(
    'href',
    `mailto:pat.${tag}@example.org?subject=${encodeURIComponent(`Re: ${older}`)}`,
  );
  await expectNoA11yViolations(page);

  await olderItem.getByRole('button', { name: 'Mark as read' }).click();
  await expect(olderItem.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(headings).toHaveText([`Unread: ${newer}`, older]);

  await olderItem.getByRole('button', { name: 'Archive' }).click();
  await expect(olderItem).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(olderItem).toBeVisible();
  await expectNoA11yViolations(page);
  await olderItem.getByRole('button', { name: 'Move to inbox' }).click();
  await expect(olderItem).toHaveCount(0);
  await page.getByRole('tab', { name: /Inbox/ }).click();
  await expect(olderItem).toBeVisible();

  await newerItem.getByRole('button', { name: 'Delete' }).click();
  await answerDeleteConfirmation(page, 'message');
  await expect(newerItem).toHaveCount(0);
  await page.reload();
  await expect(olderItem).toBeVisible();
  await expect(newerItem).toHaveCount(0);
});

test('the inbox is for admins only', async ({ page, request }) => {
  const res = await request.get('/api/contact/messages');
  expect(res.status()).toBe(401);
  await page.goto('/admin/messages');
  await page.waitForURL('**/login?next=%2Fadmin%2Fmessages');
});

/** The inbox's unread count as the server has it now (other tests add and read messages meanwhile). */
async function serverUnread(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('authToken_v2'));
  const res = await page.request.get('/api/contact/messages/summary', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).unread;
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the dashboard's Messages tile shows the unread count (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const tag = unique('cnt');
    await insertContactMessage({
      name: 'Kim Neighbour',
      email: `kim.${tag}@example.org`,
      subject: `Fence question ${tag}`,
      message: 'May I replace the fence between our lots with a taller one?',
      status: 'delivered',
    });
    await signIn(page, ADMIN);
    const tile = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: /^Messages/ });
    // Compared with the server's count as it is at that moment: parallel tests change it too.
    await expect(async () => {
      const unread = await serverUnread(page);
      await page.reload();
      await expect(tile).toHaveText(`Messages ${unread} unread`, { timeout: 2_000 });
    }).toPass();
    expect(await serverUnread(page)).toBeGreaterThan(0);
    await expectNoA11yViolations(page);
  });
}

test('without SMTP the inbox says a message is stored and mail delivery is not configured', async ({
  page,
}) => {
  const tag = unique('nomail');
  await insertContactMessage({
    name: 'Lee Owner',
    email: `lee.${tag}@example.org`,
    subject: `Waiting message ${tag}`,
    message: 'The gate code at the pocket park no longer works.',
    status: 'pending',
  });
  await signIn(page, ADMIN);
  await page.goto('/admin/messages');
  const item = page.getByRole('article', { name: `Waiting message ${tag}` });
  // This test server has SMTP: a message waiting for its next attempt is pending.
  await expect(item.getByText('Mail: Pending')).toBeVisible();

  // A site without SMTP (the page's facts say so; test/api/mail-states.test.ts checks the server's side).
  await servePagesWithMailOff(page);
  await page.reload();
  await expect(item.getByText('Stored; mail delivery is not configured')).toBeVisible();
  await expect(item.getByText('Mail: Pending')).toHaveCount(0);
  await expect(page.getByText(/Messages are stored here; mail delivery is not configured/)).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the dashboard of a moderator shows no inbox count and asks nothing of the inbox', async ({
  page,
  request,
}) => {
  const moderator = await createAccount(request, 'MODERATOR');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/contact/messages')) asked.push(r.url());
  });
  await signIn(page, moderator);
  await expect(page.getByRole('region', { name: 'Quick Actions' }).getByRole('link')).toHaveText([
    'Manage Events',
    'Manage News',
    'Manage Documents',
    'Homes',
  ]);
  expect(asked).toEqual([]);
});

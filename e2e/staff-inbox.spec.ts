import { ADMIN, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures.ts';
import { insertContactMessage } from './support/contact-messages.ts';

test('a visitor message appears in the inbox, and the admin reads, replies to, archives and deletes it', async ({
  page,
}) => {
  const tag = unique('msg');
  const older = `Streetlight out ${tag}`;
  const newer = `Parking question ${tag}`;
  insertContactMessage({
    name: 'Pat Visitor',
    email: `pat.${tag}@example.org`,
    subject: older,
    message: 'The streetlight at the corner of 36th Dr SE has been out for a week.',
    status: 'delivered',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
  });
  insertContactMessage({
    name: 'Sam Resident',
    email: `sam.${tag}@example.org`,
    subject: newer,
    message: 'May we park a trailer in the driveway for two days next month?',
    status: 'failed',
  });

  await signIn(page, ADMIN);
  await page.getByRole('link', { name: 'Messages', exact: true }).click();
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

  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await newerItem.getByRole('button', { name: 'Delete' }).click();
  await expect(newerItem).toHaveCount(0);
  expect(asked).toBe('Are you sure you want to delete this message?');
  await page.reload();
  await expect(olderItem).toBeVisible();
  await expect(newerItem).toHaveCount(0);
});

test('the inbox is for admins only', async ({ page, request }) => {
  const res = await request.get('/api/contact/messages');
  expect(res.status()).toBe(401);
  await page.goto('/admin/messages');
  await page.waitForURL('**/login');
});

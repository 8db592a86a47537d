import type { Page } from '@playwright/test';
import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  receivedMail,
  signIn,
  test,
  unique,
} from './support/fixtures.ts';
import { withDatabase } from './support/database.ts';
import { waitForHydration } from './support/hydration.ts';
import { servePagesWithMailOff } from './support/mail-off.ts';
import { ANNOUNCE_QUESTION } from '../src/shared/announcements.ts';

// One journey across four people, with axe at two widths on each new screen: on a busy machine
// that alone can pass the default minute. The budget bounds a hang; it is not what is asserted.
test.describe.configure({ timeout: 360_000 });

const DESCRIPTION = 'The pond trail closes on Monday for resurfacing; the east gate stays open all week.';
const SUBSCRIBE_ANSWER =
  'Thank you. If this address is not on the list yet, we have sent it a link to confirm the subscription.';

/** The text of a raw mail, quoted-printable soft breaks and escapes undone. */
function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A header of a raw mail, unfolded. */
function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? null;
}

/** Mail to `address` whose text holds `needle`. */
async function mailsTo(address: string, needle: string) {
  return (await receivedMail()).filter((m) => m.to.includes(address) && mailText(m.raw).includes(needle));
}

/** Waits for the mail to `address` holding `needle` and answers it. */
async function waitForMail(address: string, needle: string) {
  await expect.poll(async () => (await mailsTo(address, needle)).length).toBeGreaterThan(0);
  return (await mailsTo(address, needle))[0]!;
}

async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page);
}

test('a visitor subscribes, confirms, gets an announcement, unsubscribes and gets no more; staff see the counts, admins the list', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const visitor = `${unique('news_')}@example.org`.toLowerCase();
  const title = unique('Trail closure ');

  // The news page's form says what is wrong with an address, in the house's words.
  await page.goto('/newsletter');
  const newsForm = page.getByRole('form', { name: 'Subscribe to community news' });
  await expect(newsForm.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expectAccessibleAtBothWidths(page);
  const newsField = newsForm.getByLabel('Get community news in your inbox');
  await newsForm.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsForm.getByText('Email is required')).toBeVisible();
  await expect(newsField).toHaveAttribute('aria-invalid', 'true');
  await newsField.fill('not-an-address');
  await newsForm.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsForm.getByText('Please enter a valid email address')).toBeVisible();

  // The visitor subscribes in the footer of another page, with the keyboard only.
  await page.goto('/faq');
  const footerForm = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
  const footerField = footerForm.getByLabel('Get community news in your inbox');
  await expect(footerForm.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  // Keys typed before hydration reach no handler and are lost.
  await waitForHydration(footerField);
  await footerField.focus();
  await page.keyboard.type(visitor);
  await page.keyboard.press('Tab');
  await expect(footerForm.getByRole('button', { name: 'Subscribe' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(footerForm.getByRole('status')).toHaveText(SUBSCRIBE_ANSWER);
  await expect(footerField).toHaveValue('');
  await expectAccessibleAtBothWidths(page);

  // The link in the mail confirms the subscription.
  const confirmation = await waitForMail(visitor, '/confirm-subscription?token=');
  const confirmLink = /https?:\/\/\S+\/confirm-subscription\?token=[A-Za-z0-9_%-]+/.exec(
    mailText(confirmation.raw),
  )![0];
  // Opening the link only asks (a mail scanner opens links too); the button confirms.
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Subscription' })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirm subscription' });
  await waitForHydration(confirm);
  await page.waitForLoadState('networkidle');
  const stored = await withDatabase((db) =>
    db.selectFrom('subscribers').select('status').where('email', '=', visitor).executeTakeFirst(),
  );
  expect(stored).toEqual({ status: 'pending' });
  await expectAccessibleAtBothWidths(page);
  await confirm.click();
  await expect(page.getByText('your subscription is confirmed')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessibleAtBothWidths(page);

  // The admin sees the subscriber from the dashboard's tile and exports the list.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await admin.getByRole('link', { name: /News Subscribers/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'News Subscribers' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: visitor });
  await expect(row).toContainText('Subscribed');
  await expect(row).not.toContainText('Unsubscribed');
  await expect(row).toContainText('Subscribe form');
  await expect(admin.getByText(/\d+ (address gets|addresses get) the announcements by email/)).toBeVisible();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('subscribers.csv');
  const csv = await (await download.createReadStream()).toArray();
  const csvText = Buffer.concat(csv).toString('utf8');
  expect(csvText.split('\r\n')[0]).toBe('email,source,confirmed_at');
  expect(csvText).toContain(`${visitor},form,`);
  await expectAccessibleAtBothWidths(admin);

  // Staff post news with "Email this to subscribers", after a confirmation.
  const moderator = await createAccount(request, 'MODERATOR');
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, moderator);
  await staff.goto('/admin/dashboardNews');
  await staff.getByRole('button', { name: 'Add News' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Add News' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill(DESCRIPTION);
  await dialog.getByLabel('Email this to subscribers').check();
  await expectAccessibleAtBothWidths(staff);
  // Mail cannot be called back: the site's own dialog asks first, with Cancel in focus; Cancel
  // leaves the form open and sends nothing.
  await dialog.getByRole('button', { name: 'Create' }).click();
  const question = staff.getByRole('alertdialog', { name: ANNOUNCE_QUESTION });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessibleAtBothWidths(staff);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await question.getByRole('button', { name: 'Email', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The mail: title, text, the item's own page and a working one-click unsubscribe.
  const announcement = await waitForMail(visitor, DESCRIPTION);
  const items = (await (await request.get('/api/news')).json()) as { items: { id: string; title: string }[] };
  const item = items.items.find((i) => i.title === title)!;
  const text = mailText(announcement.raw);
  expect(header(announcement.raw, 'Subject')).toContain(title);
  expect(text).toContain(title);
  expect(text).toContain(`${baseURL}/newsletter/${item.id}`);
  expect(header(announcement.raw, 'List-Unsubscribe')).toMatch(
    new RegExp(`^<${baseURL}/api/subscriptions/unsubscribe\\?token=[^>]+>$`),
  );
  expect(header(announcement.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(announcement.raw).toMatch(/Content-Type: text\/plain/i);
  expect(announcement.raw).toMatch(/Content-Type: text\/html/i);

  // Staff see how far the announcement's mail has gone: everything sent, nothing failed.
  const itemCard = staff.getByRole('listitem').filter({ hasText: title });
  await expect(itemCard.getByText(/Emailed to subscribers/)).toBeVisible();
  await expect(itemCard.getByText(/(\d+) queued, \1 sent, 0 failed\./)).toBeVisible();
  await expect(itemCard.getByRole('button', { name: `Email ${title} to subscribers` })).toHaveCount(0);

  // The visitor unsubscribes on the page the mail links to, with the keyboard.
  // The page's link (the header's URL is the one-click API address).
  const unsubscribeLink = new RegExp(`${baseURL}/unsubscribe\\?token=[A-Za-z0-9_%-]+`).exec(text)![0];
  await page.goto(unsubscribeLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are unsubscribed')).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // A second item, announced with the screen's Email action, does not reach the visitor. Someone
  // else is still on the list: an email that would reach no one is not offered at all.
  await withDatabase((_db, make) => make.subscriber(`${unique('bystander_')}@example.org`));
  const second = unique('Pool hours ');
  const created = await request.post('/api/news', {
    data: { title: second, description: DESCRIPTION },
    headers: { authorization: `Bearer ${moderator.token}` },
  });
  expect(created.status()).toBe(201);
  await staff.reload();
  const secondCard = staff.getByRole('listitem').filter({ hasText: second });
  await secondCard.getByRole('button', { name: `Email ${second} to subscribers` }).click();
  await question.getByRole('button', { name: 'Email', exact: true }).click();
  await expect(secondCard.getByText(/(\d+) queued, \1 sent, 0 failed\./)).toBeVisible();
  expect(await mailsTo(visitor, second)).toHaveLength(0);

  // Announcing an item someone else has just announced says so plainly (409).
  const third = unique('Board vote ');
  const thirdItem = await (
    await request.post('/api/news', {
      data: { title: third, description: DESCRIPTION },
      headers: { authorization: `Bearer ${moderator.token}` },
    })
  ).json();
  await staff.reload();
  const thirdCard = staff.getByRole('listitem').filter({ hasText: third });
  await expect(thirdCard.getByRole('button', { name: `Email ${third} to subscribers` })).toBeVisible();
  const elsewhere = await request.post(`/api/news/${thirdItem.id}/announce`, {
    headers: { authorization: `Bearer ${moderator.token}` },
  });
  expect(elsewhere.status()).toBe(202);
  await thirdCard.getByRole('button', { name: `Email ${third} to subscribers` }).click();
  await question.getByRole('button', { name: 'Email', exact: true }).click();
  await expect(staff.getByRole('alert')).toHaveText(
    'Failed to email the news item. This news item has already been emailed to subscribers.',
  );
  await expect(thirdCard.getByText(/Emailed to subscribers/)).toBeVisible();
  expect(await mailsTo(visitor, third)).toHaveLength(0);

  // The admin's list shows the visitor as unsubscribed, and removing another address works.
  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: visitor })).toContainText('Unsubscribed');
  const other = `${unique('other_')}@example.org`.toLowerCase();
  expect((await request.post('/api/subscriptions', { data: { email: other } })).status()).toBe(202);
  const otherMail = await waitForMail(other, '/confirm-subscription?token=');
  const otherToken = /\/confirm-subscription\?token=([A-Za-z0-9_%-]+)/.exec(mailText(otherMail.raw))![1]!;
  expect(
    (
      await request.post('/api/subscriptions/confirm', { data: { token: decodeURIComponent(otherToken) } })
    ).status(),
  ).toBe(204);
  await admin.reload();
  const otherRow = admin.getByRole('row').filter({ hasText: other });
  await otherRow.getByRole('button', { name: `Remove ${other}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Remove ${other} from the news by email?` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(admin.getByRole('status').filter({ hasText: `${other} removed.` })).toBeVisible();
  await expect(otherRow).toContainText('Unsubscribed');
  await expect(otherRow.getByRole('button')).toHaveCount(0);

  await staffContext.close();
  await adminContext.close();
});

test('staff are warned, and offered no email, when an announcement would reach no one', async ({
  page,
  request,
}) => {
  const moderator = await createAccount(request, 'MODERATOR');
  const title = unique('Quiet item ');
  const created = await request.post('/api/news', {
    data: { title, description: DESCRIPTION },
    headers: { authorization: `Bearer ${moderator.token}` },
  });
  expect(created.status()).toBe(201);
  await signIn(page, moderator);

  // No confirmed subscriber (the shared test site has some, so the answer is the server's shape with none).
  await page.route('**/api/announcements/audience', (route) =>
    route.fulfill({ json: { mailEnabled: true, confirmed: 0 } }),
  );
  await page.goto('/admin/dashboardNews');
  await expect(page.getByText(/No one has confirmed a subscription to news by email yet/)).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.getByRole('button', { name: `Email ${title} to subscribers` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add News' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add News' });
  await expect(dialog.getByText(/so an email would reach no one/)).toBeVisible();
  await expect(dialog.getByLabel('Email this to subscribers')).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A site that sends no mail: the page's own fact and the audience say so.
  await servePagesWithMailOff(page);
  await page.route('**/api/announcements/audience', (route) =>
    route.fulfill({ json: { mailEnabled: false, confirmed: 3 } }),
  );
  await page.reload();
  await expect(page.getByText(/Emailing news is off: this site does not send email/)).toBeVisible();
  await expect(card.getByRole('button', { name: `Email ${title} to subscribers` })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);

  // Nothing was spent: the item can still be emailed once people can be reached.
  await page.unrouteAll({ behavior: 'wait' });
  await withDatabase((_db, make) => make.subscriber(`${unique('reader_')}@example.org`));
  await page.reload();
  await expect(card.getByRole('button', { name: `Email ${title} to subscribers` })).toBeVisible();
});

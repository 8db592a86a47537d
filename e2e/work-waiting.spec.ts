import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures.ts';
import { servePagesWithMailOff } from './support/mail-off.ts';

interface Work {
  residentRequests?: number;
  unreadMessages?: number;
  openArcRequests?: number;
  overdueArcRequests?: number;
  newReports?: number;
}

/** The counts as the server has them now (other tests add requests and messages meanwhile). */
async function serverWork(page: Page): Promise<Work> {
  const token = await page.evaluate(() => localStorage.getItem('authToken_v2'));
  const res = await page.request.get('/api/dashboard/work', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Work;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

test("an admin's dashboard counts the work waiting, links to each queue, and the users screen shows the address given", async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const address = `${unique('')} Juniper Court, Bothell`;
  const applicant = await createAccount(request, 'USER');
  // The applicant asks to be approved, giving their address, as the account page does.
  const asked = await request.post('/api/account/resident-request', {
    data: { address },
    headers: { authorization: `Bearer ${applicant.token}` },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await signIn(page, admin);
  const waiting = page.getByRole('region', { name: 'Work waiting' });
  // Compared with the server's counts as they are at that moment: parallel tests change them too.
  await expect(async () => {
    const work = await serverWork(page);
    await page.reload();
    await expect(waiting.getByRole('link')).toHaveText(
      [
        `${plural(work.residentRequests!, 'resident request', 'resident requests')} waiting for approval`,
        plural(work.unreadMessages!, 'unread contact message', 'unread contact messages'),
        `${plural(work.openArcRequests!, 'open ACC request', 'open ACC requests')}, ${work.overdueArcRequests} overdue`,
        `${plural(work.newReports!, 'new resident report', 'new resident reports')} to look at`,
      ],
      { timeout: 2_000 },
    );
  }).toPass();
  expect((await serverWork(page)).residentRequests).toBeGreaterThan(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }

  await waiting.getByRole('link', { name: /waiting for approval/ }).click();
  await page.waitForURL('**/admin/userDashboard?show=pending');
  await expect(page.getByLabel('Show')).toHaveValue('pending');
  const row = page.getByRole('row').filter({ hasText: applicant.email });
  await expect(row).toContainText(address);
  await expect(row.getByRole('button', { name: 'Approve' })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
});

test('a moderator gets no work-waiting counts; an admin is told when the site sends no mail', async ({
  page,
  request,
}) => {
  const moderator = await createAccount(request, 'MODERATOR');
  await signIn(page, moderator);
  await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
  expect(await serverWork(page)).toEqual({});
  await expect(page.getByRole('region', { name: 'Work waiting' })).toHaveCount(0);
  await expect(page.getByText(/Mail is not configured/)).toHaveCount(0);

  // This test server mails through the catcher: no card. The same page on a site without SMTP has one.
  const admin = await createAccount(request, 'ADMIN');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, admin);
  await expect(page.getByRole('region', { name: 'Work waiting' })).toBeVisible();
  await expect(page.getByText(/Mail is not configured/)).toHaveCount(0);
  await servePagesWithMailOff(page);
  await page.reload();
  const card = page
    .getByRole('status')
    .filter({ hasText: 'Mail is not configured: this site sends no email' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('SMTP_URL');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { formatLongDateIn } from '../src/shared/dates.ts';
import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  receivedMail,
  signIn,
  test,
} from './support/fixtures.ts';

// The demo community's time zone (the default).
const TIME_ZONE = 'America/Los_Angeles';

/** axe at a phone's width and at a desktop's, then back to the desktop. */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
}

test('a resident submits a request with an attachment, answers the committee and downloads the decision letter', async ({
  page,
  browser,
  request,
}) => {
  // The whole workflow in two browsers with eight axe scans: minutes on a busy 2-core machine.
  // The limit bounds a hang; it is not what the test asserts.
  test.setTimeout(300_000);
  // An approved resident: registered, with an address, approved by an admin through the API.
  const resident = await createAccount(request, 'USER');
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  expect(
    (
      await request.patch('/api/account', {
        headers: auth(resident.token),
        data: { address: '42 Cedar Lane' },
      })
    ).status(),
  ).toBe(200);
  const adminLogin = await (await request.post('/api/auth/login', { data: ADMIN })).json();
  const approval = await request.post(`/api/user/${resident.user.id}/resident`, {
    headers: auth(adminLogin.token),
    data: { approved: true },
  });
  expect(approval.status()).toBe(200);

  // The resident finds the online form from the ACC page.
  await signIn(page, resident);
  await page.goto('/acc');
  await page.getByRole('link', { name: 'Submit a request online' }).click();
  await page.waitForURL('**/acc/requests');
  await expect(page.getByRole('heading', { name: 'Your ACC Requests', level: 1 })).toBeVisible();
  await expect(page.getByText('You have not submitted a request yet.')).toBeVisible();
  await expect(page.getByLabel('Address of the project')).toHaveValue('42 Cedar Lane');
  await expectAccessibleAtBothWidths(page);

  // Submitting without the acknowledgement says what is missing.
  const form = page.getByRole('form', { name: 'New request' });
  await form.getByLabel('Title').fill('Cedar fence along the back yard');
  await form.getByLabel('Project type').selectOption('fence');
  await form.getByLabel('Description').fill('Too short');
  await form.getByLabel('Planned start').fill('2030-05-01');
  await form.getByLabel('Planned completion').fill('2030-04-01');
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(form.getByText('Description must be at least 20 characters')).toBeVisible();
  await expect(form.getByText('Completion date cannot be before the start date')).toBeVisible();
  await expect(form.getByText('Please confirm that you have read the ACC guidelines')).toBeVisible();

  await form
    .getByLabel('Description')
    .fill('A six-foot cedar fence, stained natural, replacing the old chain-link fence.');
  await form.getByLabel('Planned completion').fill('2030-05-20');
  const swatch = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#8b5a2b' } })
    .png()
    .toBuffer();
  await form
    .getByLabel('Attachments (plans, photos, a paint swatch)')
    .setInputFiles({ name: 'stain-swatch.png', mimeType: 'image/png', buffer: swatch });
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('stain-swatch.png');
  await form.getByLabel(/I have read the/).check();
  await form.getByRole('button', { name: 'Submit request' }).click();
  await page.waitForURL(/\/acc\/requests\/[A-Za-z0-9-]+$/);
  const requestUrl = new URL(page.url()).pathname;
  const requestId = requestUrl.split('/').pop()!;
  await expect(
    page.getByRole('heading', { name: 'Cedar fence along the back yard', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  // Every day in the one long form, the submitted day and the timeline's in the community's zone.
  await expect(page.getByText('May 1, 2030 to May 20, 2030')).toBeVisible();
  const submittedOn = formatLongDateIn(TIME_ZONE, new Date());
  await expect(page.getByRole('definition').filter({ hasText: submittedOn })).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /· \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'stain-swatch.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  await expect(page.getByText(/^Decision due /)).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // The committee: the dashboard tile, the queue, the request page.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, ADMIN);
  await adminPage.getByRole('link', { name: 'Architectural Review' }).click();
  await adminPage.waitForURL('**/admin/arc');
  const queue = adminPage.getByRole('list', { name: 'Requests' });
  await expect(queue.getByRole('link', { name: 'Cedar fence along the back yard' })).toBeVisible();
  await expectAccessibleAtBothWidths(adminPage);
  await adminPage.getByRole('button', { name: /^Submitted \(\d+\)$/ }).click();
  await expect(adminPage.getByRole('button', { name: /^Submitted/ })).toHaveAttribute('aria-pressed', 'true');
  await queue.getByRole('link', { name: 'Cedar fence along the back yard' }).click();
  await adminPage.waitForURL(`**/acc/requests/${requestId}`);
  // Only the moves the workflow allows from "submitted" are offered.
  const controls = adminPage.getByRole('region', { name: 'Committee decision' });
  await expect(controls.getByRole('button')).toHaveText(['Start review']);
  await expect(adminPage.getByRole('img', { name: 'stain-swatch.png' })).toBeVisible();
  await controls.getByRole('button', { name: 'Start review' }).click();
  await expect(controls.getByRole('button')).toHaveText([
    'Ask for more information',
    'Approve',
    'Approve with conditions',
    'Deny',
  ]);
  // A decision needs a note.
  await controls.getByRole('button', { name: 'Approve with conditions' }).click();
  await expect(controls.getByText('Write the conditions of the approval in the note')).toBeVisible();
  await controls.getByLabel('Note to the resident').fill('Please add the fence height to the plan.');
  await controls.getByRole('button', { name: 'Ask for more information' }).click();
  await expect(adminPage.getByText('More information needed').first()).toBeVisible();
  await expectNoA11yViolations(adminPage);

  // The resident sees the question and replies.
  await page.reload();
  await expect(page.getByText('Please add the fence height to the plan.')).toBeVisible();
  const reply = page.getByRole('form', { name: 'Reply to the committee' });
  await reply.getByLabel('Your reply').fill('The fence is six feet high along its whole length.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Under review', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('The fence is six feet high along its whole length.')).toBeVisible();

  // The committee approves with conditions.
  await adminPage.reload();
  await controls
    .getByLabel('Note to the resident')
    .fill('Stain the fence a natural colour; keep it under six feet.');
  // A decision is final and issues the letter: the site's dialog asks first, starting on Cancel.
  await controls.getByRole('button', { name: 'Approve with conditions' }).click();
  const confirm = adminPage.getByRole('alertdialog', {
    name: 'Approve with conditions: "Cedar fence along the back yard"?',
  });
  await expect(confirm).toContainText('the decision letter is issued');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessibleAtBothWidths(adminPage);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(adminPage.getByRole('heading', { name: 'Decision: Approved with conditions' })).toHaveCount(0);
  await expect(controls.getByRole('button', { name: 'Approve with conditions' })).toBeVisible();
  await controls.getByRole('button', { name: 'Approve with conditions' }).click();
  await confirm.getByRole('button', { name: 'Approve with conditions' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Decision: Approved with conditions' })).toBeVisible();
  await expect(controls).toHaveCount(0);

  // The resident sees the decision, the whole timeline, and keeps the letter.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Decision: Approved with conditions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);
  // The day it was decided, not a due day that reads as still waiting.
  await expect(page.getByText(/^Decision due /)).toHaveCount(0);
  await expect(page.getByText(/^Decided on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(6);
  await expectAccessibleAtBothWidths(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the decision letter (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const letter = readFileSync((await download.path())!);
  expect(letter.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The resident's list shows the decision.
  await page.goto('/acc/requests');
  await expect(page.getByRole('link', { name: 'Cedar fence along the back yard' })).toBeVisible();
  await expect(page.getByText('Approved with conditions')).toBeVisible();

  // Every step was mailed, with a link to the request.
  await expect
    .poll(async () => (await receivedMail()).filter((m) => m.to.includes(resident.email)).length)
    .toBeGreaterThanOrEqual(5);
  const mails = (await receivedMail()).filter((m) => m.to.includes(resident.email));
  expect(mails.some((m) => m.raw.replace(/=\r?\n/g, '').includes(requestUrl))).toBe(true);
  await adminContext.close();
});

test('a signed-in user who is not an approved resident is told how to become one', async ({
  page,
  request,
}) => {
  const person = await createAccount(request, 'USER');
  await signIn(page, person);
  await page.goto('/acc/requests');
  await expect(page.getByText('Only approved residents can submit requests online.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'New request' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open your account page' }).click();
  await page.waitForURL('**/account');
});

test('a resident withdraws a request only after confirming in the site dialog, and the page says when', async ({
  page,
  request,
}) => {
  const resident = await createAccount(request);
  const headers = { authorization: `Bearer ${resident.token}` };
  const asked = await request.post('/api/account/resident-request', {
    headers,
    data: { address: '15600 36th Dr SE' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const admin = await (await request.post('/api/auth/login', { data: ADMIN })).json();
  const approved = await request.post(`/api/user/${resident.user.id}/resident`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { approved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const created = await request.post('/api/arc-requests', {
    headers,
    data: {
      title: 'Paint the front door',
      projectType: 'paint',
      description: 'A dark green front door instead of the white one.',
      startDate: '2099-05-01',
      completionDate: '2099-05-02',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();

  await signIn(page, resident);
  await page.goto(`/acc/requests/${id}`);
  const withdraw = page.getByRole('button', { name: 'Withdraw request' });
  await withdraw.click();
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw this request?' });
  await expect(confirm).toContainText('The committee will not decide it.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessibleAtBothWidths(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(withdraw).toBeFocused();
  await expect(page.getByText(/^Decision due /)).toBeVisible();

  await withdraw.click();
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText(/^Withdrawn on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText(/^Decision due /)).toHaveCount(0);
});

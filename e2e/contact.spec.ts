import {
  expect,
  expectNoA11yViolations,
  receivedMail,
  setMailServer,
  test,
  unique,
} from './support/fixtures.ts';
import { withDatabase } from './support/database.ts';
import { servePagesWithMailOff } from './support/mail-off.ts';
import type { Page } from '@playwright/test';

// One mail catcher serves the whole run: these tests take it down and up, so they run one at a time.
test.describe.configure({ mode: 'serial' });

const MESSAGE = 'The street light at the corner of 36th Dr SE has been out since Tuesday night.';

async function fillContactForm(page: Page, subject: string) {
  const form = page.getByRole('form', { name: /Contact Us|Get in Touch/ });
  await form.getByLabel('Full Name').fill('Jane Resident');
  await form.getByLabel('Email Address').fill('jane.resident@example.org');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(MESSAGE);
  return form;
}

const storedMessage = (subject: string) =>
  withDatabase((db) =>
    db
      .selectFrom('contactMessages')
      .select(['status', 'attempts', 'lastError'])
      .where('subject', '=', subject)
      .executeTakeFirst(),
  );

async function mailWithSubject(subject: string) {
  return (await receivedMail()).find((m) => m.raw.includes(`Subject: ${subject}`));
}

test('a visitor sends the contact form from the home page and the mail reaches the manager', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Contact Us' });
  await expect(form.getByLabel('Message')).toHaveAttribute('rows', '5');

  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const text of [
    'Name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ]) {
    await expect(form.getByText(text)).toBeVisible();
  }
  await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Email Address').fill('jane@example.c');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Message must be at least 20 characters')).toBeVisible();
  await expectNoA11yViolations(page);

  const subject = unique('Street light ');
  await fillContactForm(page, subject);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Your message has been sent!')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');

  await expect.poll(() => mailWithSubject(subject), { timeout: 15_000 }).toBeTruthy();
  const mail = (await mailWithSubject(subject))!;
  expect(mail.to).toEqual(['manager@example.org']);
  expect(mail.raw).toContain('Reply-To: Jane Resident <jane.resident@example.org>');
  // Lines over 76 characters arrive quoted-printable: undo its soft line breaks.
  expect(mail.raw.replace(/=\r?\n/g, '')).toContain(MESSAGE);
});

test('the form shows Sending... while it sends, and a failure that clears on the next try', async ({
  page,
}) => {
  await page.goto('/contactUs');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
  });
  const form = await fillContactForm(page, 'Held request');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();
  await expect(form.getByText('Failed to send. Please try again.')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('Held request');

  await page.unroute('**/api/contact');
  let releaseAgain: () => void = () => {};
  const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
  await page.route('**/api/contact', async (route) => {
    await heldAgain;
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{}' });
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await expect(form.getByText('Failed to send. Please try again.')).toHaveCount(0);
  releaseAgain();
  await expect(form.getByText('Your message has been sent!')).toBeVisible();
});

test('the contact page lists the contact methods and community facts and passes axe', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/contactUs')).text();
  expect(html).toContain('Response within 48 business hours');
  await page.goto('/contactUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const methods = page.getByRole('region', { name: 'Contact Methods' });
  for (const text of [
    'Email Support',
    'Response within 48 business hours',
    'For general inquiries',
    'Phone Support',
    'Monday to Friday, 9 AM - 5 PM PST',
    'For urgent matters only',
  ]) {
    await expect(methods.getByText(text)).toBeVisible();
  }
  const info = page.getByRole('region', { name: 'Property & Community Info' });
  for (const text of [
    '(425) 555-0142',
    '(425) 555-0143',
    '156th St SE & 36th Dr SE, Bothell, WA 98012',
    'PO Box 1234',
  ]) {
    await expect(info.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expectNoA11yViolations(page);
});

test('a message sent while the mail server is down is delivered once it is back', async ({ page }) => {
  await setMailServer('down');
  try {
    await page.goto('/contactUs');
    const subject = unique('While down ');
    const form = await fillContactForm(page, subject);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Your message has been sent!')).toBeVisible();
    // The server tried, the mail server refused, and the message waits in the database.
    await expect
      .poll(async () => (await storedMessage(subject))?.attempts ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await storedMessage(subject)).toMatchObject({
      status: 'pending',
      lastError: expect.stringMatching(/451/),
    });
    expect(await mailWithSubject(subject)).toBeUndefined();
    await setMailServer('up');
    await expect.poll(() => mailWithSubject(subject), { timeout: 20_000 }).toBeTruthy();
    // The catcher lists the mail before its 250 reply; `delivered` is written after that reply.
    await expect.poll(async () => (await storedMessage(subject))?.status).toBe('delivered');
  } finally {
    await setMailServer('up');
  }
});

test("without mail, the contact form says the message is in the board's inbox, not that it was sent", async ({
  page,
}) => {
  await servePagesWithMailOff(page);
  await page.goto('/contactUs');
  const subject = unique('No mail ');
  const form = await fillContactForm(page, subject);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText(
    "Your message is in the board's inbox. This site does not send email, so the board will read it there.",
  );
  await expect(form.getByText('Your message has been sent!')).toHaveCount(0);
  // The message is stored all the same.
  await expect.poll(async () => (await storedMessage(subject)) !== undefined).toBe(true);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
});

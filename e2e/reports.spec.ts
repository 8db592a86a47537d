import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  receivedMail,
  signIn,
  test,
  unique,
  type Account,
} from './support/fixtures.ts';
import { withDatabase } from './support/database.ts';
import { waitForHydration } from './support/hydration.ts';

// The e2e database is shared by every test running in parallel: each test makes its own residents
// and reports with unique titles, and looks only at those.

const PHOTO = path.join(import.meta.dirname, 'fixtures', 'broken-swing.jpg');
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** axe at a phone's width and at a desktop's, then back to the desktop. */
async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
}

/** An approved resident with a verified address (mail about reports goes only to verified ones). */
async function resident(request: Parameters<typeof createAccount>[0]): Promise<Account> {
  const account = await createAccount(request, 'USER');
  await withDatabase((_db, make) =>
    make.updateUser(account.email, { residentStatus: 'approved', verified: true }),
  );
  return account;
}

async function pageOf(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** Places the form's pin with the keyboard: focus the map, arrows move the cross, Enter places it. */
async function placePinByKeyboard(map: Locator, keys: string[]): Promise<void> {
  await waitForHydration(map);
  await map.focus();
  for (const key of keys) await map.press(key);
  await map.press('Enter');
}

/** Fills the form's text fields for a maintenance report of the playground. */
async function describeSwing(form: Locator, title: string): Promise<void> {
  await form.getByRole('radio', { name: /^Maintenance/ }).check();
  await form.getByLabel('Category').selectOption('playground');
  await form.getByLabel('Title').fill(title);
  await form
    .getByLabel('Description')
    .fill('The left swing of the big park hangs from one chain since the storm.');
}

const mailsAbout = async (to: string, reference: string) =>
  (await receivedMail()).filter((m) => m.to.includes(to) && m.raw.includes(reference));

test('a resident reports with a pin and a photo, a neighbour follows, the board resolves, both are mailed, the reporter reopens', async ({
  page,
  browser,
  request,
}) => {
  // Three people, two browser profiles and eight axe scans: minutes on a busy 2-core machine.
  test.setTimeout(300_000);
  const title = unique('Swing');
  const reporter = await resident(request);
  const neighbour = await resident(request);
  const adminToken = (
    (await (await request.post('/api/auth/login', { data: ADMIN })).json()) as { token: string }
  ).token;

  // The reporter finds the page from the residents' area.
  await signIn(page, reporter);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Report a problem' }).click();
  await page.waitForURL('**/reports');
  await expect(page.getByRole('heading', { name: 'Report a Problem', level: 1 })).toBeVisible();
  await expect(page.getByText('You have not reported anything yet.')).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // The shared schema's checks, in the browser, before anything is sent.
  const form = page.getByRole('form', { name: 'Report a problem' });
  await waitForHydration(form.getByRole('button', { name: 'Send the report' }));
  await form.getByRole('button', { name: 'Send the report' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();

  await describeSwing(form, title);
  await form.getByLabel('Address or place (optional)').fill('Big park, by the slide');
  // The pin, with the keyboard alone: three steps right, two down from the middle.
  const map = form.getByRole('group', { name: /place the pin/ });
  await placePinByKeyboard(map, ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']);
  await expect(form.locator('[data-placed-pin]')).toHaveAttribute('data-placed-pin', '0.53,0.52');
  await expect(form.getByText('Your pin is on the map.')).toBeVisible();
  await form.getByLabel('Photos (optional)').setInputFiles(PHOTO);
  await expect(form.getByRole('list', { name: 'Chosen photos' })).toContainText('broken-swing.jpg');
  await form.getByRole('button', { name: 'Send the report' }).click();

  // The confirmation: the reference and what happens next.
  const sent = page.getByRole('heading', { name: /Thank you: your report R-\d{4}-\d{4} is in/ });
  await expect(sent).toBeVisible();
  const reference = (await sent.textContent())!.match(/R-\d{4}-\d{4}/)![0];
  await expect(page.getByText('You get an email at every change').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your reports' })).toContainText(reference);
  await page.getByRole('link', { name: `Open report ${reference}` }).click();
  await page.waitForURL('**/reports/*');
  const reportUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${reference}: ${title}`);
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  const photo = page.getByRole('img', { name: `Photo 1 of 1 of ${reference}: ${title}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: /^Pin of R-/ })).toBeVisible();
  await expect(page.getByText('Nobody follows this report yet.')).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // A neighbour: "Me too".
  const other = await pageOf(browser, neighbour);
  await other.goto(reportUrl);
  await other.getByRole('button', { name: 'Me too: follow this report' }).click();
  await expect(other.getByText('1 neighbour follows this report. You are one of them')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Stop following' })).toBeVisible();

  // The board resolves it (its screen is tested with the board's pages).
  const id = reportUrl.split('/').pop()!;
  const resolved = await request.post(`/api/reports/${id}/status`, {
    headers: auth(adminToken),
    data: { status: 'resolved', note: 'The chain was replaced this morning.' },
  });
  expect(resolved.status(), await resolved.text()).toBe(200);

  // Both are mailed.
  await expect.poll(async () => (await mailsAbout(reporter.email, reference)).length).toBeGreaterThan(0);
  await expect.poll(async () => (await mailsAbout(neighbour.email, reference)).length).toBeGreaterThan(0);

  // The reporter reopens: it is not fixed.
  await page.reload();
  await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'It is not fixed: reopen' }).click();
  await expect(page.getByText('In progress', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'It is not fixed: reopen' })).toHaveCount(0);
  // The reporter says why, on the timeline.
  await page.getByLabel('Comment', { exact: true }).fill('Still hanging from one chain this evening.');
  await page.getByRole('button', { name: 'Add the comment' }).click();
  await expect(page.getByText('Still hanging from one chain this evening.')).toBeVisible();
  // The neighbour sees no reopen button: only the reporter may.
  await other.reload();
  await expect(other.getByRole('button', { name: 'It is not fixed: reopen' })).toHaveCount(0);
  await other.context().close();
});

test('a second report near the first is offered "Is it one of these? Follow it instead"', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const first = await resident(request);
  const title = unique('Slide');
  const created = await request.post('/api/reports', {
    headers: auth(first.token),
    data: {
      kind: 'maintenance',
      category: 'playground',
      title,
      description: 'The slide has a sharp crack along its side, children could cut themselves.',
      location: { x: 0.2, y: 0.8 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reference } = (await created.json()) as { reference: string };

  const second = await resident(request);
  await signIn(page, second);
  await page.goto('/reports');
  const form = page.getByRole('form', { name: 'Report a problem' });
  await describeSwing(form, unique('Slide'));
  // Six large steps (Shift) left and six down from the middle: 0.2, 0.8, where the first report is.
  const map = form.getByRole('group', { name: /place the pin/ });
  await placePinByKeyboard(map, [
    ...Array<string>(6).fill('Shift+ArrowLeft'),
    ...Array<string>(6).fill('Shift+ArrowDown'),
  ]);
  await expect(form.locator('[data-placed-pin]')).toHaveAttribute('data-placed-pin', '0.2,0.8');
  const offer = form.getByRole('region', { name: 'Is it one of these? Follow it instead' });
  await expect(offer.getByRole('link', { name: `${reference}: ${title}` })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await offer.getByRole('button', { name: `Follow ${reference}: ${title}` }).click();
  await expect(offer.getByText(`You follow ${reference} (1 follower)`)).toBeVisible();
  // A click places the pin too: a quarter across and down, away from the first report's pin.
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 4, y: box.height / 4 } });
  await expect(form.locator('[data-placed-pin]')).toHaveAttribute(
    'data-placed-pin',
    /^0\.2[45]\d*,0\.2[45]\d*$/,
  );
  await expect(offer).toHaveCount(0);
  // Back near the first report, by keyboard from where the click left the cross.
  await placePinByKeyboard(map, [...Array<string>(11).fill('Shift+ArrowDown')]);
  await expect(offer).toBeVisible();
  // Another category nearby is a different problem: no offer.
  await form.getByLabel('Category').selectOption('lighting');
  await expect(offer).toHaveCount(0);
});

test('a signed-in user who is not an approved resident is told why and how to become one', async ({
  page,
  request,
}) => {
  const person = await createAccount(request, 'USER');
  await signIn(page, person);
  await page.goto('/reports');
  await expect(
    page.getByText('Only approved residents can report a problem and see the neighbourhood'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Report a problem' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
  await page.getByRole('link', { name: 'Open your account page' }).click();
  await page.waitForURL('**/account');
});

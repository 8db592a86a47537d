import type { Browser, Page } from '@playwright/test';
import { addDays, todayIn } from '../src/shared/dates.ts';
import { RSVP_MESSAGES } from '../src/shared/events/rsvp-limits.ts';
import {
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

// Two residents and the admin in three browser profiles, with axe scans at two widths: minutes on a
// busy 2-core machine. The limit bounds a hang; it is not what the test asserts.
test.describe.configure({ timeout: 240_000 });

/** The text of a raw mail, quoted-printable soft breaks and escapes undone. */
function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page);
}

/** A resident with a verified email, signed in in a browser profile of their own. */
async function verifiedResident(browser: Browser, request: Parameters<typeof createAccount>[0]) {
  const account = await createAccount(request, 'USER');
  await withDatabase((_db, make) => make.updateUser(account.email, { verified: true }));
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return { account, page };
}

/** The mails to `account` that name the event, once at least `count` have arrived. */
async function mailsTo(account: Account, title: string, count: number) {
  let mails: { raw: string }[] = [];
  await expect
    .poll(
      async () => {
        mails = (await receivedMail()).filter(
          (m) => m.to.includes(account.email) && mailText(m.raw).includes(title),
        );
        return mails.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

test('replies with a capacity: the admin turns them on, one resident goes with a guest, the next waits, a cancel moves them up and mails them', async ({
  page,
  browser,
  request,
}) => {
  const community = (await (await request.get('/api/community')).json()) as { timeZone: string };
  // A day far ahead that no other test uses, so the replies and counts are this test's alone.
  const day = addDays(todayIn(community.timeZone), 900 + Math.floor(Math.random() * 900));
  const title = unique('Potluck ');

  // The admin turns replies on in the event form, with a capacity of 2 people.
  const admin = await createAccount(request, 'ADMIN');
  await signIn(page, admin);
  await page.goto('/admin/dashboardEvents');
  await page.getByRole('button', { name: 'Create New Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Bring a dish to share. The clubhouse kitchen is open.');
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Location').fill('Clubhouse');
  await dialog.getByLabel('Take replies').check();
  // The form checks the bounds before sending, with the API's words.
  await dialog.getByLabel('Capacity (people)').fill('0');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog.getByText(RSVP_MESSAGES.capacityInvalid)).toBeVisible();
  await dialog.getByLabel('Capacity (people)').fill('2');
  await dialog.getByLabel('Replies close (hours before the start)').fill('2');
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('0 of 2 going');
  // Editing shows the settings as saved.
  await card.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Take replies')).toBeChecked();
  await expect(edit.getByLabel('Capacity (people)')).toHaveValue('2');
  await expect(edit.getByLabel('Replies close (hours before the start)')).toHaveValue('2');
  await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(edit).toBeHidden();
  const href = await card.getByRole('link', { name: title }).getAttribute('href');
  const eventPath = href!;

  // Signed out: the counts and a sign-in link that comes back to the event.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(eventPath);
  const visitorReplies = visitor.getByRole('region', { name: 'Replies', exact: true });
  await expect(visitorReplies).toContainText('0 of 2 going');
  await expect(visitorReplies.getByRole('link', { name: 'Sign in to reply' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(eventPath)}`,
  );
  await expectAccessibleAtBothWidths(visitor);

  // Resident A goes with one guest, by keyboard: 2 of 2 going.
  const a = await verifiedResident(browser, request);
  await a.page.goto(eventPath);
  const aReplies = a.page.getByRole('region', { name: 'Replies', exact: true });
  const guests = aReplies.getByLabel('Guests');
  await waitForHydration(guests);
  await guests.focus();
  await a.page.keyboard.press('ArrowDown');
  await expect(guests).toHaveValue('1');
  await a.page.keyboard.press('Tab');
  await expect(aReplies.getByRole('button', { name: /^Going/ })).toBeFocused();
  await a.page.keyboard.press('Enter');
  await expect(aReplies.getByText('You are going with 1 guest.')).toBeVisible();
  await expect(aReplies).toContainText('2 of 2 going');

  // Resident B replies alone and is waitlisted, first in line.
  const b = await verifiedResident(browser, request);
  await b.page.goto(eventPath);
  const bReplies = b.page.getByRole('region', { name: 'Replies', exact: true });
  await expect(bReplies).toContainText('This date is full: a new reply joins the waitlist.');
  await bReplies.getByRole('button', { name: /^Going/ }).click();
  await expect(bReplies.getByText(/^You are on the waitlist \(number 1\)/)).toBeVisible();
  await expect(bReplies).toContainText('2 of 2 going, 1 on the waitlist');
  await expectAccessibleAtBothWidths(b.page);

  // Staff see who replied, with a CSV of the same rows.
  await page.goto(eventPath);
  const staff = page.getByRole('region', { name: 'Replies', exact: true });
  const list = staff.getByRole('table');
  await expect(list).toContainText(a.account.username);
  await expect(list).toContainText(b.account.username);
  await expect(list).toContainText('Waitlist, number 1');
  const csvLink = staff.getByRole('link', { name: /^Download CSV/ });
  const csv = await page.request.get((await csvLink.getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(b.account.email);
  await expectAccessibleAtBothWidths(page);

  // A cancels: B's party fits, so B moves up and is mailed, with the occurrence as an .ics.
  await aReplies.getByRole('button', { name: /^Cancel my reply/ }).click();
  await expect(aReplies.getByText('Your reply is cancelled.')).toBeVisible();
  await expect(aReplies).toContainText('1 of 2 going');
  await b.page.reload();
  await expect(bReplies.getByText('You are going.')).toBeVisible();
  // The confirmation of the waitlisting, then the move-up.
  const mails = await mailsTo(b.account, title, 2);
  for (const mail of mails) {
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(mail.raw).toMatch(/filename="?[^"\r\n]*\.ics/i);
  }
});

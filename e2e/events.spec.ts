import type { APIRequestContext } from '@playwright/test';
import { answerDeleteConfirmation } from './support/directory.ts';
import { addDays, todayIn } from '../src/shared/dates.ts';
import { zonedInstant } from '../src/shared/events/times.ts';
import { formatDay } from '../src/client/events/format.ts';
import { dayButton, showMonth } from './support/calendar.ts';
import { waitForHydration } from './support/hydration.ts';
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  unique,
  type Account,
} from './support/fixtures.ts';
import { withDatabase } from './support/database.ts';

// Tests in this file run in parallel against one server. Only the weekly-event journey creates
// events in the next few weeks (it asserts the upcoming card); the others use past days (written
// straight to the database, since the API refuses them) or days more than a year ahead.
const TZ = 'America/Los_Angeles';
const today = () => todayIn(TZ);

/** An event written straight into the e2e database (the API refuses past dates), 17:00-19:00. */
const insertEvent = (fields: { title: string; date: string }) =>
  withDatabase((_db, make) =>
    make.event({
      ...fields,
      startTime: zonedInstant(fields.date, '17:00', TZ),
      endTime: zonedInstant(fields.date, '19:00', TZ),
      type: 'Cultural',
    }),
  );

async function createViaApi(
  request: APIRequestContext,
  admin: Account,
  fields: { title: string; date: string },
) {
  const res = await request.post('/api/events', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      title: fields.title,
      description: 'Created for a browser test.',
      date: fields.date,
      startTime: zonedInstant(fields.date, '18:00', TZ),
      endTime: zonedInstant(fields.date, '20:00', TZ),
      location: 'Community Park',
      type: 'Social',
      repeat: 'none',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { id: string };
}

test('an admin creates a weekly event; the calendar marks every week and the upcoming card lists the next three', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const title = unique('Weekly Yoga ');
  const start = today();
  const days = [0, 7, 14, 21, 28].map((offset) => addDays(start, offset));

  await signIn(page, admin);
  await page.goto('/admin/dashboardEvents');
  await page.getByRole('button', { name: 'Create New Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Event' });
  // The spec's defaults.
  await expect(dialog.getByLabel('Start Time')).toHaveValue('18:00');
  await expect(dialog.getByLabel('End Time')).toHaveValue('20:00');
  await expect(dialog.getByLabel('Type')).toHaveValue('Social');
  await expect(dialog.getByLabel('Repeat', { exact: true })).toHaveValue('none');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Gentle stretching for every level. Bring a mat.');
  await dialog.getByLabel('Date').fill(start);
  // First thing in the morning, so nothing else today comes before it.
  await dialog.getByLabel('Start Time').fill('00:00');
  await dialog.getByLabel('End Time').fill('00:45');
  await dialog.getByLabel('Location').fill('Community Clubhouse');
  await dialog.getByLabel('Type').selectOption('Sports');
  await dialog.getByLabel('Repeat', { exact: true }).selectOption('weekly');
  await dialog.getByLabel('Repeat Until').fill(days[4]!);
  await dialog.getByRole('button', { name: 'Create Event' }).click();
  await expect(dialog).toBeHidden();
  const created = page.getByRole('article').filter({ hasText: title });
  await expect(created).toContainText('12:00 AM - 12:45 AM (weekly)');
  await expect(created).toContainText(formatDay(start));

  // The HTML of /events already has the month and the upcoming card.
  const html = await (await request.get('/events')).text();
  expect(html).toContain(title);

  await page.goto('/events');
  const upcoming = page.getByRole('region', { name: 'Upcoming events list' });
  // N counts every upcoming occurrence fetched (this series alone has five); the card lists three.
  const next = await page.getByText(/^Next \d+ community events$/).textContent();
  expect(Number(/\d+/.exec(next!)![0])).toBeGreaterThanOrEqual(5);
  const cards = upcoming.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [index, day] of days.slice(0, 3).entries()) {
    await expect(cards.nth(index)).toContainText(title);
    await expect(cards.nth(index)).toContainText(formatDay(day));
    await expect(cards.nth(index)).toContainText('(weekly)');
    await expect(cards.nth(index)).toContainText('Sports');
  }

  // Today is selected by default and lists the event.
  const selectedCard = page.getByRole('region', { name: formatDay(start, true) });
  await expect(selectedCard).toContainText(/\d+ events? scheduled/);
  await expect(selectedCard).toContainText(title);

  // Every week is marked on the calendar and lists the event when selected.
  for (const day of days) {
    await showMonth(page, day, 3);
    await expect(dayButton(page, day)).toHaveAccessibleName(/has events/);
    // Today is already selected (clicking it would clear the selection).
    if (day !== start) await dayButton(page, day).click();
    const card = page.getByRole('region', { name: formatDay(day, true) });
    await expect(card).toContainText(title);
    await expect(card).toContainText(/\d+ events? scheduled/);
  }
  // The week after repeatUntil has nothing from this series.
  const after = addDays(days[4]!, 7);
  await showMonth(page, after, 3);
  await dayButton(page, after).click();
  await expect(page.getByRole('region', { name: formatDay(after, true) })).not.toContainText(title);
  await expectNoA11yViolations(page);
});

test('the calendar works with the keyboard, and selecting the selected day again clears it', async ({
  page,
}) => {
  const start = today();
  // Today named in the address: with nothing on today the page would open on the next day with events.
  await page.goto(`/events?day=${start}`);
  const todayButton = dayButton(page, start);
  await expect(todayButton).toHaveAccessibleName(/^Today, .*selected$/);
  await waitForHydration(todayButton);
  await todayButton.focus();
  await page.keyboard.press('ArrowDown'); // one week on
  const nextWeek = addDays(start, 7);
  await expect(dayButton(page, nextWeek)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: formatDay(nextWeek, true) })).toBeVisible();
  await expect(page.getByRole('region', { name: formatDay(nextWeek, true) })).toContainText(
    /\d+ events? scheduled/,
  );
  await page.keyboard.press('ArrowLeft');
  const picked = addDays(nextWeek, -1);
  // Across a month's end the calendar shows the other month first, then moves the focus.
  await expect(dayButton(page, picked)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { level: 2, name: formatDay(picked, true) })).toBeVisible();
  // Again on the same day: no date selected.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'No date selected' })).toBeVisible();
  await expect(page.getByText('Select a date on the calendar to see its events.')).toBeVisible();
  // Page Down shows the next month.
  const [y, m] = picked.split('-').map(Number) as [number, number];
  const nextMonth = new Date(Date.UTC(y, m, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('grid')).toHaveAccessibleName(nextMonth);
  await expectNoA11yViolations(page);
});

test('history lists past events latest first with the year; the admin can delete but not edit them', async ({
  page,
  request,
}) => {
  const older = unique('Spring Potluck ');
  const newer = unique('Autumn Fair ');
  const olderDay = addDays(today(), -400);
  const newerDay = addDays(today(), -30);
  await insertEvent({ title: older, date: olderDay });
  await insertEvent({ title: newer, date: newerDay });

  await page.goto('/events');
  await page.getByRole('tab', { name: 'History' }).click();
  const past = page.getByRole('region', { name: 'Past Events' });
  const olderCard = past.getByRole('article').filter({ hasText: older });
  const newerCard = past.getByRole('article').filter({ hasText: newer });
  await expect(newerCard).toContainText(formatDay(newerDay, true));
  await expect(olderCard).toContainText(formatDay(olderDay, true));
  await expect(newerCard.getByRole('button')).toHaveCount(0);
  // Latest first.
  const titles = await past.getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.indexOf(newer)).toBeLessThan(titles.indexOf(older));
  await expectNoA11yViolations(page);

  const admin = await createAccount(request, 'ADMIN');
  await signIn(page, admin);
  await page.goto('/admin/dashboardEvents');
  await page.getByRole('tab', { name: 'History' }).click();
  const row = page.getByRole('article').filter({ hasText: newer });
  await expect(row).toContainText(formatDay(newerDay, true));
  await expect(row.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  await row.getByRole('button', { name: /Delete/ }).click();
  await answerDeleteConfirmation(page, 'event');
  await expect(page.getByRole('article').filter({ hasText: newer })).toHaveCount(0);
});

test('an admin edits an event, sees validation and server messages, and deletes it after confirming', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const title = unique('Budget Review ');
  const day = addDays(today(), 420);
  await createViaApi(request, admin, { title, date: day });

  await signIn(page, admin);
  await page.goto('/admin/dashboardEvents');
  const card = page.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: /Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Date')).toHaveValue(day);
  await expect(dialog.getByLabel('Start Time')).toHaveValue('18:00');

  // The shared rules, in the browser.
  await dialog.getByLabel('Title').fill('');
  await dialog.getByLabel('End Time').fill('17:00');
  await dialog.getByLabel('Repeat', { exact: true }).selectOption('monthly');
  await dialog.getByRole('button', { name: 'Update Event' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('End time must be after start time')).toBeVisible();
  await expect(dialog.getByText('Repeat until is required for a repeating event')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);

  await dialog.getByLabel('Title').fill(`${title} (moved)`);
  await dialog.getByLabel('End Time').fill('21:00');
  await dialog.getByLabel('Repeat', { exact: true }).selectOption('none');
  await dialog.getByRole('button', { name: 'Update Event' }).click();
  await expect(dialog).toBeHidden();
  const updated = page.getByRole('article').filter({ hasText: `${title} (moved)` });
  await expect(updated).toContainText('6:00 PM - 9:00 PM');

  // The server's messages, joined with ', ', show in the modal.
  await page.route('**/api/events', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            status: false,
            message: [{ message: 'Date cannot be in the past' }, { message: 'Location is required' }],
          }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Create New Event' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Event' });
  await create.getByLabel('Title').fill(unique('Refused '));
  await create.getByLabel('Description').fill('The server says no.');
  await create.getByLabel('Date').fill(addDays(today(), 500));
  await create.getByLabel('Location').fill('Somewhere');
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(create.getByRole('alert')).toHaveText('Date cannot be in the past, Location is required');
  // Without a message from the server: the spec's fallback.
  await page.unroute('**/api/events');
  await page.route('**/api/events', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(create.getByRole('alert')).toHaveText('Failed to create event');
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();
  await page.unroute('**/api/events');

  // Cancelling the confirmation keeps the event; accepting deletes it.
  await updated.getByRole('button', { name: /Delete/ }).click();
  await answerDeleteConfirmation(page, 'event', { yes: false });
  await expect(updated).toBeVisible();
  await updated.getByRole('button', { name: /Delete/ }).click();
  await answerDeleteConfirmation(page, 'event');
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});

test('a moderator sees the lists without controls, and the server refuses their writes', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const title = unique('Pool Opening ');
  const event = await createViaApi(request, admin, { title, date: addDays(today(), 430) });
  const moderator = await createAccount(request, 'MODERATOR');

  await signIn(page, moderator);
  await page.goto('/admin/dashboardEvents');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Event' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  const headers = { authorization: `Bearer ${moderator.token}` };
  expect((await request.delete(`/api/events/${event.id}`, { headers })).status()).toBe(403);
  expect((await request.patch(`/api/events/${event.id}`, { headers, data: { title: 'x' } })).status()).toBe(
    403,
  );
});

test('the events pages pass axe, and Subscribe and Download link to the calendar feed', async ({
  page,
  request,
}) => {
  // The server-rendered page hydrates without a mismatch or any other error.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/events');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Community Events' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Calendar', selected: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Past Events' })).toBeVisible();
  await expectNoA11yViolations(page);

  // Subscribe opens the feed in a calendar app (webcal://); the download is the same feed as a file.
  const subscribe = page.getByRole('link', { name: 'Subscribe' });
  await expect(subscribe).toHaveAttribute('href', `webcal://${new URL(page.url()).host}/api/events.ics`);
  await expect(page.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', '/api/events.ics');
  const feed = await request.get('/api/events.ics');
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);

  const admin = await createAccount(request, 'ADMIN');
  await signIn(page, admin);
  await page.goto('/admin/dashboardEvents');
  await expect(page.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Create New Event' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Event' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the public page shows the server message, or its own, when events fail to load', async ({ page }) => {
  // The History tab's read: events up to yesterday.
  const pastRead = (url: URL) => url.pathname === '/api/events' && url.searchParams.has('to');
  await page.goto('/events');
  await page.route(pastRead, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Calendar is resting"}',
    }),
  );
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('alert')).toHaveText('Calendar is resting');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await page.unroute(pastRead);
  await page.route(pastRead, (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to load events');
});

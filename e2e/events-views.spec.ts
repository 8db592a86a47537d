import { addDays, todayIn } from '../src/shared/dates.ts';
import { zonedInstant } from '../src/shared/events/times.ts';
import { monthOf } from '../src/shared/events/paths.ts';
import { formatDay, formatMonth } from '../src/client/events/format.ts';
import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoA11yViolations, signIn, test, unique } from './support/fixtures.ts';

// Other event tests own the next few weeks (events.spec.ts); these use a month more than a year ahead.
const TZ = 'America/Los_Angeles';

/**
 * The 3rd of a month well ahead (14 months from now unless asked), and what the page calls that month.
 * A test that counts a day's events takes a month of its own: the tests of this file run in parallel
 * on one database.
 */
function farMonth(ahead = 14) {
  const today = todayIn(TZ);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + ahead;
  const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  const next = `${Math.floor((index + 1) / 12)}-${String(((index + 1) % 12) + 1).padStart(2, '0')}`;
  return {
    month,
    next,
    label: formatMonth(`${month}-01`),
    nextLabel: formatMonth(`${next}-01`),
    start: `${month}-03`,
  };
}

async function createWeekly(page: Page, token: string, title: string, start: string) {
  const res = await page.request.post('/api/events', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Three evenings in a row, a week apart.',
      date: start,
      startTime: zonedInstant(start, '18:00', TZ),
      endTime: zonedInstant(start, '19:00', TZ),
      location: 'Community Park',
      type: 'Sports',
      repeat: 'weekly',
      repeatUntil: addDays(start, 14),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { id: string };
}

test('the month, selected day and tab live in the address: Back, Forward, reload and the server all show the same view', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const far = farMonth();
  const title = unique('Agenda Run ');
  await createWeekly(page, admin.token, title, far.start);
  const second = addDays(far.start, 7);

  // The server renders the agenda of the month the address names, with its events.
  const html = await (await request.get(`/events?tab=agenda&month=${far.month}`)).text();
  expect(html).toContain(title);
  expect(html).toMatch(/aria-selected="true"[^>]*>Agenda</);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`/events?tab=agenda&month=${far.month}`);
  await expect(page.getByRole('tab', { name: 'Agenda', selected: true })).toBeVisible();
  const agenda = page.getByRole('list', { name: `Events in ${far.label}` });
  await expect(page.getByRole('heading', { level: 2, name: far.label })).toBeVisible();
  await expect(agenda.getByRole('heading', { level: 3, name: title })).toHaveCount(3);
  await expect(agenda.getByRole('heading', { level: 3, name: formatDay(second) })).toBeVisible();

  // Next month, then Back and Forward.
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]month=${far.next}`));
  await expect(page.getByRole('heading', { level: 2, name: far.nextLabel })).toBeVisible();
  await expect(page.getByText('No events this month.')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: far.label })).toBeVisible();
  await expect(agenda.getByRole('heading', { level: 3, name: title })).toHaveCount(3);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: far.nextLabel })).toBeVisible();
  await page.goBack();

  // The calendar tab shows the same month; picking a day puts it in the address and survives reload.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(new RegExp(`/events\\?month=${far.month}$`));
  await page.getByRole('button', { name: new RegExp(`^${formatDay(second, true)}`) }).click();
  await expect(page).toHaveURL(new RegExp(`day=${second}`));
  await expect(page.getByRole('heading', { level: 2, name: formatDay(second, true) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Calendar', selected: true })).toBeVisible();
  const selectedDay = page.getByRole('region', { name: formatDay(second, true) });
  await expect(selectedDay.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await page.goBack();
  // Back to the view that names no day: the day the calendar opens on, not the one picked.
  await expect(page).toHaveURL(new RegExp(`/events\\?month=${far.month}$`));
  await expect(page.getByRole('region', { name: formatDay(second, true) })).toHaveCount(0);

  // The Upcoming Events card leads to every upcoming event.
  await page.getByRole('link', { name: 'See all upcoming events' }).click();
  await expect(page.getByRole('tab', { name: 'All Upcoming', selected: true })).toBeVisible();
  await expect(page).toHaveURL(/tab=upcoming/);
  // Once, at its next date.
  await expect(
    page.getByRole('region', { name: 'All Upcoming Events' }).getByRole('heading', { level: 3, name: title }),
  ).toHaveCount(1);
  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);
});

test('an admin cancels one day of a repeating event and restores it; visitors see it as cancelled, not missing', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, a sign-in and an axe scan: the longest journey here, given room on a busy machine.
  test.slow();
  const admin = await createAccount(request, 'ADMIN');
  const far = farMonth(17);
  const title = unique('Cancel Run ');
  const { id } = await createWeekly(page, admin.token, title, far.start);
  const second = addDays(far.start, 7);
  const agendaUrl = `/events?tab=agenda&month=${far.month}`;

  await signIn(page, admin);
  await page.goto(agendaUrl);
  const card = (day: string) =>
    page
      .getByRole('list', { name: `Events in ${far.label}` })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: formatDay(day) }) });
  const cancel = page.getByRole('button', {
    name: `Cancel this date of ${title}, ${formatDay(second, true)}`,
  });
  await cancel.click();
  await expect(page.getByRole('status').filter({ hasText: 'is cancelled on' })).toHaveText(
    `${title} is cancelled on ${formatDay(second, true)}.`,
  );
  await expect(card(second).getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card(far.start).getByText('Cancelled', { exact: true })).toHaveCount(0);
  const restore = page.getByRole('button', {
    name: `Restore this date of ${title}, ${formatDay(second, true)}`,
  });
  await expect(restore).toBeFocused();
  await expectNoA11yViolations(page);
  const stored = await (await request.get(`/api/events/${id}`)).json();
  expect(stored.data.cancelledDates).toEqual([second]);

  // A visitor sees the day marked cancelled, and gets no buttons.
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(agendaUrl);
    const visitorCard = visitorPage
      .getByRole('listitem')
      .filter({ has: visitorPage.getByRole('heading', { level: 3, name: formatDay(second) }) });
    await expect(visitorCard.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(visitorPage.getByRole('button', { name: /Cancel this date/ })).toHaveCount(0);
    await visitorPage.goto(`/events?month=${far.month}&day=${second}`);
    const selectedDay = visitorPage.getByRole('region', { name: formatDay(second, true) });
    await expect(selectedDay.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(selectedDay.getByText('0 events scheduled')).toBeVisible();
  } finally {
    await visitor.close();
  }

  await restore.click();
  await expect(page.getByRole('status').filter({ hasText: 'is back on' })).toBeVisible();
  await expect(card(second).getByText('Cancelled', { exact: true })).toHaveCount(0);
  expect((await (await request.get(`/api/events/${id}`)).json()).data.cancelledDates).toEqual([]);
});

test('subscribing: a webcal:// link, the .ics download and a button that copies the address', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/events');
  const host = new URL(baseURL!).host;
  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    `webcal://${host}/api/events.ics`,
  );
  await expect(page.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', '/api/events.ics');
  await page.getByRole('button', { name: 'Copy calendar address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveText('Calendar address copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://${host}/api/events.ics`);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`the agenda, the upcoming list and the subscribe links fit a ${viewport.width} px ${viewport.name} and pass axe`, async ({
    page,
    request,
  }) => {
    const admin = await createAccount(request, 'ADMIN');
    const far = farMonth();
    const title = unique('Fit Run ');
    await createWeekly(page, admin.token, title, far.start);
    await page.setViewportSize(viewport);
    const noSidewaysScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto(`/events?tab=agenda&month=${far.month}`);
    await expect(page.getByRole('heading', { level: 3, name: title }).first()).toBeVisible();
    // The four tabs share one line (on a phone they wrapped onto two).
    const tabTops = await page
      .getByRole('tablist', { name: 'Events views' })
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(tabTops).toHaveLength(4);
    expect(new Set(tabTops).size).toBe(1);
    await expect(page.getByRole('button', { name: 'Next month' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Copy calendar address' })).toBeInViewport();
    expect(await noSidewaysScroll()).toBe(true);
    await expectNoA11yViolations(page);

    await page.getByRole('tab', { name: 'All Upcoming' }).click();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    expect(await noSidewaysScroll()).toBe(true);
    await expectNoA11yViolations(page);

    // The calendar tab's axe scan is in events.spec.ts; here only its fit.
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await expect(page.getByRole('link', { name: 'See all upcoming events' })).toBeVisible();
    expect(await noSidewaysScroll()).toBe(true);
  });
}

test('with nothing on today, the calendar opens on the next day with events, on its month; today stays one click away', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const today = todayIn(TZ);
  // In the month after today's, whatever today is: the calendar must turn to it.
  const nextDay = addDays(monthOf(today).to, 3);
  const title = unique('Next Day ');
  // Stored years ahead, so no other test's "next events" meets it; the page is shown it on nextDay.
  const stored = addDays(today, 3000);
  const res = await request.post('/api/events', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      title,
      description: 'The only event in a calendar that has nothing today.',
      date: stored,
      startTime: zonedInstant(stored, '18:00', TZ),
      endTime: zonedInstant(stored, '19:00', TZ),
      location: 'Clubhouse',
      type: 'Social',
      repeat: 'none',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const event = {
    ...(await res.json()).data,
    date: nextDay,
    startTime: zonedInstant(nextDay, '18:00', TZ),
    endTime: zonedInstant(nextDay, '19:00', TZ),
    occurrences: [nextDay],
  };
  // Other tests own today's events on the shared database: the page's reads see this event alone
  // (the page is opened by the site's own navigation, so its reads go through the browser).
  await page.route(/\/api\/events\?/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { data: [event] } }) : route.fallback(),
  );
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/faq');
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: viewport.width < 1024 ? 'Mobile' : 'Main' })
      .getByRole('link', { name: 'Events', exact: true })
      .click();
    await page.waitForURL(/\/events$/);
    const day = page.getByRole('region', { name: formatDay(nextDay, true) });
    await expect(day).toContainText('Nothing is on today; this is the next day with events.');
    await expect(day.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(page.getByText('No events found.')).toHaveCount(0);
    // The calendar shows the selected day's month, the day selected and marked as having events.
    await expect(page.getByRole('grid')).toHaveAccessibleName(formatMonth(nextDay));
    await expect(page.getByRole('button', { name: /, has events, selected$/ })).toHaveCount(1);
    await expectNoA11yViolations(page);
  }
  // Paging back a month shows today's month, the next day with events still selected.
  await page.getByRole('button', { name: /previous month/i }).click();
  await expect(page.getByRole('grid')).toHaveAccessibleName(formatMonth(today));
  await expect(page.getByRole('region', { name: formatDay(nextDay, true) })).toBeVisible();
  await page.getByRole('button', { name: /next month/i }).click();
  await expect(page.getByRole('grid')).toHaveAccessibleName(formatMonth(nextDay));
  // Today itself is one click away: its own (empty) day, in its month, said in the address.
  await page.goto('/faq');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Events', exact: true })
    .click();
  await page.waitForURL(/\/events$/);
  await page.getByRole('button', { name: 'Show today' }).click();
  await expect(page).toHaveURL(new RegExp(`day=${today}`));
  await expect(page.getByRole('grid')).toHaveAccessibleName(formatMonth(today));
  await expect(page.getByRole('region', { name: formatDay(today, true) })).toContainText(
    '0 events scheduled',
  );
  await expect(page.getByRole('button', { name: /^Today, .*, selected$/ })).toBeVisible();
});

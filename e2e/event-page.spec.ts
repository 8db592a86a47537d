import { addDays, todayIn } from '../src/shared/dates.ts';
import { zonedInstant } from '../src/shared/events/times.ts';
import { formatDay } from '../src/client/events/format.ts';
import { dayButton, showMonth } from './support/calendar.ts';
import { createAccount, expect, expectNoA11yViolations, test, unique } from './support/fixtures.ts';

// Events about ten months ahead: past the next few weeks that events.spec.ts's upcoming card shows,
// and short of the months events-views.spec.ts counts events in (14 months ahead and later).
const TZ = 'America/Los_Angeles';

test("an event's own page: linked from the calendar and the upcoming list, shareable, accessible", async ({
  page,
  request,
}) => {
  // Paging the calendar a year ahead and two axe scans: a long journey on a busy machine.
  test.slow();
  const admin = await createAccount(request, 'ADMIN');
  const title = unique('Lantern Walk ');
  const day = addDays(todayIn(TZ), 300);
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      title,
      description: 'An evening walk with paper lanterns around the pond. Families welcome.',
      date: day,
      startTime: zonedInstant(day, '19:30', TZ),
      endTime: zonedInstant(day, '21:00', TZ),
      location: 'Main park entrance',
      type: 'Cultural',
      repeat: 'weekly',
      repeatUntil: addDays(day, 35),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as string;

  // Every card of the upcoming list links its title to the event's page.
  await page.goto('/events');
  const upcomingCards = page.getByRole('region', { name: 'Upcoming events list' }).getByRole('article');
  await expect(upcomingCards.first()).toBeVisible();
  for (const card of await upcomingCards.all()) {
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/events\/[\w-]+$/);
  }

  // The calendar's day list links to it too (from a calendar with no day selected: it may have
  // opened on this very day, the next with events, and clicking a selected day clears it).
  await page.goto('/events?day=none');
  await showMonth(page, day);
  await dayButton(page, day).click();
  const dayList = page.getByRole('region', { name: formatDay(day, true) });
  await dayList.getByRole('link', { name: title }).click();
  await page.waitForURL(`**/events/${id}`);

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
  await expect(page.getByText('7:30 PM - 9:00 PM')).toBeVisible();
  // The community's time zone as people name it, not its configuration name.
  await expect(page.getByText('(Pacific Time)')).toBeVisible();
  await expect(page.getByText(/America\/Los_Angeles/)).toHaveCount(0);
  await expect(page.getByText('Main park entrance')).toBeVisible();
  await expect(page.getByText('An evening walk with paper lanterns')).toBeVisible();
  const nextDates = page.getByRole('region', { name: 'Next dates' }).getByRole('listitem');
  await expect(nextDates).toHaveCount(5);
  await expect(nextDates.nth(1)).toHaveText(formatDay(addDays(day, 7), true));
  const addToCalendar = page.getByRole('link', { name: 'Add to calendar' });
  await expect(addToCalendar).toHaveAttribute('href', `/api/events/${id}.ics`);
  const ics = await request.get(`/api/events/${id}.ics`);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await ics.text()).toContain(`SUMMARY:${title}`);

  // Keyboard: the Add to calendar link and the way back are reachable with Tab.
  await page.getByRole('heading', { level: 1 }).click();
  let reached = false;
  for (let i = 0; i < 10 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await addToCalendar.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoA11yViolations(page);

  // Shared as a link: the server's own HTML, at a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto(`/events/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoA11yViolations(page);
  const html = await (await request.get(`/events/${id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toContain('<script type="application/ld+json">');

  await page.getByRole('link', { name: 'All community events' }).click();
  await page.waitForURL('**/events');
});

test('an unknown event is the 404 page, with HTTP 404', async ({ page }) => {
  const response = await page.goto('/events/no-such-event');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
  await expectNoA11yViolations(page);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayIn } from '../src/shared/dates.ts';
import { zonedInstant } from '../src/shared/events/times.ts';
import { withDatabase } from './support/database.ts';
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  unique,
  type Account,
} from './support/fixtures.ts';

// The community of the test server (its default configuration).
const TZ = 'America/Los_Angeles';
const DESCRIPTION =
  'Several cars were broken into overnight on 36th Dr SE; lock your car and report anything odd.';

async function publish(request: APIRequestContext, account: Account, body: Record<string, unknown>) {
  const res = await request.post('/api/news', {
    data: { description: DESCRIPTION, ...body },
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page);
}

test('the home page shows current alerts until their last day, the latest news and the next events with the next board meeting', async ({
  page,
  request,
}) => {
  const moderator = await createAccount(request, 'ADMIN');
  const today = todayIn(TZ);
  const ended = unique('Ended alert ');
  const endedByDefault = unique('Old alert ');
  const lastDay = unique('Last day alert ');
  // Alerts whose time is over, and one on its last day (7 days after its date), seeded as stored rows.
  await withDatabase(async (_db, make) => {
    await make.newsItem({
      title: ended,
      type: 'alert',
      date: addDays(today, -3),
      showUntil: addDays(today, -1),
    });
    await make.newsItem({ title: endedByDefault, type: 'alert', date: addDays(today, -8) });
    await make.newsItem({ title: lastDay, type: 'alert', date: addDays(today, -7) });
  });
  // Posted today through the API (which also makes the site's cached pages stale).
  const alert = await publish(request, moderator, { title: unique('Car prowls '), type: 'alert' });
  // The newest news by day: far ahead, so the parallel tests' items come after them.
  const news = [];
  for (const day of ['2100-06-01', '2100-06-02', '2100-06-03']) {
    news.push(await publish(request, moderator, { title: unique('Latest '), type: 'update', date: day }));
  }
  const meeting = unique('Board meeting ');
  const start = addDays(today, 1);
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${moderator.token}` },
    data: {
      title: meeting,
      description: 'Monthly board meeting: budget review and open forum.',
      date: start,
      startTime: zonedInstant(start, '19:00', TZ),
      endTime: zonedInstant(start, '20:30', TZ),
      location: 'Community Clubhouse',
      type: 'Business',
      repeat: 'weekly',
      repeatUntil: addDays(start, 21),
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Server-rendered: the banner, the news and the events are in the HTML itself.
  const html = await (await request.get('/')).text();
  expect(html).toContain(alert.title);
  expect(html).toContain(news[2]!.title);
  expect(html).toContain(meeting);

  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Safety alerts' });
  await expect(banner.getByRole('link', { name: alert.title })).toHaveAttribute(
    'href',
    `/newsletter/${alert.id}`,
  );
  await expect(banner.getByRole('link', { name: lastDay })).toBeVisible();
  await expect(banner.getByText(ended)).toHaveCount(0);
  await expect(banner.getByText(endedByDefault)).toHaveCount(0);

  const latest = page.getByRole('region', { name: 'Latest News' });
  await expect(latest.getByRole('listitem')).toHaveCount(3);
  await expect(latest.getByRole('heading', { level: 3 })).toHaveText(news.map((n) => n.title).reverse());
  await expect(latest.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/newsletter');

  const events = page.getByRole('region', { name: 'Next Events' });
  await expect(events.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/events');
  const items = events.getByRole('listitem');
  expect(await items.count()).toBeGreaterThanOrEqual(1);
  expect(await items.count()).toBeLessThanOrEqual(3);
  const callout = events.getByText('Next board meeting:').locator('..');
  await expect(callout.getByRole('link', { name: meeting })).toHaveAttribute('href', /^\/events\//);
  await expect(callout).toContainText('7:00 PM - 8:30 PM, Community Clubhouse');
  await axeAtBothWidths(page);

  // Following the banner's link opens the alert's own page.
  await banner.getByRole('link', { name: alert.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: alert.title })).toBeVisible();
});

test("a post with a body shows its paragraphs and links on the item's page, with no raw HTML", async ({
  page,
  request,
}) => {
  const moderator = await createAccount(request, 'MODERATOR');
  const item = await publish(request, moderator, {
    title: unique('Meeting notice '),
    type: 'meeting',
    body: [
      'The board meets on **Tuesday** at 7 PM in the clubhouse.',
      '',
      'Read the [draft budget](https://example.org/budget.pdf) before the meeting.',
      '',
      '<img src=x onerror="window.hacked=1"> and [a trick](javascript:alert(1))',
    ].join('\n'),
  });
  await page.goto(`/newsletter/${item.id}`);
  const article = page.getByRole('article', { name: item.title });
  await expect(article.getByText('The board meets on Tuesday at 7 PM in the clubhouse.')).toBeVisible();
  await expect(article.locator('strong', { hasText: 'Tuesday' })).toBeVisible();
  const link = article.getByRole('link', { name: 'draft budget' });
  await expect(link).toHaveAttribute('href', 'https://example.org/budget.pdf');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(
    article.getByText('<img src=x onerror="window.hacked=1"> and [a trick](javascript:alert(1))'),
  ).toBeVisible();
  await expect(article.locator('img')).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'a trick' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await axeAtBothWidths(page);
});

test('the news form offers the common types by keyboard, a body with its hint, and "show until" for alerts', async ({
  page,
  request,
}) => {
  const moderator = await createAccount(request, 'MODERATOR');
  await signIn(page, moderator);
  await page.goto('/admin/dashboardNews');
  await page.getByRole('button', { name: 'Add News' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add News' });
  const title = unique('Water main ');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description (content)').fill(DESCRIPTION);
  const body = dialog.getByLabel('Body (optional)');
  await expect(body).toHaveAccessibleDescription(/A blank line starts a new paragraph/);
  await body.fill(
    'Water is off on 156th St SE from 9 AM.\n\nCall the board at [our page](https://example.org/board).',
  );
  const type = dialog.getByLabel('Type');
  await expect(type).toHaveAttribute('list', 'news-type-choices');
  const choices = await dialog
    .locator('#news-type-choices option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(choices).toEqual(['alert', 'update', 'event', 'meeting', 'maintenance']);
  await expect(dialog.getByLabel('Show on the home page until')).toHaveCount(0);
  await type.focus();
  await page.keyboard.type('alert');
  const showUntil = dialog.getByLabel('Show on the home page until');
  await expect(showUntil).toBeVisible();
  await expect(showUntil).toHaveAccessibleDescription('Leave empty for 7 days after the date.');
  await axeAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Safety alerts' });
  await banner.getByRole('link', { name: title }).click();
  await expect(page.getByRole('link', { name: 'our page' })).toHaveAttribute(
    'href',
    'https://example.org/board',
  );
});

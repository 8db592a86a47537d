import { createAccount, expect, expectNoA11yViolations, test, unique } from './support/fixtures.ts';

const DESCRIPTION = 'The board met to review the reserve study and the landscaping contract for next season.';

test('/newsletter pages through older news and keeps a by-year archive, server-rendered and linkable', async ({
  page,
  request,
}) => {
  const moderator = await createAccount(request, 'MODERATOR');
  const prefix = unique('Archive ');
  // 22 items in one year long past: a full page of 20 and two more.
  for (let i = 0; i < 22; i++) {
    const res = await request.post('/api/news', {
      data: {
        title: `${prefix} ${String(i).padStart(2, '0')}`,
        description: DESCRIPTION,
        date: `2011-01-${String(1 + i).padStart(2, '0')}`,
      },
      headers: { authorization: `Bearer ${moderator.token}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // The archive of that year, as a link from the news page.
  await page.goto('/newsletter');
  const archive = page.getByRole('navigation', { name: 'News by year' });
  await expect(archive.getByRole('link', { name: '2011' })).toBeVisible();
  await expectNoA11yViolations(page);
  await archive.getByRole('link', { name: '2011' }).click();
  await expect(page).toHaveURL(/\/newsletter\?year=2011$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community News from 2011' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(page.getByRole('link', { name: 'Newer news' })).toHaveCount(0);

  // Older news: the last two, newest first; then back.
  await page.getByRole('link', { name: 'Older news' }).click();
  await expect(page).toHaveURL(/\/newsletter\?year=2011&cursor=/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2, name: `${prefix} 01` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${prefix} 00` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Older news' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  const olderAddress = page.url();
  await page.getByRole('link', { name: 'Newer news' }).click();
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(page.getByRole('heading', { level: 2, name: `${prefix} 21` })).toBeVisible();

  // The older page is a link of its own: opened directly, the server renders it (no script needed).
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(olderAddress);
  await expect(plain.getByRole('article')).toHaveCount(2);
  await expect(plain.getByRole('link', { name: 'Newer news' })).toBeVisible();
  await context.close();
});

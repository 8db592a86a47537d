import { createAccount, expect, expectNoA11yViolations, signIn, test } from './support/fixtures.ts';

const status = (state: 'ok' | 'failed' | 'stale') => ({
  enabled: true,
  time: '03:15',
  keep: 14,
  lastSuccess: {
    finishedAt: state === 'stale' ? '2026-01-02T08:15:00.000Z' : new Date().toISOString(),
    file: 'hoa-2026-01-02.ndjson.gz',
    bytes: 123456,
  },
  lastFailure:
    state === 'failed'
      ? { startedAt: new Date().toISOString(), error: 'ENOSPC: no space left on device' }
      : null,
  state,
});

test('the admin dashboard says when the last backup was written, and warns when it failed or is old', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  let answer = status('ok');
  // This site runs without BACKUP_DIR; the answers of a site with it are played here.
  await page.route('**/api/backups/status', (route) => route.fulfill({ json: answer }));
  await signIn(page, admin);
  await page.goto('/admin/dashboard');
  const backups = page.getByRole('region', { name: 'Backups' });
  await expect(backups).toContainText('Last backup written');
  await expect(backups).toContainText('Daily at 03:15, the newest 14 kept.');
  await expect(backups.getByRole('alert')).toHaveCount(0);
  await expectNoA11yViolations(page);

  answer = status('failed');
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'The last backup failed' })).toContainText(
    'ENOSPC: no space left on device',
  );
  await expectNoA11yViolations(page);

  answer = status('stale');
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'more than 2 days ago' })).toBeVisible();
});

test('a moderator’s dashboard asks nothing about backups', async ({ page, request }) => {
  const moderator = await createAccount(request, 'MODERATOR');
  let asked = 0;
  await page.route('**/api/backups/status', (route) => {
    asked++;
    return route.continue();
  });
  await signIn(page, moderator);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Backups' })).toHaveCount(0);
  expect(asked).toBe(0);
});

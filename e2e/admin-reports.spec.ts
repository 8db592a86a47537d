import type { Page } from '@playwright/test';
import { createAccount, expect, signIn, test, unique } from './support/fixtures.ts';
import { accessibleAtBothWidths, addHome, auth, fileReport, residentOf } from './support/reports.ts';

// The board's side of resident reports (docs/product/reports.md, "The board's screens"). Other
// tests file reports in the same database meanwhile: this one filters down to its own and compares
// counts with the server's at that moment.

async function newReportsNow(page: Page, token: string): Promise<number> {
  const res = await page.request.get('/api/dashboard/work', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { newReports: number }).newReports;
}

test("the board's queue, its filters and the dashboard's count; a report worked through the panel", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = unique('Q');
  const admin = await createAccount(request, 'ADMIN');
  const home = await addHome(request, admin, `9 ${tag} Court`);
  const reporter = await residentOf(request, admin, home.id);
  const drain = await fileReport(request, reporter, {
    kind: 'maintenance',
    category: 'drainage',
    title: `Storm drain blocked on ${tag} Court`,
    description: 'Leaves block the storm drain; the street floods at every rain.',
    location: { x: 0.31, y: 0.52 },
  });
  const again = await fileReport(request, reporter, {
    kind: 'maintenance',
    category: 'drainage',
    title: `Flooding again by the drain of ${tag} Court`,
    description: 'The same storm drain: the water stands on the street after rain.',
  });
  const noise = await fileReport(request, reporter, {
    kind: 'violation',
    category: 'noise',
    title: `Night-time drumming near ${tag} Court`,
    description: 'Drums every night after eleven, for two weeks now.',
  });

  // The dashboard's tile counts the new reports, as the server has them now.
  await signIn(page, admin);
  const tile = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: /^Reports/ });
  await expect(async () => {
    const count = await newReportsNow(page, admin.token);
    await page.reload();
    await expect(tile).toHaveText(`Reports ${count} new`, { timeout: 2_000 });
  }).toPass();
  await tile.click();
  await page.waitForURL('**/admin/reports');

  // The queue: open reports by default, then narrowed by kind and category.
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('open');
  const queue = page.getByRole('list', { name: 'Reports' });
  await page.getByLabel('Kind').selectOption('maintenance');
  await page.getByLabel('Category').selectOption('drainage');
  const row = queue.getByRole('listitem').filter({ hasText: drain.title });
  await expect(row).toContainText('Maintenance · Drainage · New');
  await expect(row).toContainText('0 followers');
  await expect(queue).not.toContainText(noise.title);
  await expect(page.locator(`[data-report-pin="${drain.reference}"]`)).toBeVisible();
  await page.getByLabel('Kind').selectOption('violation');
  await expect(page.getByLabel('Category')).toHaveValue('');
  await page.getByLabel('Category').selectOption('noise');
  await expect(queue.getByRole('link', { name: `${noise.reference}: ${noise.title}` })).toBeVisible();
  await expect(queue).not.toContainText(drain.title);
  await page.getByLabel('Status').selectOption('resolved');
  await expect(page.getByText('No reports match these filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('open');
  await page.getByLabel('Kind').selectOption('maintenance');
  await page.getByLabel('Category').selectOption('drainage');
  await accessibleAtBothWidths(page);

  // The report's page: the panel's moves, each from where the report stands.
  await queue.getByRole('link', { name: `${drain.reference}: ${drain.title}` }).click();
  await page.waitForURL(`**/reports/${drain.id}`);
  const panel = page.getByRole('region', { name: 'For the board' });
  await expect(panel).toContainText(`Reported by ${reporter.username}`);
  const workflow = panel.getByRole('region', { name: 'Workflow' });
  const moveTo = workflow.getByLabel('Move to');
  await expect(moveTo.getByRole('option')).toHaveText([
    'Acknowledged',
    'In progress',
    'Resolved',
    'Closed',
    'Duplicate',
  ]);
  await accessibleAtBothWidths(page);
  await moveTo.selectOption('acknowledged');
  await workflow.getByRole('button', { name: 'Move to acknowledged' }).click();
  await expect(workflow).toContainText('Now: Acknowledged');
  await expect(moveTo.getByRole('option')).toHaveText(['In progress', 'Resolved', 'Closed', 'Duplicate']);
  await moveTo.selectOption('in_progress');
  await workflow.getByRole('button', { name: 'Move to in progress' }).click();
  await expect(workflow).toContainText('Now: In progress');

  // The second report repeats the first: marked a duplicate of it, chosen among the open reports.
  await page.goto(`/reports/${again.id}`);
  await moveTo.selectOption('duplicate');
  const duplicateOf = workflow.getByLabel('Duplicate of');
  await expect(duplicateOf.getByRole('option', { name: `${again.reference}: ${again.title}` })).toHaveCount(
    0,
  );
  await workflow
    .getByLabel('Note to the reporter and followers')
    .fill(`Reported already as ${drain.reference}.`);
  await workflow.getByRole('button', { name: 'Move to duplicate' }).click();
  await expect(workflow.getByText('Say which report this one duplicates')).toBeVisible();
  await duplicateOf.selectOption({ label: `${drain.reference}: ${drain.title}` });
  await workflow.getByRole('button', { name: 'Move to duplicate' }).click();
  await expect(workflow).toContainText('Now: Duplicate');
  await page.goto(`/reports/${drain.id}`);
  await expect(workflow).toContainText('Now: In progress');

  // Resolving needs a note: refused in the form, then sent with one.
  await moveTo.selectOption('resolved');
  await workflow.getByRole('button', { name: 'Move to resolved' }).click();
  await expect(workflow.getByText(/Write a note to say why the report is resolved/)).toBeVisible();
  const note = workflow.getByLabel('Note to the reporter and followers');
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await note.fill(`Drain cleared by the crew (${tag}).`);
  await workflow.getByRole('button', { name: 'Move to resolved' }).click();
  await expect(workflow).toContainText('Now: Resolved');
  await expect(moveTo.getByRole('option')).toHaveText(['In progress']);

  // An internal note and a public comment.
  const notes = panel.getByRole('region', { name: 'Notes and comments' });
  const internal = `Internal: crew invoice pending (${tag})`;
  const comment = `Public: the drain is checked again next week (${tag})`;
  await notes.getByLabel('Note or comment').fill(internal);
  await notes.getByRole('button', { name: 'Add internal note' }).click();
  await expect(notes.getByRole('status')).toHaveText('Internal note added.');
  await notes.getByLabel('Note or comment').fill(comment);
  await notes.getByRole('button', { name: 'Send public comment' }).click();
  await expect(notes.getByRole('status')).toHaveText('Comment sent.');
  await page.reload();
  await expect(page.locator('main')).toContainText(internal);
  await expect(page.locator('main')).toContainText(comment);
  await accessibleAtBothWidths(page);

  // The reporter's view: the public comment and the resolution, never the internal note.
  const reporterPage = await (await browser.newContext()).newPage();
  await signIn(reporterPage, reporter);
  await reporterPage.goto(`/reports/${drain.id}`);
  await expect(reporterPage.locator('main')).toContainText(comment);
  await expect(reporterPage.locator('main')).toContainText(`Drain cleared by the crew (${tag}).`);
  await expect(reporterPage.locator('main')).not.toContainText(internal);
  await expect(reporterPage.getByRole('region', { name: 'For the board' })).toHaveCount(0);
  await reporterPage.context().close();

  // Back in the queue, it has left the open reports.
  await page.goto('/admin/reports');
  await page.getByLabel('Kind').selectOption('maintenance');
  await page.getByLabel('Category').selectOption('drainage');
  await expect(
    page.getByRole('list', { name: 'Reports' }).or(page.getByText('No reports match')),
  ).not.toContainText(drain.title);
  await page.getByLabel('Status').selectOption('resolved');
  await expect(queue.getByRole('listitem').filter({ hasText: drain.title })).toContainText('Resolved');
});

import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  unique,
} from './support/fixtures.ts';
import { answerDeleteConfirmation, countRequests } from './support/directory.ts';

test('an admin adds, edits and deletes an issue and sees each change on /issues', async ({ page }) => {
  const title = unique('Trailer parking ');
  await signIn(page, ADMIN);
  await page.goto('/admin/issuesDashboard');
  await expect(page.getByRole('heading', { name: 'Manage Issues' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Issue' });
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Title').fill('Short');
  await dialog.getByLabel('Description').fill('Too short');
  await dialog.getByRole('button', { name: 'Add Issue' }).click();
  await expect(dialog.getByText('Title must be more than 5 characters')).toBeVisible();
  await expect(dialog.getByText('Description must be more than 10 characters')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Boats and trailers must be stored out of sight.');
  await dialog.getByRole('button', { name: 'Add Issue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto('/issues');
  await page.getByRole('button', { name: title }).click();
  await expect(page.getByText('Boats and trailers must be stored out of sight.')).toBeVisible();

  await page.goto('/admin/issuesDashboard');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Issue' });
  await edit.getByLabel('Description').fill('Boats, trailers and RVs must be stored out of sight.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();

  await page.goto('/issues');
  await page.getByRole('button', { name: title }).click();
  await expect(page.getByText('Boats, trailers and RVs must be stored out of sight.')).toBeVisible();

  await page.goto('/admin/issuesDashboard');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await answerDeleteConfirmation(page, 'issue');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await page.goto('/issues');
  await expect(page.getByRole('button', { name: title })).toHaveCount(0);
});

test('a visitor searches issues as they type and opens two sections at once', async ({ page, request }) => {
  const admin = await createAccount(request, 'ADMIN');
  const tag = unique('qz');
  const issues = [
    { title: `${tag} Noise after hours`, description: 'Quiet hours are 10 PM to 7 AM every day.' },
    { title: `${tag} Garbage bins`, description: 'Bins go out the evening before collection.' },
    { title: `${tag} Yard care`, description: 'Lawns are mowed and beds kept weeded, no NOISE rule here.' },
  ];
  for (const issue of issues) {
    const res = await request.post('/api/issues', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: issue,
    });
    expect(res.status()).toBe(201);
  }
  const html = await (await request.get('/issues')).text();
  expect(html).toContain(issues[1]!.description);

  await page.goto('/issues');
  await expect(
    page.getByText('Guidelines and contact information for reporting community issues'),
  ).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search community issues' });
  await expect(search).toHaveAttribute('placeholder', 'Search issues...');
  await expectNoA11yViolations(page);

  const requests = countRequests(page, '/api/issues');
  // Case-insensitive, on the title or the description.
  await search.pressSequentially(`${tag} NOISE`);
  await expect(page.getByRole('button', { name: issues[0]!.title })).toBeVisible();
  await expect(page.getByRole('button', { name: issues[1]!.title })).toHaveCount(0);
  await search.fill('no noise rule here');
  await expect(page.getByRole('button', { name: issues[2]!.title })).toBeVisible();
  await expect(page.getByRole('button', { name: issues[0]!.title })).toHaveCount(0);
  await search.fill(`${tag} nothing like this`);
  await expect(page.getByText('No issues found matching your search.')).toBeVisible();
  expect(requests()).toBe(0);

  await search.fill(tag);
  await page.getByRole('button', { name: issues[0]!.title }).click();
  await page.getByRole('button', { name: issues[1]!.title }).click();
  await expect(page.getByText(issues[0]!.description)).toBeVisible();
  await expect(page.getByText(issues[1]!.description)).toBeVisible();
  await expect(page.getByText(issues[2]!.description)).toBeHidden();
  await expectNoA11yViolations(page);
  // Closing one leaves the other open.
  await page.getByRole('button', { name: issues[0]!.title }).click();
  await expect(page.getByText(issues[0]!.description)).toBeHidden();
  await expect(page.getByText(issues[1]!.description)).toBeVisible();
});

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

test('an admin adds, edits and deletes a school and sees each change on /schools', async ({ page }) => {
  const name = unique('School ');
  const renamed = `${name} Renamed`;
  await signIn(page, ADMIN);
  await page.goto('/admin/manageSchools');
  await expect(page.getByRole('heading', { name: 'Manage Schools' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Add School' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add School' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  // The shared schema's messages appear under the fields before anything is sent.
  await dialog.getByRole('button', { name: 'Add School' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Type is required')).toBeVisible();
  await dialog.getByLabel('School Name').fill(name);
  await dialog.getByLabel('Type').selectOption('middle');
  await dialog.getByLabel('District').fill('Everett Public Schools');
  await dialog.getByLabel('Address').fill('15404 Silver Firs Dr, Everett, WA 98208');
  await dialog.getByLabel('Website (optional)').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add School' }).click();
  await expect(dialog.getByText('Website must be a valid http or https address')).toBeVisible();
  await dialog.getByLabel('Website (optional)').fill('https://gateway.example.org');
  await dialog.getByLabel('Phone (optional)').fill('(425) 555-0102');
  await dialog.getByRole('button', { name: 'Add School' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Middle');
  await expect(row).toContainText('(425) 555-0102');

  await page.goto('/schools');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Everett Public Schools');
  await expect(card.getByText('Middle', { exact: true })).toBeVisible();
  const directions = card.getByRole('link', { name: 'Get Directions' });
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/search?query=${encodeURIComponent('15404 Silver Firs Dr, Everett, WA 98208')}`,
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('link', { name: 'Visit Website' })).toHaveAttribute(
    'href',
    'https://gateway.example.org',
  );
  await expect(card.getByRole('link', { name: '(425) 555-0102' })).toHaveAttribute('href', 'tel:4255550102');
  // No email was given, so there is no mail link.
  await expect(card.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.goto('/admin/manageSchools');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit School' });
  await expect(edit.getByLabel('School Name')).toHaveValue(name);
  await edit.getByLabel('School Name').fill(renamed);
  await edit.getByLabel('Email (optional)').fill('office@gateway.example.org');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toContainText(
    'office@gateway.example.org',
  );

  await page.goto('/schools');
  const renamedCard = page.getByRole('article', { name: renamed });
  await expect(renamedCard.getByRole('link', { name: 'office@gateway.example.org' })).toHaveAttribute(
    'href',
    'mailto:office@gateway.example.org',
  );

  await page.goto('/admin/manageSchools');
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await answerDeleteConfirmation(page, 'school');
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await page.goto('/schools');
  await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);
});

test('the schools page is rendered on the server with its data', async ({ request }) => {
  const admin = await createAccount(request, 'ADMIN');
  const name = unique('SSR School ');
  const created = await request.post('/api/schools', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name, type: 'high', district: 'Northshore', address: '1 Main St, Bothell, WA' },
  });
  expect(created.status()).toBe(201);
  const html = await (await request.get('/schools')).text();
  expect(html).toContain(name);
  expect(html).toContain('Get Directions');
});

test('a signed-in user may view Manage Schools and search it, but sees no write controls', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const tag = unique('Zed');
  for (const [name, district] of [
    [`${tag} Alder Elementary`, 'Edmonds'],
    [`${tag} Birch High`, 'Northshore'],
  ]) {
    const res = await request.post('/api/schools', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { name, type: 'elementary', district, address: '2 Oak Ave, Bothell, WA' },
    });
    expect(res.status()).toBe(201);
  }
  const user = await createAccount(request, 'USER');
  await signIn(page, user);
  await page.goto('/admin/manageSchools');
  await expect(page.getByRole('row').filter({ hasText: `${tag} Alder Elementary` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add School' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

  const requests = countRequests(page, '/api/schools');
  const search = page.getByRole('searchbox', { name: 'Search schools' });
  await search.pressSequentially(`${tag} birch`);
  await expect(page.getByRole('row').filter({ hasText: `${tag} Birch High` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${tag} Alder Elementary` })).toHaveCount(0);
  expect(requests()).toBe(0);
  await expectNoA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('school cards stack in one column and the staff table scrolls, both axe-clean', async ({
    page,
    request,
  }) => {
    const admin = await createAccount(request, 'ADMIN');
    const tag = unique('Phone');
    for (const name of [`${tag} One`, `${tag} Two`]) {
      await request.post('/api/schools', {
        headers: { authorization: `Bearer ${admin.token}` },
        data: { name, type: 'high', district: 'Northshore', address: '3 Pine Rd, Bothell, WA' },
      });
    }
    await page.goto('/schools');
    const first = await page.getByRole('article', { name: `${tag} One` }).boundingBox();
    const second = await page.getByRole('article', { name: `${tag} Two` }).boundingBox();
    expect(first!.x).toBe(second!.x);
    await expectNoA11yViolations(page);

    const user = await createAccount(request, 'USER');
    await signIn(page, user);
    await page.goto('/admin/manageSchools');
    await expect(page.getByRole('row').filter({ hasText: `${tag} One` })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

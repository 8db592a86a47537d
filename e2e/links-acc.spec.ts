import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  unique,
} from './support/fixtures.ts';
import { answerDeleteConfirmation } from './support/directory.ts';

test('an admin adds, edits and deletes a link and sees each change on the ACC page', async ({ page }) => {
  const title = unique('Rules PDF ');
  await signIn(page, ADMIN);
  await page.goto('/admin/importantLinksDashboard');
  await expect(page.getByRole('heading', { name: 'Manage Important Links' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Link' });
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('URL').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add Link' }).click();
  await expect(dialog.getByText('Link must be a valid http or https address')).toBeVisible();
  await dialog.getByLabel('URL').fill('https://example.org/rules.pdf');
  await dialog.getByRole('button', { name: 'Add Link' }).click();
  await expect(dialog).toBeHidden();
  const adminLink = page.getByRole('link', { name: title });
  await expect(adminLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoA11yViolations(page);

  await page.goto('/acc');
  await page.getByRole('button', { name: 'Enforce Rules & Regulations' }).click();
  const link = page.getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', 'https://example.org/rules.pdf');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await page.goto('/admin/importantLinksDashboard');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Link' });
  await expect(edit.getByLabel('URL')).toHaveValue('https://example.org/rules.pdf');
  await edit.getByLabel('URL').fill('https://example.org/rules-2025.pdf');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();

  await page.goto('/acc');
  await page.getByRole('button', { name: 'Enforce Rules & Regulations' }).click();
  await expect(page.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    'https://example.org/rules-2025.pdf',
  );

  await page.goto('/admin/importantLinksDashboard');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await answerDeleteConfirmation(page, 'link');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto('/acc');
  await expect(page.getByRole('link', { name: title, includeHidden: true })).toHaveCount(0);
});

test('the ACC page lists objectives and opens both sections at once', async ({ page, request }) => {
  const admin = await createAccount(request, 'ADMIN');
  const title = unique('CC&Rs ');
  const res = await request.post('/api/links', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { title, link: 'https://example.org/ccrs.pdf' },
  });
  expect(res.status()).toBe(201);
  const html = await (await request.get('/acc')).text();
  expect(html).toContain(title.replace('&', '&amp;'));

  await page.goto('/acc');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Architectural Control Committee (ACC)' }),
  ).toBeVisible();
  await expect(page.getByText('Important resources and guidelines for homeowners')).toBeVisible();
  await expect(page.getByText('Maintain architectural guidelines.')).toBeVisible();
  await expect(page.getByText(/Enforce the covenants, conditions and restrictions/)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Maintain Architectural Guidelines' }).click();
  await page.getByRole('button', { name: 'Enforce Rules & Regulations' }).click();
  await expect(
    page.getByText(/fences, decks, arbors, sheds, playhouses, gazebos, satellite dishes, roofs/),
  ).toBeVisible();
  await expect(page.getByText(/trees larger than five inches in diameter/)).toBeVisible();
  const form = page.getByRole('link', { name: /application form/ });
  await expect(form).toHaveAttribute('href', 'https://example.com/acc-application-form.pdf');
  await expect(form).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Snohomish County website' })).toHaveAttribute(
    'href',
    'https://snohomishcountywa.gov',
  );
  await expect(page.getByRole('link', { name: 'permits page' })).toHaveAttribute(
    'href',
    'https://snohomishcountywa.gov/5531/Permits',
  );
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectNoA11yViolations(page);
});

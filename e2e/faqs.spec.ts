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

const CATEGORIES = [
  'Community Guidelines',
  'Financial Information',
  'Community Services',
  'Environmental Protection',
  'Other',
];
const ANSWER = 'Annual assessments are due on January 31 and can be paid through the owner portal.';

test('an admin adds, edits and deletes an FAQ and sees it in its category on /faq', async ({ page }) => {
  const question = `${unique('When')} are dues due?`;
  // Tests run in parallel against one database: this test's answer must be its own.
  const answer = `${ANSWER} Reference ${unique('ref')}.`;
  await signIn(page, ADMIN);
  await page.goto('/admin/faqsDashboard');
  await expect(page.getByRole('heading', { name: 'Manage FAQs' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Question' });
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Question').fill('Too short');
  await dialog.getByLabel('Answer').fill('Also too short.');
  await dialog.getByRole('button', { name: 'Add Question' }).click();
  await expect(dialog.getByText('Question must be more than 10 characters')).toBeVisible();
  await expect(dialog.getByText('Answer must be more than 50 characters')).toBeVisible();
  await dialog.getByLabel('Category').selectOption('Financial Information');
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByLabel('Answer').fill(answer);
  await dialog.getByRole('button', { name: 'Add Question' }).click();
  await expect(dialog).toBeHidden();
  const group = page.getByRole('region', { name: 'Financial Information' });
  await expect(group.getByRole('heading', { name: question })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto('/faq');
  const section = page.getByRole('button', { name: 'Financial Information' });
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await section.click();
  await expect(page.getByText(question)).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();

  await page.goto('/admin/faqsDashboard');
  await page.getByRole('button', { name: `Edit ${question}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Question' });
  await edit.getByLabel('Category').selectOption('Other');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Other' }).getByRole('heading', { name: question }),
  ).toBeVisible();

  await page.goto('/faq');
  await page.getByRole('button', { name: 'Other' }).click();
  await expect(page.getByText(question)).toBeVisible();

  await page.goto('/admin/faqsDashboard');
  await page.getByRole('button', { name: `Delete ${question}` }).click();
  await answerDeleteConfirmation(page, 'FAQ');
  await expect(page.getByRole('heading', { name: question })).toHaveCount(0);
  await page.goto('/faq');
  await expect(page.getByText(question)).toHaveCount(0);
});

test('the FAQ page shows the emergency contact and one section per category, several open at once', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const guideline = `${unique('Guideline')} question?`;
  const service = `${unique('Service')} question?`;
  const questions = [guideline, service];
  for (const [category, question] of [
    ['Community Guidelines', guideline],
    ['Community Services', service],
  ]) {
    const res = await request.post('/api/faqs', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { category, question, answer: ANSWER },
    });
    expect(res.status()).toBe(201);
  }
  // Closed sections are in the server's HTML, hidden rather than absent.
  const html = await (await request.get('/faq')).text();
  for (const question of questions) expect(html).toContain(question);

  await page.goto('/faq');
  const emergency = page.getByRole('region', { name: 'Emergency Contact' });
  await expect(emergency).toContainText('Jordan Ellis');
  await expect(emergency.getByRole('link', { name: '(425) 555-0142' })).toHaveAttribute(
    'href',
    'tel:4255550142',
  );
  await expect(emergency.getByRole('link', { name: 'manager@example.com' })).toHaveAttribute(
    'href',
    'mailto:manager@example.com',
  );
  for (const category of CATEGORIES) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toHaveCount(1);
  }
  await expect(page.getByText(guideline)).toBeHidden();

  await page.getByRole('button', { name: 'Community Guidelines' }).click();
  // Keyboard works too: Enter on the focused trigger opens its section.
  await page.getByRole('button', { name: 'Community Services' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(guideline)).toBeVisible();
  await expect(page.getByText(service)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Community Guidelines' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Community Services' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoA11yViolations(page);
});

import type { Page } from '@playwright/test';
import { answerDeleteConfirmation } from './support/directory.ts';
import { ADMIN, expect, signIn, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';

// Failures are simulated in the browser (the server itself never fails these reads), so each
// screen's own words for them can be checked.
const serverError = { status: 500, contentType: 'application/json', body: '{"message":"Database is down"}' };

async function failReads(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.request().method() === 'GET' ? route.fulfill(serverError) : route.continue(),
  );
}

async function failWrites(page: Page, path: string) {
  await page.route(`**${path}*`, (route) =>
    route.request().method() === 'GET' ? route.continue() : route.fulfill(serverError),
  );
  await page.route(`**${path}/*`, (route) =>
    route.request().method() === 'GET' ? route.continue() : route.fulfill(serverError),
  );
}

test('public pages show their failure states when the data cannot be loaded', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await failReads(page, '/api/issues');
  await failReads(page, '/api/faqs');
  await failReads(page, '/api/links');
  await failReads(page, '/api/schools');
  // Client-side navigation, so the browser (not the server) fetches each page's data.
  await page.goto('/contactUs');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const issues = nav.getByRole('link', { name: 'Issues', exact: true });
  // Before hydration the link navigates natively: the server would load the issues, not the browser.
  await waitForHydration(issues);

  await issues.click();
  await expect(page.getByRole('alert')).toHaveText('Failed to load issues.');
  await expect(page.getByRole('button', { name: /./, expanded: false })).toHaveCount(0);

  await nav.getByRole('link', { name: "FAQ's" }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to load FAQs');

  await nav.getByRole('link', { name: 'Architectural Control Committee (ACC)' }).click();
  await page.getByRole('button', { name: 'Enforce Rules & Regulations' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to load links.');

  // Schools only log the failure, then show the empty state.
  await nav.getByRole('link', { name: 'Schools' }).click();
  await expect(page.getByText('No schools found in the community.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(logged.some((text) => text.includes('Database is down'))).toBe(true);
});

const STAFF_SCREENS = [
  {
    path: '/admin/manageSchools',
    api: '/api/schools',
    loadError: 'Failed to load schools. Please try again later.',
  },
  { path: '/admin/faqsDashboard', api: '/api/faqs', loadError: 'Failed to load FAQs' },
  { path: '/admin/issuesDashboard', api: '/api/issues', loadError: 'Failed to load issues' },
  {
    path: '/admin/importantLinksDashboard',
    api: '/api/links',
    loadError: 'Failed to load links. Please try again later.',
  },
  { path: '/admin/hoaDashboard', api: '/api/hoa', loadError: 'Failed to load members' },
];

test('staff screens say when their list cannot be loaded', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const screen of STAFF_SCREENS) {
    await failReads(page, screen.api);
    await page.goto(screen.path);
    await expect(page.getByRole('alert')).toHaveText(screen.loadError);
    await page.unroute(`**${screen.api}`);
  }
});

test('staff screens show the spec texts when a save or a delete fails', async ({ page, request }) => {
  const admin = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  const headers = { authorization: `Bearer ${(await admin.json()).token}` };
  // One of each, so every screen has something to delete.
  await request.post('/api/schools', {
    headers,
    data: { name: 'Error Test School', type: 'high', district: 'D', address: '1 Main St' },
  });
  await request.post('/api/faqs', {
    headers,
    data: {
      category: 'Other',
      question: 'Error test question?',
      answer: 'An answer that is long enough to pass the fifty character rule.',
    },
  });
  await request.post('/api/issues', {
    headers,
    data: { title: 'Error test issue', description: 'A description long enough.' },
  });
  await request.post('/api/links', {
    headers,
    data: { title: 'Error test link', link: 'https://example.org' },
  });
  await request.post('/api/hoa', { headers, data: { fName: 'Error', lName: 'Tester' } });

  await signIn(page, ADMIN);

  await failWrites(page, '/api/schools');
  await page.goto('/admin/manageSchools');
  await page.getByRole('button', { name: 'Add School' }).click();
  const school = page.getByRole('dialog', { name: 'Add School' });
  await school.getByLabel('School Name').fill('Unsaved School');
  await school.getByLabel('Type').selectOption('high');
  await school.getByLabel('District').fill('District');
  await school.getByLabel('Address').fill('2 Main St');
  await school.getByRole('button', { name: 'Add School' }).click();
  await expect(school.getByRole('alert')).toHaveText('Failed to add school. Please try again.');
  await school.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Error Test School' }).first().click();
  await page
    .getByRole('dialog', { name: 'Edit School' })
    .getByRole('button', { name: 'Save Changes' })
    .click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Failed to update school.');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete Error Test School' }).first().click();
  await answerDeleteConfirmation(page, 'school');
  await expect(page.getByRole('alert')).toHaveText('Failed to delete school.');

  await failWrites(page, '/api/faqs');
  await page.goto('/admin/faqsDashboard');
  await page.getByRole('button', { name: 'Add New Question' }).click();
  const faq = page.getByRole('dialog', { name: 'Add New Question' });
  await faq.getByLabel('Question').fill('A question that will not be saved?');
  await faq.getByLabel('Answer').fill('An answer that is long enough to pass the fifty character rule.');
  await faq.getByRole('button', { name: 'Add Question' }).click();
  await expect(faq.getByRole('alert')).toHaveText('Failed to add FAQ: Database is down');
  await faq.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete Error test question?' }).first().click();
  await answerDeleteConfirmation(page, 'FAQ');
  await expect(page.getByRole('alert')).toHaveText('Failed to delete FAQ');

  await failWrites(page, '/api/issues');
  await page.goto('/admin/issuesDashboard');
  await page.getByRole('button', { name: 'Add New Issue' }).click();
  const issue = page.getByRole('dialog', { name: 'Add New Issue' });
  await issue.getByLabel('Title').fill('Unsaved issue');
  await issue.getByLabel('Description').fill('This one will not be saved.');
  await issue.getByRole('button', { name: 'Add Issue' }).click();
  await expect(issue.getByRole('alert')).toHaveText('Failed to add issue: Database is down');
  await issue.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete Error test issue' }).first().click();
  await answerDeleteConfirmation(page, 'issue');
  await expect(page.getByRole('alert')).toHaveText('Failed to delete issue');

  await failWrites(page, '/api/links');
  await page.goto('/admin/importantLinksDashboard');
  await page.getByRole('button', { name: 'Add Link' }).click();
  const link = page.getByRole('dialog', { name: 'Add Link' });
  await link.getByLabel('Title').fill('Unsaved link');
  await link.getByLabel('URL').fill('https://example.org/unsaved');
  await link.getByRole('button', { name: 'Add Link' }).click();
  await expect(link.getByRole('alert')).toHaveText('Failed to save link. Please try again.');
  await link.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete Error test link' }).first().click();
  await answerDeleteConfirmation(page, 'link');
  await expect(page.getByRole('alert')).toHaveText('Failed to delete link. Please try again.');

  await failWrites(page, '/api/hoa');
  await page.goto('/admin/hoaDashboard');
  await page.getByRole('button', { name: 'Add New Member' }).click();
  const member = page.getByRole('dialog', { name: 'Add New Member' });
  await member.getByLabel('First Name').fill('Unsaved');
  await member.getByLabel('Last Name').fill('Member');
  await member.getByRole('button', { name: 'Add Member' }).click();
  await expect(member.getByRole('alert')).toHaveText('Failed to add member Database is down');
  await member.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Error Tester' }).first().click();
  await page
    .getByRole('dialog', { name: 'Edit Member' })
    .getByRole('button', { name: 'Save Changes' })
    .click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'Failed to update member Database is down',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete Error Tester' }).first().click();
  await answerDeleteConfirmation(page, 'member');
  await expect(page.getByRole('alert')).toHaveText('Failed to delete member');
});

import sharp from 'sharp';
import { answerDeleteConfirmation } from './support/directory.ts';
import {
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  unique,
  type Account,
} from './support/fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { withDatabase } from './support/database.ts';
import { waitForHydration } from './support/hydration.ts';

const DESCRIPTION = 'The community pool opens for the season this Saturday; bring your key fob and a towel.';

async function publish(request: APIRequestContext, account: Account, body: Record<string, unknown>) {
  const res = await request.post('/api/news', {
    data: { description: DESCRIPTION, ...body },
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

test('a moderator publishes a news item with an uploaded photo and readers see it on /newsletter', async ({
  page,
  request,
}) => {
  const moderator = await createAccount(request, 'MODERATOR');
  const title = unique('Pool opening ');
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a7' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 48/1 30/1' } })
    .toBuffer();

  await signIn(page, moderator);
  await page.goto('/admin/dashboardNews');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage News' })).toBeVisible();
  await page.getByRole('button', { name: 'Add News' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add News' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);

  // The news form's rules (src/shared/news/news.ts) show in the form before anything is sent.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Content must be at least 50 characters')).toBeVisible();
  await dialog.getByLabel('Link').fill('javascript:alert(1)');
  await dialog.getByLabel('Link').blur();
  await expect(dialog.getByText('Link must be a valid http or https address')).toBeVisible();

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description (content)').fill(DESCRIPTION);
  await dialog.getByLabel('Type').fill('event');
  await dialog.getByLabel('Link').fill('https://example.org/pool');
  await dialog.getByLabel('Image').setInputFiles({ name: 'pool.jpg', mimeType: 'image/jpeg', buffer: photo });
  const progress = dialog.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(dialog.getByText('Upload complete')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Current image' })).toHaveAttribute(
    'src',
    /^\/uploads\/[a-f0-9]{32}\.webp$/,
  );
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Community News' })).toBeVisible();
  const article = page.getByRole('article', { name: title });
  await expect(article).toBeVisible();
  await expect(article.getByText(DESCRIPTION)).toBeVisible();
  const image = article.getByRole('img', { name: title });
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(900);
  // Its accessible name says which article it continues (not a bare "Read more").
  const readMore = article.getByRole('link', { name: `Read more about ${title}`, exact: true });
  await expect(readMore).toContainText('Read more');
  await expect(readMore).toHaveAttribute('href', 'https://example.org/pool');
  await expect(readMore).toHaveAttribute('target', '_blank');
  await expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoA11yViolations(page);

  const served = await request.get(src!);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toContain('immutable');
  expect((await served.body()).toString('latin1')).not.toContain('GPS');
});

test('the news page is server-rendered, marks safety alerts and announces its RSS feed', async ({
  page,
  request,
}) => {
  const moderator = await createAccount(request, 'MODERATOR');
  const alertTitle = unique('Car prowls ');
  const plainTitle = unique('Garden club ');
  await publish(request, moderator, { title: alertTitle, type: 'ALERT', date: '2099-01-02' });
  await publish(request, moderator, { title: plainTitle, type: 'update', date: '2099-01-01' });

  const html = await (await request.get('/newsletter')).text();
  expect(html).toContain(alertTitle);
  expect(html).toContain('Safety Alert');
  expect(html).toMatch(
    /<link rel="alternate" type="application\/rss\+xml" title="Community News" href="http:\/\/127\.0\.0\.1:\d+\/api\/news\.rss" \/>/,
  );
  const feed = await request.get('/api/news.rss');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain(`Safety Alert: ${alertTitle}`);

  await page.goto('/Newsletter');
  const alert = page.getByRole('article', { name: alertTitle });
  await expect(alert.getByText('Safety Alert')).toBeVisible();
  await expect(alert).toHaveCSS('border-top-color', 'rgb(220, 38, 38)');
  await expect(alert.getByRole('link', { name: 'Read more' })).toHaveCount(0);
  const plain = page.getByRole('article', { name: plainTitle });
  await expect(plain.getByText('Safety Alert')).toHaveCount(0);
  await expect(plain.getByText('update', { exact: true })).toBeVisible();
  await expect(plain.getByText('January 1, 2099')).toBeVisible();
  // Newest first: the alert of 2 January comes before the item of 1 January.
  const titles = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.indexOf(alertTitle)).toBeLessThan(titles.indexOf(plainTitle));
  await expectNoA11yViolations(page);
});

test('the news page says so when news cannot be loaded', async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/news', (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByText('Failed to load news. Please try again later.')).toBeVisible();
});

test('staff search news by title as they type, edit and delete with confirmation', async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const marker = unique('zq');
  const first = await publish(request, admin, { title: `${marker} Snow removal` });
  await publish(request, admin, { title: `${marker} Yard waste pickup` });

  await signIn(page, admin);
  await page.goto('/admin/dashboardNews');
  const list = page.getByRole('list', { name: 'News items' });
  await expect(list.getByRole('heading', { name: `${marker} Snow removal` })).toBeVisible();

  let newsRequests = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/news')) newsRequests += 1;
  });
  await page.getByLabel('Search news').pressSequentially(`${marker} yard`.toUpperCase());
  await expect(list.getByRole('heading', { name: `${marker} Yard waste pickup` })).toBeVisible();
  await expect(list.getByRole('heading', { name: `${marker} Snow removal` })).toHaveCount(0);
  expect(newsRequests).toBe(0);
  await page.getByLabel('Search news').fill(marker);

  const row = list.getByRole('listitem').filter({ hasText: `${marker} Snow removal` });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit News' });
  await expect(dialog.getByLabel('Title')).toHaveValue(`${marker} Snow removal`);
  await dialog.getByLabel('Title').fill(`${marker} Snow plowing schedule`);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('heading', { name: `${marker} Snow plowing schedule` })).toBeVisible();

  // A failed update keeps the modal open with the spec's message.
  await page.route(`**/api/news/${first.id}`, (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await list
    .getByRole('listitem')
    .filter({ hasText: `${marker} Snow plowing schedule` })
    .getByRole('button', { name: 'Edit' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog').getByText('Failed to update news.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.unroute(`**/api/news/${first.id}`);

  await list
    .getByRole('listitem')
    .filter({ hasText: `${marker} Snow plowing schedule` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await answerDeleteConfirmation(page, 'news item');
  await expect(list.getByRole('heading', { name: `${marker} Snow plowing schedule` })).toHaveCount(0);
  expect((await request.get(`/api/news/${first.id}`)).status()).toBe(404);
  await expectNoA11yViolations(page);
});

test('a signed-in USER can read the news screen but gets no controls to change it', async ({
  page,
  request,
}) => {
  const user = await createAccount(request, 'USER');
  await signIn(page, user);
  await page.goto('/admin/dashboardNews');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage News' })).toBeVisible();
  await expect(page.getByText('Only moderators and admins can add, edit or delete news.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add News' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page);
}

test('an admin attaches a library document to a news item with the keyboard and a signed-out reader opens it from the item page', async ({
  browser,
  page,
  request,
}) => {
  const admin = await createAccount(request, 'ADMIN');
  const documentTitle = unique('Pool rules handout ');
  const residentsTitle = `${documentTitle} residents copy`;
  const title = unique('Pool rules notice ');
  const document = await withDatabase((_db, make) => make.document({ title: documentTitle }));
  // A residents-only document matches the same search but is not offered: an item is public.
  await withDatabase((_db, make) => make.document({ title: residentsTitle, visibility: 'residents' }));

  await signIn(page, admin);
  await page.goto('/admin/dashboardNews');
  await page.getByRole('button', { name: 'Add News' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add News' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description (content)').fill(DESCRIPTION);
  const attachments = dialog.getByRole('group', { name: 'Attachments (optional)' });
  const search = attachments.getByLabel('Find a document');
  await waitForHydration(search);
  await search.fill(documentTitle);
  const found = attachments.getByRole('list', { name: 'Documents found' });
  const attach = found.getByRole('button', { name: `Attach ${documentTitle}`, exact: true });
  await expect(attach).toBeVisible();
  await expect(found.getByRole('button', { name: `Attach ${residentsTitle}` })).toHaveCount(0);
  // Enter in the search box searches; it does not send the form.
  await search.press('Enter');
  await expect(dialog).toBeVisible();
  await attach.focus();
  await page.keyboard.press('Enter');
  const attached = attachments.getByRole('list', { name: 'Attached documents' });
  await expect(attached.getByText(documentTitle)).toBeVisible();
  await expect(attached.getByRole('button', { name: `Remove ${documentTitle}` })).toBeVisible();
  await expect(search).toBeFocused();
  await expect(attach).toHaveCount(0);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const items = (await (await request.get('/api/news?limit=100')).json()) as {
    items: { id: string; title: string }[];
  };
  const item = items.items.find((i) => i.title === title)!;
  expect(item).toBeTruthy();

  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/newsletter/${item.id}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: 'Attachments' })).toBeVisible();
  const link = reader.getByRole('link', { name: documentTitle, exact: true });
  await expect(link).toHaveAttribute('href', document.url);
  await expect(reader.getByText('(PDF,')).toBeVisible();
  await expectAccessibleAtBothWidths(reader);
  const opened = await reader.request.get(document.url);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  await readerContext.close();
});

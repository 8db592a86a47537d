import type { APIRequestContext, Page } from '@playwright/test';
import { PAGE_ROUTES } from '../src/shared/routes.ts';
import { textPdf } from '../test/support/pdf-fixtures.ts';
import {
  ADMIN,
  createAccount,
  expect,
  expectNoA11yViolations,
  signIn,
  test,
  type Account,
} from './support/fixtures.ts';

/** The API reads the browser made while the page loaded and hydrated, by path and query. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  return reads;
}

/** What the server rendered the page with (the page state's data), by read. */
async function renderedWith(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(document.getElementById('page-state')!.textContent!).data);
}

/** Hydrated: React has attached its props to the page's first link (the brand in the header). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const link = document.querySelector('header a');
    return !!link && Object.keys(link).some((key) => key.startsWith('__reactProps$'));
  });
}

async function addresses(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const event = await request.post('/api/events', {
    headers,
    data: {
      title: 'Page data walk',
      description: 'An evening walk around the trails for the page-data test.',
      date: day,
      startTime: `${day}T20:00:00.000Z`,
      endTime: `${day}T21:00:00.000Z`,
      location: 'Big park',
      type: 'Social',
      repeat: 'none',
      repeatUntil: null,
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const news = await request.post('/api/news', {
    headers,
    data: {
      title: 'Page data news',
      description: 'A news item for the page-data test, long enough to be one.',
    },
  });
  expect(news.status(), await news.text()).toBe(201);
  return {
    '/events/:id': `/events/${(await event.json()).data.id}`,
    '/newsletter/:id': `/newsletter/${(await news.json()).id}`,
  };
}

const PUBLIC_PAGES = PAGE_ROUTES.filter(
  (route, i) =>
    route.access === 'public' &&
    PAGE_ROUTES.findIndex((r) => r.path.toLowerCase() === route.path.toLowerCase()) === i,
);

test('no public page asks the API again for what the server rendered it with', async ({ page, request }) => {
  test.setTimeout(180_000);
  const ids = await addresses(request);
  for (const route of PUBLIC_PAGES) {
    const reads = apiReads(page);
    await page.goto(ids[route.path] ?? route.path);
    await waitForHydration(page);
    // Give a read that hydration would start the moment to go out.
    await page.waitForLoadState('networkidle');
    const rendered = Object.keys(await renderedWith(page));
    const again = reads.filter((read) => rendered.includes(read));
    expect(again, `${route.path} read again after hydrating`).toEqual([]);
    page.removeAllListeners('request');
  }
});

/** A resident: an account whose request for resident access the admin approved. */
async function approvedResident(request: APIRequestContext): Promise<Account> {
  const resident = await createAccount(request);
  const asked = await request.post('/api/account/resident-request', {
    headers: { authorization: `Bearer ${resident.token}` },
    data: { address: '15600 36th Dr SE' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const approved = await request.post(`/api/user/${resident.user.id}/resident`, {
    headers: { authorization: `Bearer ${(await login.json()).token}` },
    data: { approved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return resident;
}

test('the library, opened signed out and signed in as a resident, shows what the API answers each', async ({
  page,
  browser,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const admin = { authorization: `Bearer ${(await login.json()).token}` };
  const title = `Residents minutes ${Date.now().toString(36)}`;
  const upload = await request.post('/api/documents', {
    headers: admin,
    multipart: {
      title,
      category: 'minutes',
      visibility: 'residents',
      file: {
        name: 'minutes.pdf',
        mimeType: 'application/pdf',
        buffer: await textPdf(['Minutes of the board']),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const resident = await approvedResident(request);

  const titlesFor = async (headers: Record<string, string>) =>
    (
      (await (await request.get('/api/documents', { headers })).json()) as { items: { title: string }[] }
    ).items.map((d) => d.title);
  const shownTitles = (p: Page) => p.locator('main a[href^="/api/documents/"]').allTextContents();

  // Signed out: the public documents only.
  await page.goto('/documents');
  await waitForHydration(page);
  expect((await shownTitles(page)).sort()).toEqual((await titlesFor({})).sort());
  await expectNoA11yViolations(page);

  // Signed in as an approved resident, a full load of the page: the residents' documents too.
  const context = await browser.newContext();
  try {
    const residentPage = await context.newPage();
    await signIn(residentPage, resident);
    await residentPage.goto('/documents');
    await waitForHydration(residentPage);
    const expected = await titlesFor({ authorization: `Bearer ${resident.token}` });
    expect((await shownTitles(residentPage)).sort()).toEqual([...expected].sort());
    expect(await shownTitles(residentPage)).toContain(title);
    await expect(residentPage.getByText(/ask for resident access/i)).toHaveCount(0);
    await expectNoA11yViolations(residentPage);
  } finally {
    await context.close();
  }
});

test("a resident's dashboard and ACC requests show what the API answers them, signed in and out", async ({
  page,
  request,
}) => {
  const resident = await approvedResident(request);
  const headers = { authorization: `Bearer ${resident.token}` };
  const created = await request.post('/api/arc-requests', {
    headers,
    data: {
      title: `Fence ${Date.now().toString(36)}`,
      projectType: 'fence',
      description: 'A cedar fence along the back of the lot, six feet high.',
      startDate: '2099-05-01',
      completionDate: '2099-05-20',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Signed out, both ask for a sign-in first.
  await page.goto('/acc/requests');
  await page.waitForURL(/\/login\?next=/);

  await signIn(page, resident);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(resident.username, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto('/acc/requests');
  const mine = (await (await request.get('/api/arc-requests', { headers })).json()) as {
    items: { title: string }[];
  };
  for (const item of mine.items) await expect(page.getByRole('link', { name: item.title })).toBeVisible();
  await expectNoA11yViolations(page);
});

import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';

test('the home page arrives server-rendered with every section', async ({ request, page }) => {
  const html = await (await request.get('/')).text();
  for (const text of [
    'Welcome to',
    'Find Our Community',
    '156th St SE &amp; 36th Dr SE, Bothell, WA 98012',
    'Open in a maps service',
    'Join the group chat',
    'Important Links',
    'Full Name',
    'Email Address',
  ]) {
    expect(html, text).toContain(text);
  }
  expect(html).toContain('href="/events"');
  expect(html).toContain('href="/faq"');

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Association Meetings' })).toHaveAttribute('href', '/events');
  await expect(page.getByRole('link', { name: 'Community Guidelines' })).toHaveAttribute('href', '/faq');
  const photo = page.locator('img[src="/images/community-photo.svg"]');
  await expect(photo).toHaveAttribute('width', '800');
  await expect(photo).toHaveAttribute('height', '600');
  const maps = page.getByRole('link', { name: /Open in a maps service/ });
  await expect(maps).toHaveAttribute('target', '_blank');
  await expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: /Join the group chat/ })).toHaveAttribute('target', '_blank');
  await expectNoA11yViolations(page);
});

test('the map zooms, drags and resets with the mouse', async ({ page }) => {
  await page.goto('/');
  const map = page.getByRole('group', { name: /Interactive map/ });
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  const reset = page.getByRole('button', { name: 'Reset' });
  await expect(map).toHaveCSS('height', '400px');
  await expect(zoomOut).toBeDisabled();
  await expect(reset).toBeDisabled();

  await zoomIn.click();
  await expect(map).toHaveAttribute('data-zoom', '1.25');
  await expect(page.getByText('Zoom: 1.25x')).toBeVisible();
  await expect(zoomOut).toBeEnabled();
  await expect(reset).toBeEnabled();
  for (let i = 0; i < 10; i += 1) if (await zoomIn.isEnabled()) await zoomIn.click();
  await expect(map).toHaveAttribute('data-zoom', '3');
  await expect(zoomIn).toBeDisabled();
  await zoomOut.click();
  await expect(map).toHaveAttribute('data-zoom', '2.75');
  await reset.click();
  await expect(map).toHaveAttribute('data-zoom', '1');
  await expect(reset).toBeDisabled();

  // Dragging at 1x moves the map too, and then Reset is offered.
  const box = (await map.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 60, start.y + 30, { steps: 5 });
  await page.mouse.up();
  await expect(map).toHaveAttribute('data-offset', '60,30');
  await expect(reset).toBeEnabled();
  await expect(zoomOut).toBeDisabled();
  const image = map.locator('img');
  await expect(image).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 60, 30)');
  await reset.click();
  await expect(map).toHaveAttribute('data-offset', '0,0');
  await expect(reset).toBeDisabled();
});

test('the map pans with the arrow keys and zooms with + and - when focused', async ({ page }) => {
  await page.goto('/');
  const map = page.getByRole('group', { name: /Interactive map/ });
  await waitForHydration(map);
  await map.focus();
  await page.keyboard.press('+');
  await expect(map).toHaveAttribute('data-zoom', '1.25');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(map).toHaveAttribute('data-offset', '40,40');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(map).toHaveAttribute('data-offset', '-40,40');
  await page.keyboard.press('-');
  await expect(map).toHaveAttribute('data-zoom', '1');
  // The page did not scroll while the arrows moved the map.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-roledescription'))).toBe('map');
  await page.keyboard.press('0');
  await expect(map).toHaveAttribute('data-offset', '0,0');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();

  // The controls are reachable by keyboard too.
  await page.getByRole('button', { name: 'Zoom in' }).focus();
  await page.keyboard.press('Enter');
  await expect(map).toHaveAttribute('data-zoom', '1.25');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(map).toHaveAttribute('data-zoom', '1');
});

test('the map drags with touch (pointer events)', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 800, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  const map = page.getByRole('group', { name: /Interactive map/ });
  await map.scrollIntoViewIfNeeded();
  // The map's drag code loads after the page's; a drag before it arrives moves nothing (as a key press).
  await waitForHydration(map);
  const box = (await map.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const session = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
    session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py }],
    });
  await touch('touchStart', x, y);
  for (let i = 1; i <= 5; i += 1) await touch('touchMove', x - 10 * i, y);
  await touch('touchEnd', x - 50, y);
  await expect(map).toHaveAttribute('data-offset', '-50,0');
  await context.close();
});

test('the team section and the Important Links card show what the API returns', async ({ page }) => {
  await page.goto('/newsletter');
  await page.route('**/api/hoa', (route) =>
    route.fulfill({
      json: [
        { id: 'm1', _id: 'm1', fName: 'Ada', lName: 'Lovelace', title: 'President', imgUrl: null },
        {
          id: 'm2',
          _id: 'm2',
          fName: 'Grace',
          lName: 'Hopper',
          title: 'Treasurer',
          imgUrl: '/images/community-photo.svg',
        },
      ],
    }),
  );
  await page.route('**/api/links', (route) =>
    route.fulfill({
      json: [{ id: 'l1', _id: 'l1', title: 'Owner portal', link: 'https://example.org/portal' }],
    }),
  );
  await page
    .getByRole('link', { name: /Cedar Ridge|Home/ })
    .first()
    .click();
  const team = page.getByRole('region', { name: 'Our Homeowners Association Team' });
  await expect(
    team.getByText('Dedicated professionals working to maintain and improve our community'),
  ).toBeVisible();
  await expect(team.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(team.getByText('President')).toBeVisible();
  await expect(team.getByText('AL', { exact: true })).toBeVisible();
  await expect(team.locator('img')).toHaveAttribute('src', '/images/community-photo.svg');
  await expect(team.getByRole('list')).toHaveClass(/lg:grid-cols-6/);
  const links = page.getByRole('region', { name: 'Important Links' });
  const portal = links.getByRole('link', { name: /Owner portal/ });
  await expect(portal).toHaveAttribute('href', 'https://example.org/portal');
  await expect(portal).toHaveAttribute('target', '_blank');
  await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoA11yViolations(page);
});

test('no team members hides the team section; a failed links load shows no links, silently', async ({
  page,
}) => {
  await page.goto('/newsletter');
  await page.route('**/api/hoa', (route) => route.fulfill({ json: [] }));
  await page.route('**/api/links', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page
    .getByRole('link', { name: /Cedar Ridge|Home/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Find Our Community' })).toBeVisible();
  const links = page.getByRole('region', { name: 'Important Links' });
  await expect(links.getByText('No links available.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Homeowners Association Team' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

import type { APIRequestContext, Locator } from '@playwright/test';
import { derivePalette } from '../src/shared/theme.ts';
import { ADMIN, expect, expectNoA11yViolations, signIn, test } from './support/fixtures.ts';

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

// The first test changes the community's colour for a while; the second reads it back, so
// the two must not run side by side.
test.describe.configure({ mode: 'serial' });

const css = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

test('another theme colour repaints the header, the buttons and the links of every page', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const original = await (await request.get('/api/community/settings', { headers })).json();
  // A purple no page has used, and a yellow too light for white text, which is darkened.
  const purple = derivePalette('#7c3aed');
  expect(purple[800]).toBe('#7c3aed');

  try {
    for (const themeColor of ['#7c3aed', '#ffd700']) {
      const palette = derivePalette(themeColor);
      const saved = await request.put('/api/community/settings', {
        headers,
        data: { ...original, themeColor },
      });
      expect(saved.status()).toBe(200);

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/contactUs');
        const siteName = page.getByRole('banner').getByRole('link', { name: original.name });
        await expect(siteName).toHaveCSS('color', rgb(palette[900]));
        await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCSS(
          'background-color',
          rgb(palette[800]),
        );
        if (width === 1280) {
          const logIn = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' });
          await expect(logIn).toHaveCSS('background-color', rgb(palette[800]));
        } else {
          await page.getByRole('button', { name: 'Open menu' }).click();
          const logIn = page
            .getByRole('navigation', { name: 'Mobile' })
            .getByRole('link', { name: 'Log In' });
          await expect(logIn).toHaveCSS('background-color', rgb(palette[800]));
        }
        expect(await css(siteName, 'color')).not.toBe(rgb(derivePalette(original.themeColor)[900]));
        await expectNoA11yViolations(page);

        await page.goto('/');
        await expectNoA11yViolations(page);
      }
    }
  } finally {
    const restore = await request.put('/api/community/settings', { headers, data: original });
    expect(restore.status()).toBe(200);
  }
});

test('the settings screen says what a too-light colour becomes', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const original = await (await request.get('/api/community/settings', { headers })).json();
  await signIn(page, ADMIN);
  await page.goto('/admin/settings');
  const field = page.getByLabel('Theme colour');
  await expect(field).toHaveValue(original.themeColor);
  await expect(page.getByText(/darkened until text keeps a contrast of at least 4\.5:1/)).toBeVisible();

  await field.fill('#ffd700');
  const used = derivePalette('#ffd700')[800];
  await expect(page.getByText(`Buttons and links will use ${used}`, { exact: false })).toBeVisible();
  await expect(page.getByText('a darker shade of #ffd700', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
});

import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, expectNoA11yViolations, signIn, test } from './support/fixtures.ts';

type Rgb = [number, number, number];

/** WCAG relative luminance and contrast ratio of two sRGB colours. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface Ring {
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: number;
  outline: Rgb;
  halo: Rgb | null;
  /** The colours behind the ring: the nearest ancestor's background colour, or its gradient's stops. */
  backgrounds: Rgb[];
}

/** The focused element's ring colours and what it is drawn on, as sRGB (Tailwind's colours are oklch). */
async function focusRing(target: Locator): Promise<Ring> {
  await target.focus();
  return target.evaluate((element) => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = '#000';
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      return Array.from(canvas.getImageData(0, 0, 1, 1).data) as [number, number, number, number];
    };
    const rgb = (color: string) => rgba(color).slice(0, 3) as [number, number, number];
    const COLOR = /(?:oklch|oklab|lab|lch|rgba?|hsla?|color)\([^)]*\)|#[0-9a-f]{3,8}\b/gi;
    const style = getComputedStyle(element);
    const haloColor = style.boxShadow.match(COLOR)?.[0];
    const backgrounds: [number, number, number][] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const { backgroundColor, backgroundImage } = getComputedStyle(node);
      const stops = backgroundImage === 'none' ? [] : (backgroundImage.match(COLOR) ?? []);
      if (stops.length) {
        backgrounds.push(...stops.map(rgb));
        break;
      }
      if (rgba(backgroundColor)[3] === 255 && !/transparent|, 0\)$/.test(backgroundColor)) {
        backgrounds.push(rgb(backgroundColor));
        break;
      }
    }
    return {
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outline: rgb(style.outlineColor),
      halo: haloColor ? rgb(haloColor) : null,
      backgrounds,
    };
  });
}

/** The ring stands out (3:1) on everything behind it, and its two tones stand apart from each other. */
async function expectVisibleRing(page: Page, target: Locator, where: string) {
  const ring = await focusRing(target);
  expect(ring.focusVisible, where).toBe(true);
  expect(ring.outlineStyle, where).toBe('solid');
  expect(ring.outlineWidth, where).toBeGreaterThanOrEqual(2);
  expect(ring.halo, `${where}: a halo around the outline`).not.toBeNull();
  expect(ring.backgrounds.length, `${where}: a background was found`).toBeGreaterThan(0);
  expect(contrast(ring.outline, ring.halo!), `${where}: outline against halo`).toBeGreaterThanOrEqual(3);
  for (const background of ring.backgrounds) {
    const best = Math.max(contrast(ring.outline, background), contrast(ring.halo!, background));
    expect(best, `${where}: ring on rgb(${background.join(', ')})`).toBeGreaterThanOrEqual(3);
  }
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the focus ring keeps 3:1 on the dark news hero and footer and on the light home hero', async ({
      page,
    }) => {
      await page.goto('/newsletter');
      await expectVisibleRing(page, page.getByRole('link', { name: 'Subscribe with RSS' }), 'news hero');
      await expectVisibleRing(
        page,
        page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }),
        'footer',
      );
      await page.goto('/');
      await expectVisibleRing(page, page.getByRole('link', { name: 'Community Guidelines' }), 'home hero');
    });

    test('the Terms heading starts where its text column does', async ({ page }) => {
      for (const path of ['/terms', '/privacy']) {
        await page.goto(path);
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        const paragraph = await page.locator('main p').first().boundingBox();
        expect(Math.abs(heading!.x - paragraph!.x), path).toBeLessThanOrEqual(1);
        await expectNoA11yViolations(page);
      }
    });

    test('the contact form says its minimum before any error, and the spec error text is unchanged', async ({
      page,
    }) => {
      await page.goto('/contactUs');
      const form = page.getByRole('form', { name: 'Get in Touch' });
      const message = form.getByLabel('Message');
      await expect(message).toHaveAccessibleDescription('At least 20 characters.');
      await expectNoA11yViolations(page);
      await form.getByLabel('Full Name').fill('Pat Resident');
      await form.getByLabel('Email Address').fill('pat@example.org');
      await form.getByLabel('Subject').fill('Short');
      await message.fill('Too short.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText('Message must be at least 20 characters')).toBeVisible();
      await expect(message).toHaveAccessibleDescription(
        'At least 20 characters. Message must be at least 20 characters',
      );
    });

    test('the register form says its username and password rules up front', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('tab', { name: 'Register' }).click();
      await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
        '4 to 20 characters: letters, numbers, underscores, dots and hyphens.',
      );
      await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
        'At least 6 characters, no spaces.',
      );
      await expectNoA11yViolations(page);
    });
  });
}

test('the home page links to the maps provider of the settings, as school directions do', async ({
  page,
  request,
}) => {
  const community = await (await request.get('/api/community')).json();
  expect(community.mapsSearchUrl).toContain('{address}');
  const search = (address: string) =>
    community.mapsSearchUrl.replace('{address}', encodeURIComponent(address));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Open in a maps service' })).toHaveAttribute(
    'href',
    search(community.address),
  );
  // The schools' Get Directions: e2e/schools.spec.ts and test/api/schools.test.ts.
});

test('/admin/manageEvents opens the events screen, as /admin/dashboardEvents does', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/manageEvents');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
  await expect(page).toHaveTitle(/^Manage Events \| /);
  await expectNoA11yViolations(page);
});

test('the audit log names changed settings by their labels, not their keys', async ({ page }) => {
  await signIn(page, ADMIN);
  const token = await page.evaluate(() => localStorage.getItem('authToken_v2'));
  const headers = { authorization: `Bearer ${token}` };
  const settings = await (await page.request.get('/api/community/settings', { headers })).json();
  const changed = { ...settings, homes: settings.homes + 1, managerPhone: '(425) 555-0199' };
  expect((await page.request.put('/api/community/settings', { headers, data: changed })).status()).toBe(200);
  // Put back at once: other tests read these settings.
  expect((await page.request.put('/api/community/settings', { headers, data: settings })).status()).toBe(200);

  await page.goto('/admin/audit');
  await page.getByLabel('Kind').fill('community');
  await page.getByRole('button', { name: 'Filter' }).click();
  const rows = page.getByRole('row').filter({ hasText: 'Changed Number of homes, Property manager phone' });
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: 'managerPhone' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

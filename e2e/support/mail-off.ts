import type { Page } from '@playwright/test';

/**
 * The page as a site without SMTP would serve it: the test server mails through the catcher, so
 * the fact every page comes with (`mailEnabled` in the page state) is turned off on the way to the
 * browser. The server's own answers without mail are checked in test/api/mail-states.test.ts.
 */
export async function servePagesWithMailOff(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('"mailEnabled":true')) throw new Error('the page state carries no mailEnabled');
    await route.fulfill({ response, body: body.replace('"mailEnabled":true', '"mailEnabled":false') });
  });
}

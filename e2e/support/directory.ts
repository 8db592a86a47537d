import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from './fixtures.ts';

/**
 * Answers the delete confirmation the site's dialog now shows, checking it asks in the product's
 * words, as an alert dialog that starts on Cancel (Enter alone never deletes); with `accessible`,
 * axe checks the open dialog at a phone's and a desktop's width first.
 */
export async function answerDeleteConfirmation(
  page: Page,
  thing: string,
  { yes = true, accessible = false }: { yes?: boolean; accessible?: boolean } = {},
): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: `Are you sure you want to delete this ${thing}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  if (accessible) {
    const viewport = page.viewportSize();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page);
    }
    if (viewport) await page.setViewportSize(viewport);
  }
  await dialog.getByRole('button', { name: yes ? 'Delete' : 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Counts the browser's requests to an API path from now on. */
export function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path)) count += 1;
  });
  return () => count;
}

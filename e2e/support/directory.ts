import { expect, type Page } from '@playwright/test';

/**
 * Answers the delete confirmation the site's dialog now shows, checking it asks in the product's
 * words, as an alert dialog that starts on Cancel (Enter alone never deletes).
 */
export async function answerDeleteConfirmation(page: Page, thing: string, yes = true): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: `Are you sure you want to delete this ${thing}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
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

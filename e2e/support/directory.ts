import { expect, type Page } from '@playwright/test';

/** Accepts the next delete confirmation, checking it asks with the product's words. */
export function acceptDeleteConfirmation(page: Page, thing: string): void {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(`Are you sure you want to delete this ${thing}?`);
    await dialog.accept();
  });
}

/** Counts the browser's requests to an API path from now on. */
export function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path)) count += 1;
  });
  return () => count;
}

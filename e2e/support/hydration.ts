import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Waits until React has hydrated an element of the server's HTML. A key press before then reaches
 * no handler and is lost, as on a slow phone or a busy test machine (a click on a button is kept and
 * replayed by the page itself: src/client/app/early-clicks.ts), so a test that focuses an element
 * and presses keys waits for this first. React attaches the element's props to it when it hydrates
 * it: the one signal that its handlers are live.
 */
export async function waitForHydration(element: Locator) {
  await expect.poll(() => isHydrated(element)).toBe(true);
}

/** Whether React has hydrated the element yet (see above). */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')));
}

import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Waits until React has hydrated an element of the server's HTML. A key press that arrives before
 * (the page's chunk still loading or hydrating, as on a slow phone or a busy test machine) reaches
 * no handler and is lost, which is not what a keyboard test means to check. React attaches the
 * element's props to it when it hydrates it; that is the one signal that its handlers are live.
 */
export async function waitForHydration(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

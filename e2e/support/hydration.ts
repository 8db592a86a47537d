import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Waits until React has hydrated an element of the server's HTML. A key press, or a click on a widget
 * whose code is still loading (the accordion, the tabs, the calendar: lazy chunks hydrated after
 * the page), reaches no handler before then and is lost, as on a slow phone or a busy test machine;
 * a test of what the widget does once loaded waits for that first. React attaches the element's
 * props to it when it hydrates it: the one signal that its handlers are live.
 */
export async function waitForHydration(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

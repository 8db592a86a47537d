import type { Page } from '@playwright/test';
import { formatDay, formatMonth } from '../../src/client/events/format.ts';
import { expect } from './fixtures.ts';

/** The calendar's button for a day, whatever else its label says (today, has events, selected). */
export const dayButton = (page: Page, day: string) =>
  page.getByRole('grid').getByRole('button', { name: formatDay(day, true) });

/** What the calendar calls the month of a day, e.g. "December 2026". */
export const monthLabel = formatMonth;

/** Shows the month of a day in the calendar, paging forward one month at a time (at most `maxPages`). */
export async function showMonth(page: Page, day: string, maxPages = 16) {
  const target = page.getByRole('grid', { name: monthLabel(day), exact: true });
  for (let i = 0; i < maxPages && !(await target.isVisible()); i += 1) {
    // Paging changes the address and then the grid: wait for each month to go before the next click.
    const shown = await page
      .getByRole('grid')
      .evaluate(
        (grid) =>
          grid.getAttribute('aria-label') ??
          document.getElementById(grid.getAttribute('aria-labelledby') ?? '')?.textContent ??
          '',
      );
    await page.getByRole('button', { name: /next month/i }).click();
    await expect(page.getByRole('grid', { name: shown, exact: true })).toHaveCount(0);
  }
  await expect(dayButton(page, day)).toBeVisible();
}

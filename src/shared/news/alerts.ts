import { addDays } from '../dates.ts';

/** Articles of this type (any case) are safety alerts: red top border and a "Safety Alert" badge. */
export function isAlert(type: string | null | undefined): boolean {
  return type?.trim().toLowerCase() === 'alert';
}

/** How long an alert stays on the home page when staff do not say: this many days after its day. */
export const ALERT_DAYS = 7;

export const SHOW_UNTIL_BEFORE_DATE = 'Show until cannot be before the date';

/** An alert's last day on the home page: the one staff gave, else 7 days after its day. */
export function alertShownUntil(date: string, showUntil: string | null | undefined): string {
  return showUntil || addDays(date, ALERT_DAYS);
}

/** Why a "show until" day does not fit the item's day, or null when it does (or none is given). */
export function showUntilIssue(date: string, showUntil: string | null | undefined): string | null {
  return showUntil && showUntil < date ? SHOW_UNTIL_BEFORE_DATE : null;
}

import { REPORT_CATEGORIES, type ReportKind } from '../../../shared/reports/reports.ts';

/** The categories the filter offers: the kind's, or both kinds' (once each) when no kind is chosen. */
export function categoriesOf(kind: ReportKind | ''): string[] {
  const all = kind
    ? REPORT_CATEGORIES[kind]
    : [...REPORT_CATEGORIES.maintenance, ...REPORT_CATEGORIES.violation];
  return [...new Set<string>(all)];
}

/** How long a report has waited, in whole days ("today", "1 day", "12 days"). */
export function ageOf(createdAt: string, now: number = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 86_400_000));
  return days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'}`;
}

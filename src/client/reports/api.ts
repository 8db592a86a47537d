import type { reportsContract } from '../../shared/contracts/reports.ts';
import { REPORTS } from '../../shared/endpoints/reports.ts';
import type { REPORT_CATEGORIES } from '../../shared/reports/reports.ts';
import {
  REPORT_PHOTO_FIELD,
  type ReportInput,
  type ReportKind,
  type ReportLocation,
  type ReportStatusFilter,
} from '../../shared/reports/reports.ts';
import { operations } from '../transport/operations.ts';
import { sendFormTo } from '../transport/send-form.ts';

export type MaintenanceCategory = (typeof REPORT_CATEGORIES.maintenance)[number];

/** Resident reports (docs/product/reports.md): residents report and follow, the board works them. */
const api = operations<typeof reportsContract>(REPORTS);

/** The caller's reports (mine), or maintenance plus their own violations; oldest first. */
export const reportsPath = (query: { mine?: boolean; kind?: ReportKind; status?: ReportStatusFilter } = {}) =>
  api.list.address({
    query: { mine: query.mine ? 'true' : undefined, kind: query.kind, status: query.status },
  });

export const reportPath = (id: string) => api.one.address({ params: { id } });

/** The open reports with a pin the caller may see, for the map. */
export const reportPinsPath = (query: { kind?: ReportKind; category?: string } = {}) =>
  api.pins.address({ query });

/** "Is it one of these?": open maintenance reports of the category near the point. */
export const nearbyReportsPath = (category: MaintenanceCategory, point: ReportLocation) =>
  api.nearby.address({ query: { category, x: point.x, y: point.y } });

export const followReport = (id: string) => api.follow.call({ params: { id } });
export const unfollowReport = (id: string) => api.unfollow.call({ params: { id } });
export const reopenReport = (id: string) => api.reopen.call({ params: { id } });
export const commentOnReport = (id: string, body: string) =>
  api.comment.call({ params: { id }, body: { body } });

/**
 * A new report as one multipart body (the fields, the pin as JSON text, then the photos), with
 * upload progress in percent.
 */
export function submitReport(input: ReportInput, photos: File[], onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('category', input.category);
  form.append('title', input.title);
  form.append('description', input.description);
  if (input.address) form.append('address', input.address);
  if (input.location) form.append('location', JSON.stringify(input.location));
  for (const photo of photos) form.append(REPORT_PHOTO_FIELD, photo, photo.name);
  return sendFormTo(api.create, form, (fraction) => onProgress(Math.round(fraction * 100))).done;
}

import { z } from 'zod';
import { storedIds } from '../api.ts';
import { optionalText, plainText, requiredText } from '../fields.ts';
import { pageFields, pageQuery } from '../paging/paging.ts';

/**
 * Resident reports (docs/product/reports.md): maintenance requests neighbours can see and follow,
 * violation reports only their reporter and the board see, each tracked through a small workflow.
 */

export const REPORT_KINDS = ['maintenance', 'violation'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The categories each kind offers. */
export const REPORT_CATEGORIES = {
  maintenance: ['playground', 'trails', 'landscaping', 'lighting', 'drainage', 'common-area', 'other'],
  violation: ['parking', 'trash', 'landscaping', 'noise', 'pets', 'exterior', 'other'],
} as const satisfies Record<ReportKind, readonly string[]>;

export const REPORT_STATUSES = [
  'new',
  'acknowledged',
  'in_progress',
  'resolved',
  'closed',
  'duplicate',
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  new: 'New',
  acknowledged: 'Acknowledged',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
  duplicate: 'Duplicate',
};

/** The statuses the board still works on. */
export const OPEN_REPORT_STATUSES = ['new', 'acknowledged', 'in_progress'] as const satisfies ReportStatus[];

/**
 * The moves the board may make (POST /api/reports/:id/status): forward along new, acknowledged,
 * in progress, skipping steps when the work is quick; any open report may be resolved, closed or
 * marked a duplicate; a finished one (resolved, closed, duplicate) may be taken back to in progress
 * when it turns out not to be done. Anything else, staying put included, is a 409.
 */
export const REPORT_MOVES: Record<ReportStatus, readonly ReportStatus[]> = {
  new: ['acknowledged', 'in_progress', 'resolved', 'closed', 'duplicate'],
  acknowledged: ['in_progress', 'resolved', 'closed', 'duplicate'],
  in_progress: ['resolved', 'closed', 'duplicate'],
  resolved: ['in_progress'],
  closed: ['in_progress'],
  duplicate: ['in_progress'],
};

export function canMoveReport(from: ReportStatus, to: ReportStatus): boolean {
  return REPORT_MOVES[from].includes(to);
}

/** The moves that must say why, in a note the reporter and followers are mailed. */
export const REPORT_STATUSES_NEEDING_NOTE: readonly ReportStatus[] = ['resolved', 'closed', 'duplicate'];

/** The reporter may reopen a resolved report (back to in progress) for this many days. */
export const REOPEN_DAYS = 14;

export const REPORT_TITLE_MAX = 200;
export const REPORT_DESCRIPTION_MIN = 20;
export const REPORT_DESCRIPTION_MAX = 5_000;
export const REPORT_ADDRESS_MAX = 200;
export const REPORT_NOTE_MAX = 2_000;
export const REPORT_COMMENT_MAX = 5_000;

/** Photos on a report: images only, checked by their bytes, stored without metadata (no GPS). */
export const REPORT_MAX_PHOTOS = 5;
/** The field of the multipart body that carries the photos. */
export const REPORT_PHOTO_FIELD = 'photos';
/** Each photo at most this many MB (a phone photo is 3-5 MB). */
export const REPORT_PHOTO_MAX_MB = 10;
/** All the photos of one report together at most this many MB. */
export const REPORT_PHOTOS_TOTAL_MB = 30;
export const REPORT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** "Is it one of these?": open maintenance reports of the category this close (map fractions). */
export const REPORT_NEARBY_DISTANCE = 0.06;
export const REPORT_NEARBY_MAX = 5;
/** The map's pins: at most this many open reports. */
export const REPORT_PINS_MAX = 2_000;

/** What a timeline step is: a status change, a public comment, or a board's internal note. */
export const REPORT_EVENT_TYPES = ['status', 'comment', 'internal'] as const;
export type ReportEventType = (typeof REPORT_EVENT_TYPES)[number];

/** How the reporter is named to anyone but an admin, everywhere. */
export const ANONYMOUS_REPORTER = 'A resident';
/** How a board member's step is signed to anyone but an admin. */
export const BOARD_NAME = 'The board';

export const REPORT_MESSAGES = {
  notFound: 'Report not found',
  notResident:
    'Only approved residents can report a problem. To become one, open your account page (/account), give your home address under "Resident status" and ask to be approved; an admin of the association confirms it.',
  categoryOfKind: (kind: ReportKind) =>
    `Category of a ${kind} report must be one of ${REPORT_CATEGORIES[kind].join(', ')}`,
  forbiddenMove: (from: ReportStatus, to: ReportStatus) =>
    `A report that is ${REPORT_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${REPORT_STATUS_LABELS[to].toLowerCase()}`,
  noteNeeded: (to: ReportStatus) =>
    `Write a note to say why the report is ${REPORT_STATUS_LABELS[to].toLowerCase()}: the reporter and followers are mailed it`,
  duplicateOfNeeded: 'Say which report this one duplicates',
  duplicateOfOnlyForDuplicate: 'Only a duplicate names the report it duplicates',
  duplicateOfSelf: 'A report cannot be a duplicate of itself',
  duplicateOfNotFound: 'The report this one duplicates was not found',
  onlyReporterReopens: 'Only the resident who reported it can reopen this report.',
  reopenNotResolved: 'Only a resolved report can be reopened.',
  reopenTooLate: `A resolved report can be reopened for ${REOPEN_DAYS} days: report the problem again instead.`,
  followOnlyMaintenance: 'Only maintenance reports can be followed.',
  photoNotFound: 'Photo not found',
  unsupportedPhoto: 'Only JPEG, PNG and WebP photos can be added to a report',
  commentNotAllowed: 'Only the board and the resident who reported it can comment on this report.',
  internalOnlyBoard: 'Only the board can write internal notes.',
} as const;

const coordinate = (axis: string) =>
  z
    .number({ error: `Location ${axis} must be a number from 0 to 1` })
    .min(0, `Location ${axis} must be a number from 0 to 1`)
    .max(1, `Location ${axis} must be a number from 0 to 1`);

/** A point on the community map image, as fractions of its width (x) and height (y). */
export const reportLocationSchema = z.object(
  { x: coordinate('x'), y: coordinate('y') },
  { error: 'Location must be a point { x, y } on the community map' },
);
export type ReportLocation = z.infer<typeof reportLocationSchema>;

const descriptionMessage = `Description must be between ${REPORT_DESCRIPTION_MIN} and ${REPORT_DESCRIPTION_MAX} characters`;

/**
 * POST /api/reports: JSON, or multipart/form-data with the same text fields (`location` as JSON
 * text, `{"x":0.42,"y":0.61}`) and 0-REPORT_MAX_PHOTOS images in the file field `photos`.
 */
export const reportInputSchema = z
  .object({
    kind: z.enum(REPORT_KINDS, { error: `Kind must be one of ${REPORT_KINDS.join(', ')}` }),
    category: z
      .string({
        error: (issue) => (issue.input === undefined ? 'Category is required' : 'Category must be text'),
      })
      .max(50, 'Category is not valid'),
    title: requiredText('Title', REPORT_TITLE_MAX),
    description: plainText({
      error: (issue) => (issue.input === undefined ? 'Description is required' : 'Description must be text'),
    })
      .trim()
      .min(REPORT_DESCRIPTION_MIN, descriptionMessage)
      .max(REPORT_DESCRIPTION_MAX, descriptionMessage),
    address: optionalText('Address', REPORT_ADDRESS_MAX),
    location: reportLocationSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((body, context) => {
    if (!(REPORT_CATEGORIES[body.kind] as readonly string[]).includes(body.category)) {
      context.addIssue({
        code: 'custom',
        path: ['category'],
        message: REPORT_MESSAGES.categoryOfKind(body.kind),
      });
    }
  });
export type ReportInput = z.output<typeof reportInputSchema>;

/** POST /api/reports/:id/status (ADMIN). The note and duplicateOf rules that need the target are the server's. */
export const reportStatusInputSchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: `Status must be one of ${REPORT_STATUSES.join(', ')}` }),
  note: optionalText('Note', REPORT_NOTE_MAX),
  duplicateOf: z
    .string({ error: 'Duplicate of must be a report id' })
    .min(1, 'Duplicate of must be a report id')
    .max(64, 'Duplicate of must be a report id')
    .regex(/^[A-Za-z0-9_-]+$/, 'Duplicate of must be a report id')
    .nullish()
    .transform((value) => value ?? null),
});
export type ReportStatusInput = z.output<typeof reportStatusInputSchema>;

/** POST /api/reports/:id/comments: the board publicly or internally, the reporter publicly. */
export const reportCommentInputSchema = z.object({
  body: requiredText('Comment', REPORT_COMMENT_MAX, { required: 'Write a comment first' }),
  internal: z
    .boolean({ error: 'Internal must be true or false' })
    .nullish()
    .transform((value) => value ?? false),
});
export type ReportCommentInput = z.output<typeof reportCommentInputSchema>;

/** A status filter: one status, or `open` for every status the board still works on. */
export const REPORT_STATUS_FILTERS = [...REPORT_STATUSES, 'open'] as const;
export type ReportStatusFilter = (typeof REPORT_STATUS_FILTERS)[number];

const kindFilter = z
  .enum(REPORT_KINDS, { error: `Kind must be one of ${REPORT_KINDS.join(', ')}` })
  .optional();
const categoryFilter = z
  .string({ error: 'Category must be text' })
  .min(1, 'Category is not valid')
  .max(50, 'Category is not valid')
  .optional();

/** GET /api/reports?kind=&status=&category=&mine=: oldest first, a page at a time (docs/api.md, Paging). */
export const REPORT_PAGE_KEYS = 2;
export const REPORT_DEFAULT_PAGE = 50;
export const reportListQuerySchema = pageQuery(REPORT_PAGE_KEYS).extend({
  kind: kindFilter,
  status: z
    .enum(REPORT_STATUS_FILTERS, { error: `Status must be one of ${REPORT_STATUS_FILTERS.join(', ')}` })
    .optional(),
  category: categoryFilter,
  mine: z
    .enum(['true', 'false'], { error: 'Mine must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});

const queryCoordinate = (axis: string) =>
  z.coerce
    .number({ error: `${axis} must be a number from 0 to 1` })
    .min(0, `${axis} must be a number from 0 to 1`)
    .max(1, `${axis} must be a number from 0 to 1`);

/** GET /api/reports/nearby?category=&x=&y=: open maintenance reports of the category near the point. */
export const reportNearbyQuerySchema = z.object({
  category: z.enum(REPORT_CATEGORIES.maintenance, {
    error: `Category must be one of ${REPORT_CATEGORIES.maintenance.join(', ')}`,
  }),
  x: queryCoordinate('x'),
  y: queryCoordinate('y'),
});

/** GET /api/reports/pins?kind=&category=: the open reports with a pin the caller may see. */
export const reportPinsQuerySchema = z.object({ kind: kindFilter, category: categoryFilter });

export const reportPinSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  kind: z.enum(REPORT_KINDS),
  category: z.string(),
  status: z.enum(REPORT_STATUSES),
  location: reportLocationSchema,
});
export type ReportPin = z.infer<typeof reportPinSchema>;
export const reportPinsSchema = z.object({ items: z.array(reportPinSchema) });

const idText = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Id is not valid');
/** GET /api/reports/:id/photos/:photoId */
export const reportPhotoParamsSchema = z.object({ id: idText, photoId: idText });

/** A photo of a report, served with the report's own visibility at `url`. */
export const reportPhotoSchema = z.object({
  id: z.string(),
  url: z.string().describe('/api/reports/:id/photos/:photoId'),
  contentType: z.string(),
  size: z.number(),
});
export type ReportPhoto = z.infer<typeof reportPhotoSchema>;

/** One step of a report's life, as the viewer may see it (who is named only to admins). */
export const reportEventSchema = z.object({
  at: z.string(),
  by: z.string(),
  type: z
    .enum(REPORT_EVENT_TYPES)
    .describe('status: a move (with `status`); comment: public; internal: the board only (admins see it)'),
  status: z.enum(REPORT_STATUSES).optional(),
  note: z.string().nullable().describe("A move's note, or the comment's text"),
});
export type ReportEvent = z.infer<typeof reportEventSchema>;

/** A report as the list answers it; GET /api/reports/:id adds `timeline`. */
export const reportSchema = z.object({
  ...storedIds,
  reference: z.string().describe('R-<year>-<sequence>, what the reporter is told and mailed'),
  kind: z.enum(REPORT_KINDS),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  address: z.string().nullable(),
  location: reportLocationSchema.nullable(),
  photos: z.array(reportPhotoSchema),
  status: z.enum(REPORT_STATUSES),
  duplicateOf: z.string().nullable(),
  reporter: z.string().describe(`"${ANONYMOUS_REPORTER}" except to an admin, who sees the username`),
  followers: z.number(),
  following: z.boolean(),
  mine: z.boolean().describe('Whether the viewer reported it: they may reopen it and comment'),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportDetailSchema = reportSchema.extend({ timeline: z.array(reportEventSchema) });
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const reportListSchema = z.object({ items: z.array(reportSchema), ...pageFields });

export const reportFollowersSchema = z.object({ followers: z.number() });

export const reportNearbySchema = z.object({ items: z.array(reportSchema) });

/** Where a report's photo is served. */
export function reportPhotoUrl(reportId: string, photoId: string): string {
  return `/api/reports/${reportId}/photos/${photoId}`;
}

/** "R-2026-0042": the year the report came in and its place in that year. */
export function reportReference(year: number, sequence: number): string {
  return `R-${year}-${String(sequence).padStart(4, '0')}`;
}

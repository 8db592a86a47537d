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

/** POST /api/reports (JSON; photos come with the uploads pipeline, docs/product/reports.md). */
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

/** GET /api/reports?kind=&status=&mine=: oldest first, a page at a time (docs/api.md, Paging). */
export const REPORT_PAGE_KEYS = 2;
export const REPORT_DEFAULT_PAGE = 50;
export const reportListQuerySchema = pageQuery(REPORT_PAGE_KEYS).extend({
  kind: z.enum(REPORT_KINDS, { error: `Kind must be one of ${REPORT_KINDS.join(', ')}` }).optional(),
  status: z
    .enum(REPORT_STATUSES, { error: `Status must be one of ${REPORT_STATUSES.join(', ')}` })
    .optional(),
  mine: z
    .enum(['true', 'false'], { error: 'Mine must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});

/** One step of a report's life, as the viewer may see it (who is named only to admins). */
export const reportEventSchema = z.object({
  at: z.string(),
  by: z.string(),
  status: z.enum(REPORT_STATUSES).optional(),
  note: z.string().nullable(),
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
  status: z.enum(REPORT_STATUSES),
  duplicateOf: z.string().nullable(),
  reporter: z.string().describe(`"${ANONYMOUS_REPORTER}" except to an admin, who sees the username`),
  followers: z.number(),
  following: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportDetailSchema = reportSchema.extend({ timeline: z.array(reportEventSchema) });
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const reportListSchema = z.object({ items: z.array(reportSchema), ...pageFields });

export const reportFollowersSchema = z.object({ followers: z.number() });

/** "R-2026-0042": the year the report came in and its place in that year. */
export function reportReference(year: number, sequence: number): string {
  return `R-${year}-${String(sequence).padStart(4, '0')}`;
}

import { z } from 'zod';
import { storedIds, timestamps } from '../api.ts';
import {
  ARC_MAX_ATTACHMENTS,
  ARC_PROJECT_TYPES,
  ARC_STATUSES,
  arcTransition,
  type ArcStatus,
} from './workflow.ts';
import { isValidDay } from '../dates.ts';
import { choiceField, optionalText, plainText, requiredText, requiredValue } from '../fields.ts';
import { MAX } from '../limits.ts';
import { pageFields, pageQuery } from '../paging/paging.ts';

/**
 * Architectural review (ACC) requests (docs/product/arc-requests.md): the request and answer shapes. The workflow
 * itself (statuses, who may move a request where, the words) lives in arc-workflow.ts, which pages
 * read without loading zod.
 */
export * from './workflow.ts';

export const ARC_DESCRIPTION_MIN = 20;

function dayField(label: string) {
  return requiredValue(`${label} is required`, label).refine(
    isValidDay,
    `${label} must be a real day in the form YYYY-MM-DD`,
  );
}

const descriptionField = plainText({
  error: (issue) => (issue.input === undefined ? 'Description is required' : 'Description must be text'),
})
  .trim()
  .min(ARC_DESCRIPTION_MIN, `Description must be at least ${ARC_DESCRIPTION_MIN} characters`)
  .max(MAX.text, `Description cannot exceed ${MAX.text} characters`);

/**
 * POST /api/arc-requests (JSON, or the same fields in a multipart body beside the `attachments`
 * files). The address defaults to the resident's own on the server; blank means that default.
 */
export const arcRequestInputSchema = z
  .object({
    title: requiredText('Title', MAX.title),
    projectType: choiceField(
      ARC_PROJECT_TYPES,
      'Project type is required',
      `Project type must be one of ${ARC_PROJECT_TYPES.join(', ')}`,
    ),
    description: descriptionField,
    address: optionalText('Address', MAX.address).optional(),
    startDate: dayField('Start date'),
    completionDate: dayField('Completion date'),
  })
  .refine((body) => body.completionDate >= body.startDate, {
    message: 'Completion date cannot be before the start date',
    path: ['completionDate'],
  });
export type ArcRequestInput = z.input<typeof arcRequestInputSchema>;
export type ArcRequestValues = z.output<typeof arcRequestInputSchema>;

/** The browser form: the same fields, plus the acknowledgement of the guidelines (not sent). */
export const arcRequestFormSchema = z
  .object({
    title: requiredText('Title', MAX.title),
    projectType: choiceField(ARC_PROJECT_TYPES, 'Project type is required', 'Choose a project type'),
    description: descriptionField,
    address: optionalText('Address', MAX.address).optional(),
    startDate: dayField('Start date'),
    completionDate: dayField('Completion date'),
    acknowledged: z
      .boolean()
      .refine((value) => value, 'Please confirm that you have read the ACC guidelines'),
  })
  .refine((body) => body.completionDate >= body.startDate, {
    message: 'Completion date cannot be before the start date',
    path: ['completionDate'],
  });
export type ArcRequestFormValues = z.input<typeof arcRequestFormSchema>;

/** POST /api/arc-requests/:id/status (ADMIN). A decision and a request for more information need a note. */
export const arcStatusChangeSchema = z
  .object({
    status: choiceField(
      ARC_STATUSES,
      'Status is required',
      `Status must be one of ${ARC_STATUSES.join(', ')}`,
    ),
    note: optionalText('Note', MAX.text).optional(),
  })
  .superRefine((body, ctx) => {
    const rule = arcTransition(body.status as ArcStatus);
    if (rule?.noteMessage && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: rule.noteMessage });
    }
  });
export type ArcStatusChange = z.input<typeof arcStatusChangeSchema>;
export type ArcStatusChangeValues = z.output<typeof arcStatusChangeSchema>;

/** POST /api/arc-requests/:id/comments. */
export const arcCommentInputSchema = z.object({
  body: requiredText('Comment', MAX.text, { required: 'Write a comment first' }),
});
export type ArcCommentInput = z.input<typeof arcCommentInputSchema>;

/** GET /api/arc-requests?status= */
export const arcListQuerySchema = pageQuery(2).extend({
  status: z.enum(ARC_STATUSES, { error: `Status must be one of ${ARC_STATUSES.join(', ')}` }).optional(),
});

/** Decided and withdrawn requests a page holds (the open ones always come whole on the first). */
export const ARC_CLOSED_PAGE = 50;

export const arcAttachmentParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Id is not valid'),
  attachmentId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Id is not valid'),
});

export const arcAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  url: z.string(),
});
export type ArcAttachment = z.infer<typeof arcAttachmentSchema>;

export const arcTimelineEntrySchema = z.object({
  id: z.string(),
  /** status: a change of status (from -> to, with the note); comment: a comment. */
  kind: z.enum(['status', 'comment']),
  fromStatus: z.enum(ARC_STATUSES).nullable(),
  toStatus: z.enum(ARC_STATUSES).nullable(),
  note: z.string().nullable(),
  authorName: z.string(),
  /** Whether the author acted for the committee (an admin who is not the resident). */
  byCommittee: z.boolean(),
  createdAt: z.string(),
});
export type ArcTimelineEntry = z.infer<typeof arcTimelineEntrySchema>;

/** One request in a list. */
export const arcRequestSummarySchema = z.object({
  ...storedIds,
  title: z.string(),
  projectType: z.enum(ARC_PROJECT_TYPES),
  status: z.enum(ARC_STATUSES),
  address: z.string(),
  residentName: z.string(),
  startDate: z.string(),
  completionDate: z.string(),
  /** YYYY-MM-DD: the day the committee's decision is due (submitted + arcReviewDays). */
  decisionDue: z.string(),
  /** Still open and past its decision day (in the community's time zone). */
  overdue: z.boolean(),
  attachmentCount: z.number(),
  decidedAt: z.string().nullable(),
  /** YYYY-MM-DD: the community's day the request was submitted on (not createdAt's UTC day). */
  submittedOn: z.string(),
  ...timestamps,
});
export type ArcRequestSummary = z.infer<typeof arcRequestSummarySchema>;

/** GET /api/arc-requests/:id: the request with its attachments and timeline, oldest first. */
export const arcRequestSchema = arcRequestSummarySchema.extend({
  description: z.string(),
  residentId: z.string().nullable(),
  decisionNote: z.string().nullable(),
  attachments: z.array(arcAttachmentSchema),
  timeline: z.array(arcTimelineEntrySchema),
  /** The statuses the caller may move this request to now (the pages offer these and no other). */
  allowedStatuses: z.array(z.enum(ARC_STATUSES)),
  canWithdraw: z.boolean(),
  canComment: z.boolean(),
  letterUrl: z.string().nullable(),
});
export type ArcRequest = z.infer<typeof arcRequestSchema>;

export const arcRequestListSchema = z.object({
  items: z.array(arcRequestSummarySchema),
  /** Requests per status (ADMIN: all; a resident: their own), whatever the filter. */
  counts: z.record(z.string(), z.number()),
  /** Where the next page of decided and withdrawn requests starts (docs/api.md, Paging). */
  ...pageFields,
});
export type ArcRequestList = z.infer<typeof arcRequestListSchema>;

export { ARC_MAX_ATTACHMENTS };

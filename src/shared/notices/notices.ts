import { z } from 'zod';
import { isValidDay } from '../dates.ts';
import { requiredText, requiredValue } from '../fields.ts';
import type { REPORT_CATEGORIES } from '../reports/reports.ts';

/**
 * Violation notices (docs/product/notices.md): the board sends a home a notice about a violation
 * report, with a letter (PDF) and a cure-by date; the home's residents read it on their account
 * page and answer, and the board answers back. Whoever reported the violation is never named.
 */

export const NOTICE_MESSAGE_MAX = 5_000;
export const NOTICE_COMMENT_MAX = 5_000;

/** How the board signs its answers on a notice (the admin who wrote it is not named to the home). */
export const NOTICE_BOARD_NAME = 'The board';

export type ViolationCategory = (typeof REPORT_CATEGORIES.violation)[number];

/**
 * The rule a notice cites, one line per violation category: general and factual, pointing at the
 * community's own rules rather than restating them (they vary by community and change over time).
 */
export const NOTICE_RULES: Record<ViolationCategory, string> = {
  parking:
    'Vehicles, trailers and recreational vehicles may not be parked or stored on the street or in common areas beyond the time the community’s rules allow.',
  trash:
    'Trash and recycling containers must be kept out of view except on collection days, and refuse may not be left on lots or common areas.',
  landscaping:
    'Lawns, plantings and yards must be kept maintained, mowed and free of overgrowth and dead vegetation.',
  noise:
    'Residents may not cause noise that unreasonably disturbs neighbours, in particular during quiet hours.',
  pets: 'Pets must be leashed in common areas, cleaned up after, and kept from disturbing neighbours.',
  exterior:
    'Exterior changes need approval from the Architectural Control Committee, and homes must be kept in good repair.',
  other: 'Homes and lots must be kept in keeping with the community’s covenants and rules.',
};

/** A violation category as a letter and a screen name it. */
export const NOTICE_CATEGORY_LABELS: Record<ViolationCategory, string> = {
  parking: 'Parking',
  trash: 'Trash and refuse',
  landscaping: 'Landscaping and yard upkeep',
  noise: 'Noise',
  pets: 'Pets',
  exterior: 'Exterior of the home',
  other: 'Other',
};

export function noticeCategoryLabel(category: string): string {
  return NOTICE_CATEGORY_LABELS[category as ViolationCategory] ?? category;
}

/** Where the community's rules are, said on every letter after the rule. */
export const NOTICE_RULES_WHERE =
  'See the community’s rules on the Community Issues & Violations page of the community website.';

/** The line of the rule a notice in this category cites ("other" for a category the list lacks). */
export function noticeRuleFor(category: string): string {
  return NOTICE_RULES[category as ViolationCategory] ?? NOTICE_RULES.other;
}

/** Where a home's residents read and answer their notices. */
export const NOTICES_ACCOUNT_PATH = '/account';

export const NOTICE_MESSAGES = {
  notFound: 'Notice not found',
  onlyViolations: 'Only a violation report can lead to a notice to a home.',
  homeNotFound: 'Home not found: choose a home from the roll of homes.',
  cureByPast: 'Cure-by date cannot be in the past',
  cureByInvalid: 'Cure-by date must be a real day in the form YYYY-MM-DD',
  cureByRequired: 'Cure-by date is required',
  notOfHome: 'Only the residents of the home a notice was sent to, and the board, can answer it.',
} as const;

/** POST /api/reports/:id/notice (ADMIN). That the cure-by day is not past is the server's check (the community's time zone). */
export const noticeInputSchema = z.object({
  homeId: z
    .string({ error: (issue) => (issue.input === undefined ? 'Home is required' : 'Home must be a home id') })
    .min(1, 'Home is required')
    .max(64, 'Home must be a home id')
    .regex(/^[A-Za-z0-9_-]+$/, 'Home must be a home id'),
  cureBy: requiredValue(NOTICE_MESSAGES.cureByRequired, 'Cure-by date').refine(
    isValidDay,
    NOTICE_MESSAGES.cureByInvalid,
  ),
  message: requiredText('Message', NOTICE_MESSAGE_MAX),
});
export type NoticeInput = z.output<typeof noticeInputSchema>;

/** POST /api/notices/:id/comments: a resident of the home, or the board. */
export const noticeCommentInputSchema = z.object({ body: requiredText('Answer', NOTICE_COMMENT_MAX) });
export type NoticeCommentInput = z.output<typeof noticeCommentInputSchema>;

export const noticeCommentSchema = z.object({
  id: z.string(),
  at: z.string(),
  by: z.string().describe(`"${NOTICE_BOARD_NAME}" for the board; a resident's username`),
  body: z.string(),
});
export type NoticeComment = z.infer<typeof noticeCommentSchema>;

/** A notice as the board and the home's residents see it: it never names who reported the violation. */
export const noticeSchema = z.object({
  id: z.string(),
  reportReference: z.string(),
  category: z.string(),
  homeId: z.string(),
  address: z.string(),
  cureBy: z.string().describe('YYYY-MM-DD, a day in the community’s time zone'),
  message: z.string(),
  sentAt: z.string(),
  letterUrl: z.string().describe('/api/notices/:id/letter.pdf'),
  comments: z.array(noticeCommentSchema),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET /api/reports/:id/notices and GET /api/account/notices: newest first. */
export const noticeListSchema = z.object({ items: z.array(noticeSchema) });
export type NoticeList = z.infer<typeof noticeListSchema>;

/** Where a notice's letter is served. */
export const noticeLetterPath = (id: string) => `/api/notices/${encodeURIComponent(id)}/letter.pdf`;

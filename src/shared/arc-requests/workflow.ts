/**
 * The architectural review workflow (docs/product/arc-requests.md) as data: the statuses, who may move a request from
 * which status to which, and the words for each. The server enforces ARC_TRANSITIONS (anything else
 * is a 409) and the pages offer exactly the moves it allows. No zod here, so pages that only show
 * requests load none.
 */

export const ARC_PROJECT_TYPES = [
  'paint',
  'fence',
  'roof',
  'landscaping',
  'structure',
  'solar',
  'windows-doors',
  'other',
] as const;
export type ArcProjectType = (typeof ARC_PROJECT_TYPES)[number];

export const ARC_PROJECT_TYPE_LABELS: Record<ArcProjectType, string> = {
  paint: 'Paint',
  fence: 'Fence',
  roof: 'Roof',
  landscaping: 'Landscaping',
  structure: 'Structure (deck, shed, addition)',
  solar: 'Solar panels',
  'windows-doors': 'Windows and doors',
  other: 'Other',
};

export const ARC_STATUSES = [
  'submitted',
  'under_review',
  'more_info',
  'approved',
  'approved_with_conditions',
  'denied',
  'withdrawn',
] as const;
export type ArcStatus = (typeof ARC_STATUSES)[number];

export const ARC_STATUS_LABELS: Record<ArcStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  more_info: 'More information needed',
  approved: 'Approved',
  approved_with_conditions: 'Approved with conditions',
  denied: 'Denied',
  withdrawn: 'Withdrawn',
};

/** The committee's decisions: final, and each one has a decision letter. */
export const ARC_DECISIONS = ['approved', 'approved_with_conditions', 'denied'] as const;
export type ArcDecision = (typeof ARC_DECISIONS)[number];

export function isArcDecision(status: string): status is ArcDecision {
  return (ARC_DECISIONS as readonly string[]).includes(status);
}

/** Statuses after which nothing moves: a decision, or a withdrawal. */
export function isArcClosed(status: ArcStatus): boolean {
  return isArcDecision(status) || status === 'withdrawn';
}

/** Who makes a move: the committee (an ADMIN), or the resident who made the request. */
export type ArcActor = 'committee' | 'resident';

export interface ArcTransition {
  from: ArcStatus;
  to: ArcStatus;
  by: ArcActor;
  /** The button that makes the move. */
  action: string;
  /** Set when the move needs a note: the message when it is missing. */
  noteMessage?: string;
}

const OPEN: ArcStatus[] = ['submitted', 'under_review', 'more_info'];

/**
 * Every move the workflow allows, and nothing else. The resident's answer to "more information
 * needed" is a comment, which moves the request back under review; a resident withdraws an open
 * request; the committee starts the review, asks for more, and decides.
 */
export const ARC_TRANSITIONS: readonly ArcTransition[] = [
  { from: 'submitted', to: 'under_review', by: 'committee', action: 'Start review' },
  {
    from: 'under_review',
    to: 'more_info',
    by: 'committee',
    action: 'Ask for more information',
    noteMessage: 'Say what information is needed',
  },
  {
    from: 'under_review',
    to: 'approved',
    by: 'committee',
    action: 'Approve',
    noteMessage: 'A decision needs a note',
  },
  {
    from: 'under_review',
    to: 'approved_with_conditions',
    by: 'committee',
    action: 'Approve with conditions',
    noteMessage: 'Write the conditions of the approval in the note',
  },
  {
    from: 'under_review',
    to: 'denied',
    by: 'committee',
    action: 'Deny',
    noteMessage: 'A decision needs a note',
  },
  { from: 'more_info', to: 'under_review', by: 'resident', action: 'Send reply' },
  ...OPEN.map((from) => ({ from, to: 'withdrawn' as const, by: 'resident' as const, action: 'Withdraw' })),
];

/** The move from `from` to `to` by `by`, or undefined when the workflow does not allow it. */
export function findArcTransition(from: ArcStatus, to: ArcStatus, by: ArcActor): ArcTransition | undefined {
  return ARC_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by === by);
}

/** The moves `by` may make from `from`. */
export function arcTransitionsFrom(from: ArcStatus, by: ArcActor): ArcTransition[] {
  return ARC_TRANSITIONS.filter((t) => t.from === from && t.by === by);
}

/** The committee's move to `to` from anywhere (for its note rule), or undefined. */
export function arcTransition(to: ArcStatus): ArcTransition | undefined {
  return ARC_TRANSITIONS.find((t) => t.to === to && t.by === 'committee');
}

export const ARC_MAX_ATTACHMENTS = 10;
/** Each attachment at most this many MB (plans, photos, a paint swatch). */
export const ARC_ATTACHMENT_MAX_MB = 25;
/**
 * All the attachments of one request together at most this many MB: a plan and ten phone photos
 * (3-5 MB each) fit; ten 25 MB files a request, several requests a day, would fill the database.
 */
export const ARC_ATTACHMENTS_TOTAL_MB = 50;
export const ARC_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
/** The field of the multipart body that carries the files. */
export const ARC_ATTACHMENT_FIELD = 'attachments';

export const ARC_MESSAGES = {
  notResident:
    'Only approved residents can submit architectural review requests. To become one, open your account page (/account), give your home address under "Resident status" and ask to be approved; an admin of the association confirms it.',
  forbiddenTransition: (from: ArcStatus, to: ArcStatus) =>
    `A request that is ${ARC_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${ARC_STATUS_LABELS[to].toLowerCase()}`,
  cannotWithdraw: 'Only an open request (not yet decided or withdrawn) can be withdrawn',
  closedForComments: 'This request was withdrawn; it takes no more comments',
  noLetter: 'A decision letter exists once the committee has decided the request',
  tooManyAttachments: `Attach at most ${ARC_MAX_ATTACHMENTS} files`,
  attachmentType: 'Attachments must be PDF files or PNG, JPEG or WebP images',
  attachmentTooBig: `Each attachment can be at most ${ARC_ATTACHMENT_MAX_MB} MB`,
  attachmentsTooBig: `The attachments can be at most ${ARC_ATTACHMENTS_TOTAL_MB} MB together`,
  tooManyRequests: (limit: number, wait: string) =>
    `You can submit at most ${limit} requests in 24 hours. Please try again in ${wait}, or add to a request you have already made with a comment.`,
  noAddress: 'Address is required: give the address of the project (your account has none)',
} as const;

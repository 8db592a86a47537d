import type { ReportKind } from '../../shared/reports/reports.ts';

/** The two kinds as the form offers them: what each is and who will see it, in a line. */
export const KIND_CHOICES: Record<ReportKind, { label: string; explains: string }> = {
  maintenance: {
    label: 'Maintenance',
    explains:
      'Something in the common areas needs fixing (a broken swing, a fallen tree, a streetlight out). Approved residents can see and follow it.',
  },
  violation: {
    label: 'Violation',
    explains:
      'A home or a neighbour breaks a community rule (parking, trash, noise). Only you and the board see it; the home is never told who reported.',
  },
};

export const KIND_LABELS: Record<ReportKind, string> = {
  maintenance: 'Maintenance',
  violation: 'Violation',
};

const CATEGORY_LABELS: Record<string, string> = {
  playground: 'Playground',
  trails: 'Trails',
  landscaping: 'Landscaping',
  lighting: 'Lighting',
  drainage: 'Drainage',
  'common-area': 'Common area',
  parking: 'Parking',
  trash: 'Trash',
  noise: 'Noise',
  pets: 'Pets',
  exterior: 'Exterior of a home',
  other: 'Other',
};

export const categoryLabel = (category: string): string => CATEGORY_LABELS[category] ?? category;

/** What happens after a report is sent, told on the confirmation. */
export const WHAT_HAPPENS_NEXT: Record<ReportKind, string> = {
  maintenance:
    'The board looks at new reports and moves them along: acknowledged, in progress, resolved. You get an email at every change (with a verified address). Neighbours can follow it with "Me too", and when it is resolved you may reopen it for 14 days if it is not fixed.',
  violation:
    'The board looks at new reports and decides what to do, such as a notice to the home. You get an email at every change (with a verified address). Only you and the board see this report, and the home is never told who reported it.',
};

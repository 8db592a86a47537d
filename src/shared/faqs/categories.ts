/** The FAQ's categories, in the page's order (a module of its own: the page loads no zod). */
export const FAQ_CATEGORIES = [
  'Community Guidelines',
  'Financial Information',
  'Community Services',
  'Environmental Protection',
  'Other',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

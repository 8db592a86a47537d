/** The product's question before every delete: "Are you sure you want to delete this <thing>?". */
export function deleteQuestion(thing: string): string {
  return `Are you sure you want to delete this ${thing}?`;
}

/** Leaving a form with unsaved changes asks first; OK leaves and drops them, Cancel stays. */
export const DISCARD_QUESTION = 'You have unsaved changes. Leave this page and discard them?';

/**
 * Leaving a page is asked in the browser's own box: it must answer at once, inside the navigation
 * it may stop (Back, a link), which the site's dialog cannot. Deletes and decisions ask in the
 * site's dialog (useConfirm.tsx).
 */
export function confirmDiscard(): boolean {
  return window.confirm(DISCARD_QUESTION);
}

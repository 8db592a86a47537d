/**
 * Every delete asks first, in the product's words: "Are you sure you want to delete this <thing>?".
 * The browser's own confirm dialog: modal, keyboard-operable and announced by screen readers.
 */
export function confirmDelete(thing: string): boolean {
  return window.confirm(`Are you sure you want to delete this ${thing}?`);
}

/** Leaving a form with unsaved changes asks first; OK leaves and drops them, Cancel stays. */
export const DISCARD_QUESTION = 'You have unsaved changes. Leave this page and discard them?';

export function confirmDiscard(): boolean {
  return window.confirm(DISCARD_QUESTION);
}

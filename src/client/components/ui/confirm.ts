/**
 * Every delete asks first, in the product's words: "Are you sure you want to delete this <thing>?".
 * The browser's own confirm dialog: modal, keyboard-operable and announced by screen readers.
 */
export function confirmDelete(thing: string): boolean {
  return window.confirm(`Are you sure you want to delete this ${thing}?`);
}

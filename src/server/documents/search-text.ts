/**
 * The forms of a document's text that search reads, worked out once when the text is read (in the
 * PDF reader's own process, pdf-text-child.ts, for a long text is a lot of work) rather than for
 * every query.
 */
export interface SearchableText {
  /** The text as read, whitespace folded: snippets are cut from it. */
  text: string;
  /** The text lower-cased, so both engines compare the same way: where a match is. */
  searchText: string;
  /**
   * Each word of `searchText` once, separated by spaces: what a query matches. A search word has no
   * spaces, so it occurs in the text exactly when it occurs in one of these words, and the list is
   * a small part of a long text (a language has far fewer words than a book has).
   */
  searchWords: string;
}

export const NO_TEXT: SearchableText = { text: '', searchText: '', searchWords: '' };

/** The searchable forms of a text (already whitespace folded). */
export function searchableText(text: string): SearchableText {
  const searchText = text.toLowerCase();
  const searchWords = [...new Set(searchText.split(' ').filter(Boolean))].join(' ');
  return { text, searchText, searchWords };
}

/**
 * How pdf-text-child.ts ends, as its exit code: the parent reads the outcome from it (stdout
 * carries only the text). Any other code, or a signal, means it did not finish.
 */
export const PDF_TEXT_EXIT = {
  /** The whole text is on stdout ('' for a PDF without text). */
  complete: 0,
  /** The first PDF_TEXT_LIMITS.characters characters are on stdout; there was more. */
  cut: 10,
  /** The PDF needs a password. */
  password: 11,
  /** pdf.js could not read the PDF (damaged, incomplete, not really a PDF). */
  broken: 12,
} as const;

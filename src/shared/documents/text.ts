/**
 * What became of a document's text (search reads a PDF's text; an image has none), and what the
 * staff screen says about it. Without zod, like document-paths.ts.
 */

/**
 * The bounds on reading a PDF's text: it is read in a process of its own that is stopped after
 * `seconds` or once it uses `memoryMb` of memory, and at most `characters` of text are kept.
 */
export const PDF_TEXT_LIMITS = { characters: 2_000_000, seconds: 30, memoryMb: 384 } as const;

export const DOCUMENT_TEXT_STATES = [
  /** The PDF's whole text is searchable. */
  'indexed',
  /** Only its first PDF_TEXT_LIMITS.characters characters are. */
  'partial',
  /** A PDF with no text in it (a scan without OCR): found by its title. */
  'empty',
  /** Reading stopped at the time limit: found by its title only. */
  'too-slow',
  /** Reading stopped at the memory limit: found by its title only. */
  'too-large',
  /** pdf.js stopped without an answer: found by its title only. */
  'unreadable',
  /** Not a PDF (an image): there is no text to read. */
  'none',
] as const;
export type DocumentTextState = (typeof DOCUMENT_TEXT_STATES)[number];

const TITLE_ONLY = 'so search finds this document by its title only';

/** What a staff member is told about a document's text; null when there is nothing to say. */
export function documentTextNote(state: DocumentTextState): string | null {
  const { characters, seconds, memoryMb } = PDF_TEXT_LIMITS;
  switch (state) {
    case 'partial':
      return `This PDF has more text than search keeps: only its first ${characters.toLocaleString('en-US')} characters are searchable.`;
    case 'empty':
      return `No text was found in this PDF (a scan?), ${TITLE_ONLY}.`;
    case 'too-slow':
      return `Reading this PDF's text took longer than ${seconds} seconds and was stopped, ${TITLE_ONLY}.`;
    case 'too-large':
      return `Reading this PDF's text needed more than ${memoryMb} MB of memory and was stopped, ${TITLE_ONLY}.`;
    case 'unreadable':
      return `This PDF's text could not be read, ${TITLE_ONLY}.`;
    default:
      return null;
  }
}

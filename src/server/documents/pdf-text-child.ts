/**
 * Reads one PDF from stdin and writes its text to stdout in the forms search reads (searchableText:
 * the text, lower-cased, its words; NUL between them); run by pdf-text.ts in a process of its own,
 * so that however much time and memory a PDF asks of pdf.js, the server keeps answering and gets
 * every byte back when this process ends. How it ended is its exit code (PDF_TEXT_EXIT); anything
 * else (a crash, a kill) says it did not finish.
 */
import { getDocumentProxy } from 'unpdf';
import { PDF_TEXT_LIMITS } from '../../shared/documents/text.ts';
import { PDF_TEXT_EXIT } from './pdf-text-exit.ts';
import { searchableText } from './search-text.ts';

const MAX_PDF_TEXT = PDF_TEXT_LIMITS.characters;

// pdf.js reports through console.log; stdout carries only the text.
const toStderr = (...args: unknown[]) => process.stderr.write(`${args.map(String).join(' ')}\n`);
console.log = console.info = console.warn = console.debug = toStderr;

interface TextChunk {
  items: Array<{ str?: string; hasEOL?: boolean }>;
}

async function readStdin(): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of process.stdin) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * The text of every page in turn, streamed, so that reading stops as soon as MAX_PDF_TEXT
 * characters are in hand: a few kilobytes of deflated operators can hold hundreds of millions of
 * characters on one page.
 */
async function readText(bytes: Buffer): Promise<{ text: string; cut: boolean }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), {
    verbosity: 0,
    // No fonts, workers or anything else fetched: everything pdf.js needs is in the package.
    disableFontFace: true,
    isEvalSupported: false,
  });
  const pages: string[] = [];
  let length = 0;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const reader = (page.streamTextContent() as ReadableStream<TextChunk>).getReader();
    let pageText = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const item of value.items) {
        if (item.str !== undefined) pageText += item.hasEOL ? `${item.str}\n` : item.str;
      }
      if (length + pageText.length > MAX_PDF_TEXT * 2) {
        // Folding whitespace only shortens it; twice the limit is surely enough.
        await reader.cancel(new Error('enough text'));
        break;
      }
    }
    // Control characters out (PostgreSQL stores no NUL; the others only garble a snippet), and
    // white space folded: one space between words.
    const folded = pageText
      .replace(/[^\P{Cc}\s]/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (folded) {
      pages.push(folded);
      length += folded.length + 1;
    }
    page.cleanup();
    if (length > MAX_PDF_TEXT) return { text: pages.join(' ').slice(0, MAX_PDF_TEXT), cut: true };
  }
  return { text: pages.join(' '), cut: false };
}

async function main(): Promise<number> {
  const bytes = await readStdin();
  let result;
  try {
    result = await readText(bytes);
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return name === 'PasswordException' ? PDF_TEXT_EXIT.password : PDF_TEXT_EXIT.broken;
  }
  const { text, searchText, searchWords } = searchableText(result.text);
  await new Promise<void>((resolve, reject) =>
    process.stdout.write(`${text}\0${searchText}\0${searchWords}`, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  return result.cut ? PDF_TEXT_EXIT.cut : PDF_TEXT_EXIT.complete;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    toStderr(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);

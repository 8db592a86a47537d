import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, type PDFRef, StandardFonts } from 'pdf-lib';

/** A real PDF with these lines of text on its first page (one page per entry of `pages`). */
export async function textPdf(...pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage();
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 16, font, size: 11 }));
  }
  return Buffer.from(await doc.save());
}

/** A PDF with a page and no text layer, as a scanner without OCR makes. */
export async function scannedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawRectangle({ x: 40, y: 40, width: 300, height: 400 });
  return Buffer.from(await doc.save());
}

/** A PDF that needs a password to open (standard security handler, a user password set). */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('confidential', { x: 50, y: 700, font, size: 12 });
  const hex = (bytes: number) => PDFHexString.of('ab'.repeat(bytes));
  doc.context.trailerInfo.Encrypt = doc.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: hex(32),
    U: hex(32),
    P: -4,
  });
  doc.context.trailerInfo.ID = doc.context.obj([hex(16), hex(16)]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** One line of text shown on a new line (the `'` operator), repeated to make a text bomb. */
const LINE = "(Lorem ipsum dolor sit amet) '\n";

/**
 * A one-page PDF whose content stream inflates to `inflatedBytes` of text-showing operators, stored
 * deflated: a small file (a 20 MB stream is about 50 KB) that a text extractor must inflate and
 * interpret line by line. With `pages`, every page shows the same stream, so the work is
 * multiplied without the file growing.
 */
export async function inflatingPdf(
  inflatedBytes: number,
  { pages = 1, operators = LINE }: { pages?: number; operators?: string } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const body = Buffer.alloc(Math.floor(inflatedBytes / operators.length) * operators.length, operators);
  let contents: PDFRef | undefined;
  for (let n = 0; n < pages; n += 1) {
    const page = doc.addPage();
    const key = page.node.newFontDictionary('F', font.ref);
    if (!contents) {
      const text = Buffer.concat([
        Buffer.from(`BT ${key.asString()} 12 Tf 50 700 Td\n`),
        body,
        Buffer.from('ET\n'),
      ]);
      contents = doc.context.register(
        doc.context.stream(deflateSync(text, { level: 9 }), { Filter: 'FlateDecode' }),
      );
    }
    page.node.set(PDFName.of('Contents'), contents);
  }
  return Buffer.from(await doc.save());
}

/**
 * An ordinary PDF with about `characters` characters of prose (different words on every line, 60
 * lines of 80 characters a page), as a long budget or a set of bylaws would be.
 */
export async function longTextPdf(characters: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const perPage = 60 * 80;
  let word = 0;
  for (let written = 0; written < characters; written += perPage) {
    const page = doc.addPage();
    const key = page.node.newFontDictionary('F', font.ref);
    const lines: string[] = [];
    for (let line = 0; line < 60; line += 1) {
      let text = '';
      while (text.length < 74) text += `${wordAt((word += 1))} `;
      lines.push(`(${text.trimEnd()}) '`);
    }
    const stream = `BT ${key.asString()} 9 Tf 40 760 Td 12 TL\n${lines.join('\n')}\nET\n`;
    page.node.set(
      PDFName.of('Contents'),
      doc.context.register(doc.context.stream(deflateSync(stream), { Filter: 'FlateDecode' })),
    );
  }
  return Buffer.from(await doc.save());
}

/** A different lower-case word for each number ("budget", "reserve", ... with a suffix). */
function wordAt(n: number): string {
  const roots = ['budget', 'reserve', 'assessment', 'meeting', 'board', 'fence', 'roof', 'pool', 'trail'];
  return `${roots[n % roots.length]}${(n % 997).toString(36)}`;
}

import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';

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

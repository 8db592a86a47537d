import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * One page of text with pdf-lib's standard Helvetica (no font file; WinAnsi only, so any other
 * character is drawn as "?"): the ACC decision letter and the demo library's documents.
 */
export const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 64;
const TEXT = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.35, 0.35, 0.4);

/** Writes lines down one page, wrapping to the margins. */
export class LineWriter {
  #y = PAGE.height - MARGIN;
  readonly #width = PAGE.width - 2 * MARGIN;
  readonly #charsets = new Map<PDFFont, Set<number>>();

  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** Text the font can draw: characters outside its set become "?", line breaks spaces. */
  #safe(text: string, font: PDFFont): string {
    let set = this.#charsets.get(font);
    if (!set) {
      set = new Set(font.getCharacterSet());
      this.#charsets.set(font, set);
    }
    let out = '';
    for (const char of text.replace(/[\t\r\n]+/g, ' ')) out += set.has(char.codePointAt(0)!) ? char : '?';
    return out;
  }

  #wrap(text: string, font: PDFFont, size: number): string[] {
    const words = this.#safe(text, font).split(' ').filter(Boolean);
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= this.#width || !current) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    // A single word wider than the page is cut rather than drawn past the margin.
    return lines.map((line) => {
      let cut = line;
      while (cut.length > 1 && font.widthOfTextAtSize(cut, size) > this.#width) cut = cut.slice(0, -1);
      return cut;
    });
  }

  line(text: string, options: { size: number; font?: 'bold'; color?: ReturnType<typeof rgb> }): void {
    const font = options.font === 'bold' ? this.bold : this.regular;
    for (const line of this.#wrap(text, font, options.size)) {
      this.#y -= options.size * 1.35;
      this.page.drawText(line, {
        x: MARGIN,
        y: this.#y,
        size: options.size,
        font,
        color: options.color ?? TEXT,
      });
    }
  }

  field(label: string, value: string): void {
    this.line(`${label}: ${value}`, { size: 11 });
  }

  /**
   * A paragraph, keeping `reserve` points free below it (for what follows on the page); a text too
   * long is cut with the `continued` line, which says where the whole text is.
   */
  paragraph(text: string, options: { size: number; reserve: number; continued?: string }): void {
    const lineHeight = options.size * 1.35;
    const room = Math.max(1, Math.floor((this.#y - MARGIN - options.reserve) / lineHeight));
    const parts = text
      .split(/\r?\n/)
      .flatMap((part) => (part.trim() ? this.#wrap(part, this.regular, options.size) : []));
    const shown =
      parts.length > room
        ? [...parts.slice(0, room - 1), options.continued ?? '(continued on the request page)']
        : parts;
    for (const line of shown) {
      this.#y -= lineHeight;
      this.page.drawText(line, {
        x: MARGIN,
        y: this.#y,
        size: options.size,
        font: this.regular,
        color: TEXT,
      });
    }
  }

  gap(points: number): void {
    this.#y -= points;
  }

  footer(text: string): void {
    this.page.drawText(this.#safe(text, this.regular), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: this.regular,
      color: MUTED,
    });
  }
}

import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  ARC_PROJECT_TYPE_LABELS,
  ARC_STATUS_LABELS,
  type ArcProjectType,
  type ArcStatus,
} from '../../shared/arc-requests/arc-requests.ts';
import { formatLongDateIn, formatLongDay } from '../../shared/dates.ts';
import type { ArcRequestRow } from './table.ts';

export interface LetterCommunity {
  name: string;
  address: string;
  managementCompany: string;
  managerEmail: string;
  timeZone: string;
}

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 64;
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

/**
 * The one-page decision letter of a decided request (pdf-lib, in memory: a page of text is a few
 * kilobytes). The standard Helvetica font needs no font file; it encodes WinAnsi only, so any
 * other character is drawn as "?" rather than failing the letter. Long notes are cut to fit the
 * page, with a pointer to the request page where the full text is.
 */
export async function decisionLetter(
  request: ArcRequestRow,
  community: LetterCommunity,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`ACC decision: ${request.title}`);
  pdf.setAuthor(`${community.name} Architectural Control Committee`);
  pdf.setSubject(`Decision on the architectural review request ${request.id}`);
  pdf.setCreationDate(new Date(request.decidedAt ?? request.updatedAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const writer = new LineWriter(page, regular, bold);

  const decidedOn = formatLongDateIn(community.timeZone, request.decidedAt ?? request.updatedAt);
  const status = request.status as ArcStatus;

  writer.line(community.name, { size: 18, font: 'bold' });
  writer.line('Architectural Control Committee', { size: 12, color: MUTED });
  writer.line(community.address, { size: 10, color: MUTED });
  writer.gap(24);
  writer.line(decidedOn, { size: 11 });
  writer.gap(8);
  writer.line(request.residentName, { size: 11 });
  writer.line(request.address, { size: 11 });
  writer.gap(20);
  writer.line(`Decision on architectural review request: ${request.title}`, { size: 14, font: 'bold' });
  writer.gap(8);
  writer.field(
    'Project',
    ARC_PROJECT_TYPE_LABELS[request.projectType as ArcProjectType] ?? request.projectType,
  );
  writer.field('Planned', `${formatLongDay(request.startDate)} to ${formatLongDay(request.completionDate)}`);
  writer.field('Submitted', formatLongDateIn(community.timeZone, request.createdAt));
  writer.field('Reference', request.id);
  writer.gap(12);
  writer.line(`Decision: ${ARC_STATUS_LABELS[status]}`, { size: 16, font: 'bold' });
  writer.gap(8);
  const noteHeading =
    status === 'approved_with_conditions' ? 'Conditions' : status === 'denied' ? 'Reasons' : 'Note';
  writer.line(`${noteHeading}:`, { size: 11, font: 'bold' });
  writer.paragraph(request.decisionNote ?? '', { size: 11, reserve: 150 });
  writer.gap(16);
  writer.paragraph(
    status === 'denied'
      ? 'The work described in this request may not be carried out. You may submit a new request that addresses the reasons above.'
      : 'The work described in this request may be carried out as submitted' +
          (status === 'approved_with_conditions' ? ', subject to the conditions above. ' : '. ') +
          'Approval by the committee does not replace any permit the city or county requires.',
    { size: 10, reserve: 90 },
  );
  writer.gap(24);
  writer.line(`${community.name} Architectural Control Committee`, { size: 11, font: 'bold' });
  writer.line(`${community.managementCompany} - ${community.managerEmail}`, { size: 10, color: MUTED });
  writer.footer('Keep this letter with your property records: it documents the committee\u2019s decision.');
  return pdf.save();
}

/** Writes lines down one page, wrapping to the margins. */
class LineWriter {
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

  /** A paragraph, keeping `reserve` points free below it (for what follows on the page). */
  paragraph(text: string, options: { size: number; reserve: number }): void {
    const lineHeight = options.size * 1.35;
    const room = Math.max(1, Math.floor((this.#y - MARGIN - options.reserve) / lineHeight));
    const parts = text
      .split(/\r?\n/)
      .flatMap((part) => (part.trim() ? this.#wrap(part, this.regular, options.size) : []));
    const shown =
      parts.length > room ? [...parts.slice(0, room - 1), '(continued on the request page)'] : parts;
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

import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DocumentCategory } from '../../shared/documents/documents.ts';
import type { Db } from '../db/connection.ts';
import { insertDocument } from '../documents/queries.ts';
import { searchableText } from '../documents/search-text.ts';
import { detectDocumentType } from '../files/content-types.ts';
import { saveFile } from '../files/store.ts';
import { LineWriter, MUTED, PAGE } from '../pdf/line-writer.ts';

/** A demo document: its library entry and its page, a heading and paragraphs. */
interface DemoDocument {
  /** Which Important Link points at it. */
  key: 'ccrs' | 'minutes' | 'budget';
  title: string;
  category: DocumentCategory;
  date: string;
  paragraphs: string[];
}

/** The demo library: what a newcomer looks for first (the rules, the last meeting, the money). */
function demoDocuments(day: (offset: number) => string): DemoDocument[] {
  const year = day(0).slice(0, 4);
  return [
    {
      key: 'ccrs',
      title: 'CC&Rs summary',
      category: 'governing',
      date: day(-400),
      paragraphs: [
        'This summary of the Covenants, Conditions and Restrictions (CC&Rs) is for quick reference; the recorded CC&Rs govern where the two differ.',
        'Architectural changes: exterior paint, fences, roofs, decks, sheds, solar panels, windows and doors need written approval from the Architectural Control Committee before work starts. Apply online from the ACC page; the committee decides within 30 days.',
        'Use of lots: each lot is for one single-family home. Home offices are allowed when they bring no customer traffic or signs.',
        'Vehicles and parking: vehicles may not stay on the street for more than 72 hours. Boats, trailers and RVs are stored out of sight.',
        'Upkeep: owners keep lawns mowed, beds weeded and the outside of the home in good repair. Bins are stored out of view from the street.',
        'Assessments: annual dues are set by the board in the budget and are due on January 31.',
      ],
    },
    {
      key: 'minutes',
      title: 'Board meeting minutes',
      category: 'minutes',
      date: day(-30),
      paragraphs: [
        'Present: the president, the vice president, the treasurer, the secretary and the ACC chair; eleven residents attended.',
        'Treasurer: spending is on budget. The reserve fund stands at 82% of the amount the reserve study recommends.',
        'ACC: six requests were decided this quarter (four approved, one approved with conditions, one denied).',
        'Parks: the new play structure is open. The board approved re-barking the trails before the summer.',
        'Safety: residents are reminded to lock vehicles after reports of car prowls.',
        'Next meeting: the board meets monthly; the date is on the events calendar. Residents are welcome.',
      ],
    },
    {
      key: 'budget',
      title: `Annual budget ${year}`,
      category: 'financial',
      date: `${year}-01-15`,
      paragraphs: [
        'Income: annual assessments, 412 homes at $480: $197,760. Late fees and interest: $2,400.',
        'Landscaping and parks: $88,000. Utilities (water and electricity for common areas): $21,500.',
        'Management company: $36,000. Insurance: $14,200. Legal and accounting: $6,500.',
        'Repairs and maintenance: $12,000. Community events: $4,000. Website and mailing: $1,200.',
        'Contribution to the reserve fund: $16,760.',
        'Total expenses: $200,160. The annual assessment stays at $480 per home.',
      ],
    },
  ];
}

/** One page: the title, the day, the paragraphs, and a footer that says it is demo content. */
async function pdfOf(document: DemoDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const writer = new LineWriter(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  writer.line('Homeowners association', { size: 12, color: MUTED });
  writer.line(document.title, { size: 18, font: 'bold' });
  writer.line(document.date, { size: 10, color: MUTED });
  for (const paragraph of document.paragraphs) {
    writer.gap(10);
    writer.paragraph(paragraph, { size: 11, reserve: 40 });
  }
  writer.footer('Demo content: replace it with your association\u2019s own documents.');
  return pdf.save();
}

/**
 * Puts the demo documents in the library the way an upload does (the file store, then the row with
 * its searchable text: the text is the one written, so no reading of the PDF is needed). Visible to
 * everyone, so the Important Links that point at them open for every visitor. Answers each
 * document's id by its key.
 */
export async function seedDemoDocuments(
  db: Db,
  day: (offset: number) => string,
): Promise<Record<DemoDocument['key'], string>> {
  const ids = {} as Record<DemoDocument['key'], string>;
  for (const document of demoDocuments(day)) {
    const bytes = Buffer.from(await pdfOf(document));
    const file = await saveFile(db, bytes, { maxBytes: bytes.length, detectType: detectDocumentType });
    const text = [document.title, ...document.paragraphs].join(' ').replace(/\s+/g, ' ').trim();
    const saved = await insertDocument(db, {
      title: document.title,
      category: document.category,
      visibility: 'public',
      date: document.date,
      file,
      text: searchableText(text),
      textState: 'indexed',
      createdBy: null,
    });
    ids[document.key] = saved.id;
  }
  return ids;
}

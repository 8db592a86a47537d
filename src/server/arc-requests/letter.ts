import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  ARC_PROJECT_TYPE_LABELS,
  ARC_STATUS_LABELS,
  type ArcProjectType,
  type ArcStatus,
} from '../../shared/arc-requests/arc-requests.ts';
import { formatLongDateIn, formatLongDay } from '../../shared/dates.ts';
import type { ArcRequestRow } from './table.ts';
import { LineWriter, MUTED, PAGE } from '../pdf/line-writer.ts';

export interface LetterCommunity {
  name: string;
  address: string;
  managementCompany: string;
  managerEmail: string;
  timeZone: string;
}

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

import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatLongDateIn, formatLongDay } from '../../shared/dates.ts';
import {
  NOTICE_RULES_WHERE,
  NOTICES_ACCOUNT_PATH,
  noticeCategoryLabel,
  noticeRuleFor,
} from '../../shared/notices/notices.ts';
import { LineWriter, MUTED, PAGE } from '../pdf/line-writer.ts';
import type { NoticeRow } from './table.ts';

export interface NoticeLetterCommunity {
  name: string;
  address: string;
  managementCompany: string;
  managerEmail: string;
  timeZone: string;
}

/** What the letter says of the report behind the notice: its reference and category, never its reporter. */
export interface NoticeLetterReport {
  reference: string;
  category: string;
}

/**
 * The one-page notice of violation to a home, made as the ACC decision letter is (pdf-lib, the
 * standard Helvetica, in memory): the community, the day it was sent, the home, the category and
 * what was seen, the rule, the cure-by day and how to answer. It is given only the notice, the
 * report's reference and category, and the community: it cannot name who reported the violation.
 */
export async function noticeLetter(
  notice: NoticeRow,
  report: NoticeLetterReport,
  community: NoticeLetterCommunity,
  publicUrl: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Notice of violation: ${notice.address}`);
  pdf.setAuthor(`${community.name} Board of Directors`);
  pdf.setSubject(`Notice of violation about report ${report.reference}`);
  pdf.setCreationDate(new Date(notice.createdAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const writer = new LineWriter(page, regular, bold);
  const accountUrl = `${publicUrl}${NOTICES_ACCOUNT_PATH}`;

  writer.line(community.name, { size: 18, font: 'bold' });
  writer.line('Board of Directors', { size: 12, color: MUTED });
  writer.line(community.address, { size: 10, color: MUTED });
  writer.gap(24);
  writer.line(formatLongDateIn(community.timeZone, notice.createdAt), { size: 11 });
  writer.gap(8);
  writer.line('To the residents of', { size: 11 });
  writer.line(notice.address, { size: 11, font: 'bold' });
  writer.gap(20);
  writer.line('Notice of violation', { size: 16, font: 'bold' });
  writer.gap(8);
  writer.field('Category', noticeCategoryLabel(report.category));
  writer.field('Reference', report.reference);
  writer.field('Please correct by', formatLongDay(notice.cureBy));
  writer.gap(12);
  writer.line('What was seen:', { size: 11, font: 'bold' });
  writer.paragraph(notice.message, {
    size: 11,
    reserve: 230,
    continued: '(continued on your account page)',
  });
  writer.gap(12);
  writer.line('The rule:', { size: 11, font: 'bold' });
  writer.paragraph(`${noticeRuleFor(report.category)} ${NOTICE_RULES_WHERE}`, { size: 10, reserve: 140 });
  writer.gap(12);
  writer.line('How to respond:', { size: 11, font: 'bold' });
  writer.paragraph(
    `Please correct the matter by ${formatLongDay(notice.cureBy)}. If you have questions, have already ` +
      `corrected it, or believe this notice is mistaken, answer on your account page (${accountUrl}), ` +
      `where this notice is listed, or write to the board care of ${community.managementCompany} ` +
      `at ${community.managerEmail}.`,
    { size: 10, reserve: 70 },
  );
  writer.gap(20);
  writer.line(`${community.name} Board of Directors`, { size: 11, font: 'bold' });
  writer.line(`${community.managementCompany} - ${community.managerEmail}`, { size: 10, color: MUTED });
  writer.footer('Keep this letter with your property records: it documents the notice the board sent.');
  return pdf.save();
}

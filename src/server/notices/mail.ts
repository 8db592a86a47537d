import type { FastifyInstance } from 'fastify';
import { formatLongDay } from '../../shared/dates.ts';
import {
  NOTICE_RULES_WHERE,
  NOTICES_ACCOUNT_PATH,
  noticeCategoryLabel,
  noticeRuleFor,
} from '../../shared/notices/notices.ts';
import { mailEnabled } from '../community/public.ts';
import { boardRecipient } from '../contact/delivery.ts';
import type { OutgoingMail } from '../mail/queries.ts';
import { residentsOfHome } from './queries.ts';
import type { NoticeRow } from './table.ts';

/**
 * The notices' mails, plain text through the outbox (kind `account`). Each function answers the mails
 * to store, read before the write's transaction (SQLite has one connection) and stored in it, so a
 * notice or an answer and its mails are written together or not at all. They are made
 * from the notice, the report's reference and category and the community only, so none can name who
 * reported the violation. The letter is not attached (the outbox carries no attachments): the mail
 * links to the account page, where the notice and its letter are.
 */

interface ReportFacts {
  id: string;
  reference: string;
  category: string;
}

/** The home's residents with a verified address: who is mailed a notice and the board's answers. */
async function homeRecipients(app: FastifyInstance, notice: NoticeRow) {
  const residents = await residentsOfHome(app.db, notice.homeId);
  return residents.filter((r) => r.emailVerifiedAt !== null);
}

function accountUrl(app: FastifyInstance): string {
  return `${app.config.publicUrl}${NOTICES_ACCOUNT_PATH}`;
}

/** The notice, to each resident of the home. */
export async function noticeMails(
  app: FastifyInstance,
  notice: NoticeRow,
  report: ReportFacts,
): Promise<OutgoingMail[]> {
  if (!mailEnabled(app)) return [];
  const recipients = await homeRecipients(app, notice);
  if (recipients.length === 0) return [];
  const community = await app.community.read();
  const text = [
    `The board of ${community.name} has sent a notice of violation to your home, ${notice.address} (reference ${report.reference}).`,
    '',
    `Category: ${noticeCategoryLabel(report.category)}`,
    '',
    'What was seen:',
    notice.message,
    '',
    `The rule: ${noticeRuleFor(report.category)} ${NOTICE_RULES_WHERE}`,
    '',
    `Please correct it by ${formatLongDay(notice.cureBy)}.`,
    '',
    `The notice, its letter (PDF) and a place to answer the board are on your account page: ${accountUrl(app)}`,
    `You may also write to the board care of ${community.managementCompany} at ${community.managerEmail}.`,
    '',
    `-- ${community.name} Board of Directors`,
  ].join('\n');
  return recipients.map((r): OutgoingMail => ({
    kind: 'account',
    to: r.email,
    subject: `Notice of violation: ${notice.address} - ${community.name}`,
    text,
  }));
}

/** A resident's answer, to the board: where contact messages go (CONTACT_TO, else the property manager). */
export async function answerMailsToBoard(
  app: FastifyInstance,
  notice: NoticeRow,
  report: ReportFacts,
  author: string,
  body: string,
): Promise<OutgoingMail[]> {
  if (!mailEnabled(app)) return [];
  const community = await app.community.read();
  const to = boardRecipient(app, community);
  if (!to) return [];
  const text = [
    `${author}, a resident of ${notice.address}, answered the notice of violation about report ${report.reference}:`,
    '',
    body,
    '',
    `Answer them on the report's page: ${app.config.publicUrl}/reports/${encodeURIComponent(report.id)}`,
  ].join('\n');
  return [
    {
      kind: 'account',
      to,
      subject: `Answer to the notice to ${notice.address} (${report.reference})`,
      text,
    },
  ];
}

/** The board's answer, to each resident of the home. */
export async function answerMailsToHome(
  app: FastifyInstance,
  notice: NoticeRow,
  report: ReportFacts,
  body: string,
): Promise<OutgoingMail[]> {
  if (!mailEnabled(app)) return [];
  const recipients = await homeRecipients(app, notice);
  if (recipients.length === 0) return [];
  const community = await app.community.read();
  const text = [
    `The board of ${community.name} answered about the notice of violation to ${notice.address} (reference ${report.reference}):`,
    '',
    body,
    '',
    `Read the notice and answer on your account page: ${accountUrl(app)}`,
    '',
    `-- ${community.name} Board of Directors`,
  ].join('\n');
  return recipients.map((r): OutgoingMail => ({
    kind: 'account',
    to: r.email,
    subject: `The board answered about the notice to ${notice.address} - ${community.name}`,
    text,
  }));
}

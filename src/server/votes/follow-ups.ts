import type { FastifyInstance } from 'fastify';
import { dayIn, formatLongDateTimeIn } from '../../shared/dates.ts';
import type { LibraryDocument } from '../../shared/documents/documents.ts';
import { VOTE_MESSAGES, type Vote } from '../../shared/votes/votes.ts';
import { mailEnabled } from '../community/public.ts';
import { deleteDocument, insertDocument } from '../documents/queries.ts';
import { searchableText } from '../documents/search-text.ts';
import { detectDocumentType } from '../files/content-types.ts';
import { deleteFile, saveFile } from '../files/store.ts';
import { HttpError } from '../http/errors.ts';
import { claimReminder, recordCertificateDocument, reminderRecipients, resultsOf } from './queries.ts';
import type { VoteRow } from './table.ts';

/**
 * What the board does around an open or closed vote (docs/product/votes.md): remind the homes
 * that have not voted, and file the certificate of the result with the minutes.
 */

/** Mails the residents of the homes that have not voted; once a day at most, while open. */
export async function remindHomes(app: FastifyInstance, row: VoteRow, vote: Vote) {
  if (vote.state !== 'open') throw new HttpError(409, VOTE_MESSAGES.remindOnlyOpen);
  if (!mailEnabled(app)) throw new HttpError(409, VOTE_MESSAGES.remindNoMail);
  if (!(await claimReminder(app.db, row.id))) throw new HttpError(409, VOTE_MESSAGES.remindedToday);
  const recipients = await reminderRecipients(app.db, row);
  const community = await app.community.read();
  const closes = formatLongDateTimeIn(community.timeZone, vote.closesAt);
  const text = [
    `Your home has not voted yet in "${vote.title}", a vote of ${community.name}.`,
    '',
    `Voting closes: ${closes}. ${vote.homesVoted} of ${vote.eligibleHomes} homes have voted; ${vote.quorumHomes} are needed for quorum.`,
    'One ballot per home: if someone else in your home votes first, yours is not needed.',
    '',
    `Vote here: ${app.config.publicUrl}/votes/${vote.id}`,
  ].join('\n');
  await app.outbox.send(
    recipients.map((r) => ({
      kind: 'account' as const,
      to: r.email,
      subject: `Reminder: vote on ${vote.title}`,
      text,
    })),
  );
  return { queued: recipients.length, homes: new Set(recipients.map((r) => r.homeId)).size };
}

/** Files the certificate in the library: meeting minutes, for residents, dated the closing day. */
export async function fileCertificate(
  app: FastifyInstance,
  row: VoteRow,
  vote: Vote,
  createdBy: string,
): Promise<LibraryDocument> {
  if (vote.state !== 'closed') throw new HttpError(409, VOTE_MESSAGES.resultsNotYet);
  if (row.certificateDocumentId) throw new HttpError(409, VOTE_MESSAGES.certificateFiled);
  const community = await app.community.read();
  const results = await resultsOf(app.db, vote);
  const { voteCertificate } = await import('./certificate.ts');
  const bytes = Buffer.from(await voteCertificate(vote, results, community));
  const file = await saveFile(app.db, bytes, { maxBytes: bytes.length, detectType: detectDocumentType });
  const title = `Result of the vote: ${vote.title}`.slice(0, 200);
  const document = await insertDocument(app.db, {
    title,
    category: 'minutes',
    visibility: 'residents',
    date: dayIn(community.timeZone, new Date(vote.closesAt)),
    file,
    text: searchableText(`${title} ${results.options.map((o) => `${o.label} ${o.votes}`).join(' ')}`),
    textState: 'indexed',
    createdBy,
  });
  // Two admins at once: the first filing stands, the second's copy is taken back.
  if (!(await recordCertificateDocument(app.db, row.id, document.id))) {
    const fileId = await deleteDocument(app.db, document.id);
    if (fileId) await deleteFile(app.db, fileId);
    throw new HttpError(409, VOTE_MESSAGES.certificateFiled);
  }
  return document;
}

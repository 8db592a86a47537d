import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatLongDateTimeIn } from '../../shared/dates.ts';
import type { Vote, VoteResults } from '../../shared/votes/votes.ts';
import { LineWriter, MUTED, PAGE } from '../pdf/line-writer.ts';

const KIND_TEXT = { election: 'Election', resolution: 'Resolution', poll: 'Poll' } as const;

/**
 * The certificate of a closed vote's result (docs/product/votes.md), to attach to the minutes: the community,
 * the question, the window, the eligible homes, the ballots, the counts, the quorum and whether a
 * resolution passed, and when it was generated. pdf-lib, in memory, as the ACC letters.
 */
export async function voteCertificate(
  vote: Vote,
  results: VoteResults,
  community: { name: string; address: string; timeZone: string },
  now = new Date(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Result: ${vote.title}`);
  pdf.setAuthor(community.name);
  pdf.setCreationDate(now);
  const writer = new LineWriter(
    pdf.addPage([PAGE.width, PAGE.height]),
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const when = (instant: string | Date) => formatLongDateTimeIn(community.timeZone, instant);

  writer.line(community.name, { size: 18, font: 'bold' });
  writer.line(community.address, { size: 10, color: MUTED });
  writer.gap(20);
  writer.line('Certificate of the result of a vote', { size: 14, font: 'bold' });
  writer.gap(8);
  writer.field('Vote', vote.title);
  writer.field(
    'Kind',
    `${KIND_TEXT[vote.kind]}${vote.maxChoices > 1 ? `, up to ${vote.maxChoices} choices` : ''}`,
  );
  writer.field('Voting', `${when(vote.opensAt)} to ${when(vote.closesAt)}`);
  writer.field(
    'Who votes',
    vote.voters === 'owners' ? 'Owners, one ballot per home' : 'Residents, one ballot per home',
  );
  writer.field('Ballot', vote.secret ? 'Secret' : 'Open');
  writer.field('Eligible homes', String(results.eligibleHomes));
  writer.field('Homes voted', String(results.homesVoted));
  writer.field(
    'Quorum',
    `${results.quorumHomes} homes (${vote.quorumPercent}%): ${results.quorumReached ? 'reached' : 'not reached'}`,
  );
  writer.gap(12);
  writer.line('Counts', { size: 12, font: 'bold' });
  for (const option of results.options) writer.field(option.label, String(option.votes));
  writer.field('Ballots', String(results.ballots));
  if (results.passed !== null) {
    writer.gap(12);
    writer.line(
      results.passed
        ? `The resolution passed (more than ${vote.passPercent}% Yes of Yes and No, quorum reached).`
        : `The resolution did not pass (it needed quorum and more than ${vote.passPercent}% Yes of Yes and No).`,
      { size: 12, font: 'bold' },
    );
  }
  writer.gap(16);
  writer.paragraph(
    `${results.receipts.length} receipts were counted; each voter can find theirs on the vote's page. No record links a receipt or a ballot to a home.`,
    { size: 10, reserve: 60 },
  );
  writer.footer(`Generated ${when(now)} by the ${community.name} website.`);
  return pdf.save();
}

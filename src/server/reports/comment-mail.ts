import type { FastifyInstance } from 'fastify';
import { mailEnabled } from '../community/public.ts';
import { statusMailRecipients } from './queries.ts';
import type { ReportRow } from './table.ts';

/**
 * Mails the board's public comment to the reporter and the followers (not the admin who wrote it),
 * through the outbox as the status mail goes, when this site sends mail. Internal notes and the
 * reporter's own comments mail nobody. The reporter is never named in it.
 */
export async function mailBoardComment(
  app: FastifyInstance,
  report: ReportRow,
  body: string,
  actorId: string,
): Promise<void> {
  if (!mailEnabled(app)) return;
  const recipients = await statusMailRecipients(app.db, report, actorId);
  if (recipients.length === 0) return;
  const community = await app.community.read();
  const text = [
    `The board of ${community.name} commented on the report ${report.reference}, "${report.title}":`,
    '',
    body,
    '',
    `See the report: ${app.config.publicUrl}/reports/${report.id}`,
  ].join('\n');
  await app.outbox.send(
    recipients.map((r) => ({
      kind: 'account' as const,
      to: r.email,
      subject: `Report ${report.reference}: a comment from the board`,
      text,
    })),
  );
}

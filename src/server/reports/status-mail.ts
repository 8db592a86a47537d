import type { FastifyInstance } from 'fastify';
import { formatLongDateIn } from '../../shared/dates.ts';
import { REOPEN_DAYS, REPORT_STATUS_LABELS, type ReportStatus } from '../../shared/reports/reports.ts';
import { mailEnabled } from '../community/public.ts';
import { statusMailRecipients } from './queries.ts';
import { reopenUntil } from './rules.ts';
import type { ReportRow } from './table.ts';

/**
 * Mails the reporter and the followers (not whoever made the change) that a report's status
 * changed, through the outbox, when this site sends mail. The reporter is never named in it.
 */
export async function mailStatusChange(
  app: FastifyInstance,
  report: ReportRow,
  note: string | null,
  actorId: string,
): Promise<void> {
  if (!mailEnabled(app)) return;
  const recipients = await statusMailRecipients(app.db, report, actorId);
  if (recipients.length === 0) return;
  const community = await app.community.read();
  const status = REPORT_STATUS_LABELS[report.status as ReportStatus];
  const link = `${app.config.publicUrl}/reports/${report.id}`;
  const resolved =
    report.status === 'resolved' && report.resolvedAt
      ? [
          'Is it fixed? If the problem is still there, the resident who reported it can reopen the report',
          `on its page within ${REOPEN_DAYS} days, until ${formatLongDateIn(community.timeZone, reopenUntil(report.resolvedAt))}.`,
          '',
        ]
      : [];
  const text = [
    `The report ${report.reference}, "${report.title}", to ${community.name} is now: ${status}.`,
    '',
    ...(note ? ['Note:', note, ''] : []),
    ...resolved,
    `See the report: ${link}`,
  ].join('\n');
  await app.outbox.send(
    recipients.map((r) => ({
      kind: 'account' as const,
      to: r.email,
      subject: `Report ${report.reference}: ${status}`,
      text,
    })),
  );
}

import { DatabaseBackup, TriangleAlert } from 'lucide-react';
import { BACKUP_STALE_DAYS, type BackupStatus } from '../../shared/backups.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { useCommunityDates } from '../community/community-dates.ts';
import { backupStatusPath } from './api.ts';

function describe(status: BackupStatus, when: (iso: string) => string): { text: string; warn: boolean } {
  const last = status.lastSuccess
    ? `Last backup written ${when(status.lastSuccess.finishedAt)} (${status.lastSuccess.file}).`
    : 'No backup has been written yet.';
  if (status.state === 'failed' && status.lastFailure) {
    return {
      text: `The last backup failed (${when(status.lastFailure.startedAt)}): ${status.lastFailure.error}. ${last}`,
      warn: true,
    };
  }
  if (status.state === 'stale') {
    return { text: `${last} That is more than ${BACKUP_STALE_DAYS} days ago: check the server.`, warn: true };
  }
  return { text: `${last} Daily at ${status.time}, the newest ${status.keep} kept.`, warn: false };
}

/** The admin dashboard's backup line: when the last scheduled backup was written, or a warning. */
export function BackupStatusCard() {
  const { data } = useApiQuery(backupStatusPath);
  const { dateTime } = useCommunityDates();
  if (!data || !data.enabled) return null;
  const { text, warn } = describe(data, dateTime);
  const Icon = warn ? TriangleAlert : DatabaseBackup;
  return (
    <section
      aria-labelledby="backup-heading"
      className={`mt-8 flex gap-3 rounded-xl p-5 ring-1 ${
        warn ? 'bg-red-50 text-red-900 ring-red-300' : 'bg-white text-slate-800 ring-slate-200'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
      <div>
        <h2 id="backup-heading" className="font-semibold">
          Backups
        </h2>
        <p role={warn ? 'alert' : undefined}>{text}</p>
      </div>
    </section>
  );
}

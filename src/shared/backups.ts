import { z } from 'zod';

/** A scheduled backup older than this is a warning on the admin dashboard. */
export const BACKUP_STALE_DAYS = 2;

/** GET /api/backups/status: whether backups are scheduled, the last one written, the last attempt. */
export const backupStatusSchema = z.object({
  /** BACKUP_DIR is set. */
  enabled: z.boolean(),
  /** HH:MM in the community's time zone, when enabled. */
  time: z.string().nullable(),
  keep: z.number().nullable(),
  lastSuccess: z.object({ finishedAt: z.string(), file: z.string(), bytes: z.number() }).nullable(),
  /** The last attempt, when it failed: when, and why. */
  lastFailure: z.object({ startedAt: z.string(), error: z.string() }).nullable(),
  /** 'ok', 'failed' (the last attempt), 'stale' (no backup in BACKUP_STALE_DAYS days), 'off'. */
  state: z.enum(['ok', 'failed', 'stale', 'off']),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

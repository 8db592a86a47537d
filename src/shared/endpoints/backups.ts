import { endpoint } from '../contract.ts';

/** Scheduled backups (BACKUP_DIR): admins see when the last one was written. */
export const BACKUPS = {
  status: endpoint('GET', '/api/backups/status', 'backups.read'),
};

import type { backupsContract } from '../../shared/contracts/backups.ts';
import { BACKUPS } from '../../shared/endpoints/backups.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof backupsContract>(BACKUPS);

/** When the last scheduled backup was written (admins). */
export const backupStatusPath = api.status.address();

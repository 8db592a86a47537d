import { backupStatusSchema } from '../backups.ts';
import { contract } from '../contract.ts';
import { BACKUPS } from '../endpoints/backups.ts';

export const backupsContract = {
  status: contract(BACKUPS.status, { responses: { 200: backupStatusSchema } }),
};

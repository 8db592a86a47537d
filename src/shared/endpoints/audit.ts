import { endpoint } from '../contract.ts';

/** The audit log: who wrote what, newest first, for admins. */
export const AUDIT = {
  /** `?actor=&kind=&limit=` */
  list: endpoint('GET', '/api/audit', 'audit.read'),
};

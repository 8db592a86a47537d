import { endpoint } from '../contract.ts';

/** The staff dashboard's work waiting: counts of what the caller may manage. */
export const WORK_WAITING = {
  counts: endpoint('GET', '/api/dashboard/work', 'staff.area'),
};

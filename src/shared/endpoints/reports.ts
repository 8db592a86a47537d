import { endpoint } from '../contract.ts';

/** Resident reports (docs/product/reports.md): residents report, the board (admins) works them. */
export const REPORTS = {
  /** Maintenance to approved residents and staff; a violation to its reporter and admins only. */
  list: endpoint('GET', '/api/reports', 'reports.read'),
  /** A violation is 404 to anyone but its reporter and admins. */
  one: endpoint('GET', '/api/reports/:id', 'reports.read'),
  create: endpoint('POST', '/api/reports', 'reports.submit'),
  /** A move the workflow refuses is 409. */
  status: endpoint('POST', '/api/reports/:id/status', 'reports.manage'),
  /** The reporter, within 14 days of resolved: back to in progress. */
  reopen: endpoint('POST', '/api/reports/:id/reopen', 'reports.submit'),
  /** "Me too" on a maintenance report. */
  follow: endpoint('POST', '/api/reports/:id/follow', 'reports.follow'),
  unfollow: endpoint('DELETE', '/api/reports/:id/follow', 'reports.follow'),
};

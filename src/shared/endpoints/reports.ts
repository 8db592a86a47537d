import { endpoint } from '../contract.ts';

/** Resident reports (docs/product/reports.md): residents report, the board (admins) works them. */
export const REPORTS = {
  /** Maintenance to approved residents and staff; a violation to its reporter and admins only. */
  list: endpoint('GET', '/api/reports', 'reports.read'),
  /** "Is it one of these?": open maintenance reports of a category near a point, nearest first. */
  nearby: endpoint('GET', '/api/reports/nearby', 'reports.read'),
  /** The open reports with a pin, for the map. */
  pins: endpoint('GET', '/api/reports/pins', 'reports.read'),
  /** A violation is 404 to anyone but its reporter and admins. */
  one: endpoint('GET', '/api/reports/:id', 'reports.read'),
  /** JSON, or multipart with the same fields and up to 5 images in `photos`. */
  create: endpoint('POST', '/api/reports', 'reports.submit'),
  /** A photo, with the report's own visibility. */
  photo: endpoint('GET', '/api/reports/:id/photos/:photoId', 'reports.read'),
  /** The board (public or internal) and the reporter (public). */
  comment: endpoint('POST', '/api/reports/:id/comments', 'reports.read'),
  /** A move the workflow refuses is 409. */
  status: endpoint('POST', '/api/reports/:id/status', 'reports.manage'),
  /** The reporter, within 14 days of resolved: back to in progress. */
  reopen: endpoint('POST', '/api/reports/:id/reopen', 'reports.submit'),
  /** "Me too" on a maintenance report. */
  follow: endpoint('POST', '/api/reports/:id/follow', 'reports.follow'),
  unfollow: endpoint('DELETE', '/api/reports/:id/follow', 'reports.follow'),
};

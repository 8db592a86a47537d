import { endpoint } from '../contract.ts';

/**
 * Violation notices (docs/product/notices.md): the board (admins) sends one to a home about a
 * violation report; the home's approved residents read and answer it. The object rules (a resident
 * of that home, or the board) are the handlers'; anyone else is told the notice does not exist.
 */
export const NOTICES = {
  /** A violation report only (409 on a maintenance report). */
  send: endpoint('POST', '/api/reports/:id/notice', 'reports.manage'),
  /** The notices sent about one report, newest first. */
  ofReport: endpoint('GET', '/api/reports/:id/notices', 'reports.manage'),
  /** The notices to the caller's linked home, newest first (no home: none). */
  mine: endpoint('GET', '/api/account/notices', 'user'),
  comment: endpoint('POST', '/api/notices/:id/comments', 'user'),
  letter: endpoint('GET', '/api/notices/:id/letter.pdf', 'user'),
};

import type { noticesContract } from '../../shared/contracts/notices.ts';
import { NOTICES } from '../../shared/endpoints/notices.ts';
import type { NoticeInput } from '../../shared/notices/notices.ts';
import { operations } from '../transport/operations.ts';

/** Violation notices to homes (docs/product/notices.md): the board sends, the home's residents answer. */
const api = operations<typeof noticesContract>(NOTICES);

/** The notices to the caller's linked home, newest first. */
export const myNoticesPath = api.mine.address();

/** The notices sent about one report (the board), newest first. */
export const reportNoticesPath = (reportId: string) => api.ofReport.address({ params: { id: reportId } });

/** The board sends a notice about a violation report to a home on the roll. */
export const sendNotice = (reportId: string, body: NoticeInput) =>
  api.send.call({ params: { id: reportId }, body });

/** An answer on a notice, by a resident of its home or the board: answers the notice. */
export const answerNotice = (id: string, body: string) =>
  api.comment.call({ params: { id }, body: { body } });

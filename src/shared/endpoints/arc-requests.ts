import { endpoint } from '../contract.ts';

/**
 * Architectural review (ACC) requests: approved residents submit them, a request is seen by its
 * resident and the committee only (the object rule `canSeeArcRequest`), and the committee moves it
 * through the workflow.
 */
export const ARC_REQUESTS = {
  /** `?status=`: the committee every request, anyone else their own, with counts per status. */
  list: endpoint('GET', '/api/arc-requests', 'user'),
  one: endpoint('GET', '/api/arc-requests/:id', 'user'),
  /** JSON, or multipart with the same fields and the `attachments` files. */
  submit: endpoint('POST', '/api/arc-requests', 'arc.submit'),
  changeStatus: endpoint('POST', '/api/arc-requests/:id/status', 'arc.review'),
  /** The resident's own: they take back a request not yet decided. */
  withdraw: endpoint('POST', '/api/arc-requests/:id/withdraw', 'user'),
  comment: endpoint('POST', '/api/arc-requests/:id/comments', 'user'),
  /** The committee's decision as a one-page PDF, once there is one. */
  letter: endpoint('GET', '/api/arc-requests/:id/letter', 'user'),
  attachment: endpoint('GET', '/api/arc-requests/:id/attachments/:attachmentId', 'user'),
};

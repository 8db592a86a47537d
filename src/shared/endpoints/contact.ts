import { endpoint } from '../contract.ts';

/**
 * The contact form: anyone may send (within a per-IP budget an hour); admins read, mark, archive
 * and delete what visitors sent.
 */
export const CONTACT = {
  /** 201 with the message as stored; a mail to the association goes through the outbox. */
  send: endpoint('POST', '/api/contact', 'public'),
  /** `?archived=&limit=`: the inbox (or the archive), newest first. */
  inbox: endpoint('GET', '/api/contact/messages', 'messages.manage'),
  /** The dashboard's unread count, and whether stored messages are also mailed on. */
  summary: endpoint('GET', '/api/contact/messages/summary', 'messages.manage'),
  /** Mark read or unread, archive or bring back. */
  update: endpoint('PATCH', '/api/contact/messages/:id', 'messages.manage'),
  remove: endpoint('DELETE', '/api/contact/messages/:id', 'messages.manage'),
};

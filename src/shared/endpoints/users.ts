import { endpoint } from '../contract.ts';

/**
 * The accounts, as the admins' users screen manages them (docs/product/accounts.md): a role, a resident request,
 * a reset link for a locked-out person, a deletion. Accounts are never created here: people
 * register themselves.
 */
export const USERS = {
  /** `?residentStatus=&emailVerified=`: newest first. */
  list: endpoint('GET', '/api/user', 'users.manage'),
  /** The original site changes a role with POST; PATCH, what a REST client expects, does the same. */
  changeRole: endpoint('POST', '/api/user/:id', 'users.manage'),
  updateRole: endpoint('PATCH', '/api/user/:id', 'users.manage'),
  remove: endpoint('DELETE', '/api/user/:id', 'users.manage'),
  /** Approves or declines a resident; the person is mailed the outcome. */
  decideResident: endpoint('POST', '/api/user/:id/resident', 'users.manage'),
  /** Mails a reset link (202 `{ message }`), or without SMTP answers the link to hand over (200 `{ resetUrl }`). */
  sendResetLink: endpoint('POST', '/api/user/:id/password-reset', 'users.manage'),
};

import { endpoint } from '../contract.ts';

/**
 * The signed-in person's own account (docs/product/accounts.md): every operation acts on the caller's account
 * only, so anyone signed in may call them. Those that take the password share the per-IP auth budget.
 */
export const ACCOUNT = {
  read: endpoint('GET', '/api/account', 'user'),
  update: endpoint('PATCH', '/api/account', 'user'),
  changePassword: endpoint('POST', '/api/account/password', 'user'),
  /** 202: a link is mailed to the new address, which applies once it is used. */
  changeEmail: endpoint('POST', '/api/account/email', 'user'),
  /** Mails the account's own address a verification link again. */
  resendVerification: endpoint('POST', '/api/account/verify-email', 'user'),
  remove: endpoint('DELETE', '/api/account', 'user'),
  requestResidency: endpoint('POST', '/api/account/resident-request', 'user'),
};

import { endpoint } from '../contract.ts';

/**
 * Signing up, in and out, and the links mailed to an account (password reset, email
 * verification). The writes share one per-IP budget.
 */
export const AUTH = {
  register: endpoint('POST', '/api/auth/register', 'public'),
  login: endpoint('POST', '/api/auth/login', 'public'),
  /** The signed-in user as the server knows them now (401: the session has ended). */
  me: endpoint('GET', '/api/auth/me', 'user'),
  /** Anyone may sign out: without a session there is nothing to end, and the cookies are cleared anyway. */
  logout: endpoint('POST', '/api/auth/logout', 'public'),
  /** Whether the site can mail reset links; without mail the sign-in page shows the manager's contacts. */
  resetAvailability: endpoint('GET', '/api/auth/password-reset', 'public'),
  /** 202 whether or not the address has an account. */
  forgotPassword: endpoint('POST', '/api/auth/forgot-password', 'public'),
  resetPassword: endpoint('POST', '/api/auth/reset-password', 'public'),
  /** Anyone holding a verification link may use it. */
  verifyEmail: endpoint('POST', '/api/auth/verify-email', 'public'),
};

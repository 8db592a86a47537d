import type { Generated } from 'kysely';

/** Sign-in sessions; only a digest of each token is stored. */
export interface SessionsTable {
  id: string;
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

/**
 * One-time links mailed to an account: password resets and email verifications (`purpose`). Only a
 * digest of each token is stored. `email` is the address a verification link proves (the new one,
 * for an email change); null for a reset link.
 */
export interface AccountTokensTable {
  id: string;
  userId: string;
  purpose: string;
  email: string | null;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
  /** The session that asked for an email change: it stays signed in when the change takes effect. */
  sessionId: Generated<string | null>;
}

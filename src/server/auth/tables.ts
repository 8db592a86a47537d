/** Sign-in sessions; only a digest of each token is stored. */
export interface SessionsTable {
  id: string;
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

/** One-time password reset links; only a digest of each token is stored. */
export interface PasswordResetsTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

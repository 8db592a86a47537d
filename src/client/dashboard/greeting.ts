/**
 * How long an account counts as new. On a first visit "Welcome back" is untrue; the account's age is
 * what the server knows (it keeps no last sign-in), and a day covers the first visit and the return
 * after confirming an email or an approval.
 */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** "Welcome, ana." for an account made in the last day, "Welcome back, ana." after. */
export function greetingFor(user: { username: string; createdAt: string }, now: number = Date.now()): string {
  const isNew = now - Date.parse(user.createdAt) < NEW_ACCOUNT_MS;
  return `${isNew ? 'Welcome' : 'Welcome back'}, ${user.username}.`;
}

import type { Account } from '../../shared/account.ts';
import { can as canAct } from '../../shared/policies.ts';
import { accountPath } from '../account/api.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';

/**
 * Whether the visitor may report, read against the policy table: at once from the session, then
 * from the account as it is now (an approval since sign-in counts).
 */
export function useReportAccess(): {
  allowed: boolean;
  account: Account | undefined;
  accountError: string | null;
} {
  const { can } = useAuth();
  const account = useApiQuery(accountPath, failure.text('Failed to load your account.'));
  const allowed = account.data ? canAct(account.data, 'reports.submit') : can('reports.submit');
  return { allowed, account: account.data, accountError: account.error };
}

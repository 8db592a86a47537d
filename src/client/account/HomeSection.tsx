import type { Account } from '../../shared/account.ts';
import { AccountSection } from './AccountSection.tsx';

const RELATION_TEXT = { owner: 'Owner', tenant: 'Tenant' } as const;

/** "Your home": the home on the community's roll the account is linked to, and how the person lives there. */
export function HomeSection({ account }: { account: Account }) {
  return (
    <AccountSection id="home" title="Your home">
      {account.home ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
          <dt className="font-medium text-slate-600">Address</dt>
          <dd className="[overflow-wrap:anywhere]">{account.home.address}</dd>
          <dt className="font-medium text-slate-600">Lot</dt>
          <dd>{account.home.lot ?? 'Not given'}</dd>
          <dt className="font-medium text-slate-600">Living there as</dt>
          <dd>{account.relation ? RELATION_TEXT[account.relation] : RELATION_TEXT.owner}</dd>
        </dl>
      ) : (
        <p className="text-slate-700">
          No home is linked to your account yet.{' '}
          {account.residentStatus === 'approved'
            ? "Ask the board to link your home on the community's roll."
            : 'The board links your home when it approves your resident request.'}
        </p>
      )}
    </AccountSection>
  );
}

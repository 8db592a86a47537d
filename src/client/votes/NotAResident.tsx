import type { Account } from '../../shared/account.ts';
import { cardClass } from '../components/ui/Card.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';

/**
 * Said to a signed-in member who is not an approved resident, in place of the votes: why, and
 * the way to become one (as the ACC requests page says it).
 */
export function NotAResident({ account }: { account: Account | undefined }) {
  return (
    <div className={cardClass('plain', 'lg', 'max-w-3xl text-slate-800')}>
      <p>The association&apos;s votes are open to approved residents: one ballot per home.</p>
      <p className="mt-2">
        {account?.residentStatus === 'pending'
          ? 'Your resident request is waiting for an admin. You can see the votes once it is approved.'
          : 'To become one, give your home address on your account page and ask to be approved as a resident; an admin of the association confirms it and links your account to your home.'}
      </p>
      <p className="mt-4">
        <TextLink to="/account">Open your account page</TextLink>
      </p>
    </div>
  );
}

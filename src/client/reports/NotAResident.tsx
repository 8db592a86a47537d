import type { Account } from '../../shared/account.ts';
import { cardClass } from '../components/ui/Card.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';

/**
 * Said to a signed-in member who is not an approved resident, in place of the reports: why, and
 * the way to become one (the API refuses them with the same advice).
 */
export function NotAResident({ account }: { account: Account | undefined }) {
  return (
    <div className={cardClass('plain', 'lg', 'max-w-3xl text-slate-800')}>
      <p>Only approved residents can report a problem and see the neighbourhood&apos;s reports.</p>
      <p className="mt-2">
        {account?.residentStatus === 'pending'
          ? 'Your resident request is waiting for an admin. You can report once it is approved.'
          : 'To become one, give your home address under "Resident status" on your account page and ask to be approved; an admin of the association confirms it.'}
      </p>
      <p className="mt-2">
        Something urgent or dangerous? Call the emergency services; for anything else the{' '}
        <TextLink to="/contactUs">contact form</TextLink> reaches the board.
      </p>
      <p className="mt-4">
        <TextLink to="/account">Open your account page</TextLink>
      </p>
    </div>
  );
}

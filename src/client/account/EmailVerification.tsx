import { useState } from 'react';
import { RESIDENT_STATUS_TEXT, type Account } from '../../shared/account.ts';
import { failure, failureText } from '../transport/failure.ts';
import { AccountSection } from './AccountSection.tsx';
import { resendVerification } from './api.ts';
import { Button } from '../components/ui/Button.tsx';

/** Whether the email is verified, and a fresh link when it is not (and the site sends mail). */
export function EmailVerification({ account, mailEnabled }: { account: Account; mailEnabled: boolean }) {
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    setNote(null);
    try {
      await resendVerification();
      setNote(`A new link is on its way to ${account.email}.`);
    } catch (error) {
      setNote(failureText(failure.serverFirst('Failed to send a new link.'), error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccountSection id="status" title="Account status">
      <dl className="space-y-2 text-slate-800">
        <div className="flex flex-wrap gap-2">
          <dt className="font-medium">Email:</dt>
          <dd>
            {account.email} ({account.emailVerified ? 'verified' : 'not verified'})
          </dd>
        </div>
        <div className="flex flex-wrap gap-2">
          <dt className="font-medium">Resident:</dt>
          <dd>{RESIDENT_STATUS_TEXT[account.residentStatus]}</dd>
        </div>
        <div className="flex flex-wrap gap-2">
          <dt className="font-medium">Role:</dt>
          <dd>{account.role}</dd>
        </div>
      </dl>
      {!account.emailVerified &&
        (mailEnabled ? (
          <div className="mt-4 space-y-2">
            <p className="text-slate-700">Open the link we emailed you to confirm your address.</p>
            <Button variant="secondary" disabled={busy} onClick={() => void resend()}>
              {busy ? 'Sending...' : 'Send a new link'}
            </Button>
          </div>
        ) : (
          <p className="mt-4 text-slate-700">
            This site does not send email, so your address stays unverified. Everything else works as usual.
          </p>
        ))}
      <p role="status" className="mt-2 text-sm text-slate-700">
        {note}
      </p>
    </AccountSection>
  );
}

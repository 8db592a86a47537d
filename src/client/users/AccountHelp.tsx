import { useState } from 'react';
import type { PublicUser } from '../../shared/auth.ts';
import { failure, failureText } from '../transport/failure.ts';
import { inputClass } from '../components/ui/FormField.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { decideResident, sendResetLink } from './api.ts';
import { Button } from '../components/ui/Button.tsx';

export type HelpResult =
  | { kind: 'message'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'link'; username: string; url: string };

/** The users screen's account help: resident decisions and reset links, and what the last one did. */
export function useAccountHelp(reload: () => void) {
  const [result, setResult] = useState<HelpResult | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<HelpResult>, failed: string) {
    setBusy(key);
    setResult(null);
    try {
      setResult(await action());
    } catch (error) {
      setResult({ kind: 'error', text: failureText(failure.withRefusal(failed), error) });
    } finally {
      setBusy(null);
    }
  }

  const decide = (user: PublicUser, approved: boolean) =>
    run(
      `${user.id}:resident`,
      async () => {
        await decideResident(user.id, approved);
        reload();
        return {
          kind: 'message',
          text: approved
            ? `${user.username} is now an approved resident.`
            : `${user.username} is no longer listed as a resident.`,
        };
      },
      'Failed to save the decision.',
    );

  const resetLink = (user: PublicUser) =>
    run(
      `${user.id}:reset`,
      async () => {
        const answer = await sendResetLink(user.id);
        return 'resetUrl' in answer
          ? { kind: 'link', username: user.username, url: answer.resetUrl }
          : { kind: 'message', text: answer.message };
      },
      'Failed to make a reset link.',
    );

  // Approving an account whose email is not verified is allowed (the admin may know the person),
  // but nothing shows the address is theirs: the screen asks first, in the site's own dialog.
  const [unverified, setUnverified] = useState<PublicUser | null>(null);
  const approve = (user: PublicUser) => (user.emailVerified ? void decide(user, true) : setUnverified(user));
  const confirmApproval = () => {
    const user = unverified;
    setUnverified(null);
    if (user) void decide(user, true);
  };
  const cancelApproval = () => setUnverified(null);

  return { result, busy, decide, resetLink, approve, unverified, confirmApproval, cancelApproval };
}

/** The question before approving a resident whose email is not verified: Approve anyway, or Cancel. */
export function UnverifiedApprovalDialog({ help }: { help: ReturnType<typeof useAccountHelp> }) {
  const user = help.unverified;
  return (
    <Modal open={user !== null} title="Email not verified" onClose={help.cancelApproval}>
      {user && (
        <div className="space-y-4 text-slate-700">
          <p>
            {user.username} has not confirmed their email address ({user.email}), so nothing shows that the
            address is theirs. An approved resident sees what is for residents only.
          </p>
          <p>Approve {user.username} as a resident anyway?</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={help.cancelApproval}>
              Cancel
            </Button>
            <Button onClick={help.confirmApproval}>Approve anyway</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/** What the last help action did: a sentence, or the one-time link to hand over (no SMTP). */
export function HelpOutcome({ result }: { result: HelpResult | null }) {
  return (
    <div role="status" className="mb-4">
      {result?.kind === 'message' && (
        <p className="rounded-md bg-brand-50 px-4 py-3 text-sm text-brand-900">{result.text}</p>
      )}
      {result?.kind === 'error' && (
        <p className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">{result.text}</p>
      )}
      {result?.kind === 'link' && (
        <div className="space-y-2 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <label htmlFor="handover-link" className="block font-medium">
            One-time reset link for {result.username}. This site does not send email: give it to them in
            person or by phone. It works once, for one hour.
          </label>
          <input
            id="handover-link"
            readOnly
            value={result.url}
            className={inputClass}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </div>
  );
}

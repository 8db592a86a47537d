import { useState } from 'react';
import type { PublicUser } from '../../shared/auth.ts';
import { failure, failureText } from '../transport/failure.ts';
import { inputClass } from '../components/ui/FormField.tsx';
import { decideResident, sendResetLink } from './api.ts';
import type { HomeLink, HomeRelation } from '../../shared/homes/homes.ts';
import type { StaffUser } from '../../shared/users.ts';
import { RELATION_TEXT, type HomeLinking } from './HomeLinkDialog.tsx';

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

  /** Declines a request, or takes back an approval (the home link goes with it). */
  const decline = (user: PublicUser) =>
    run(
      `${user.id}:resident`,
      async () => {
        await decideResident(user.id, { approved: false });
        reload();
        return { kind: 'message', text: `${user.username} is no longer listed as a resident.` };
      },
      'Failed to save the decision.',
    );

  // Approving and changing a home both pick the home in the site's dialog (HomeLinkDialog), which
  // also says when the email is unverified: approving is allowed (the admin may know the person).
  const [linking, setLinking] = useState<HomeLinking | null>(null);
  const approve = (user: StaffUser) => setLinking({ user, mode: 'approve' });
  const changeHome = (user: StaffUser) => setLinking({ user, mode: 'home' });
  const cancelLinking = () => setLinking(null);
  const confirmLinking = (user: StaffUser, home: HomeLink | null, relation: HomeRelation) => {
    const mode = linking?.mode;
    setLinking(null);
    void run(
      `${user.id}:resident`,
      async () => {
        await decideResident(user.id, { approved: true, homeId: home?.id ?? null, relation });
        reload();
        const where = home && `${home.address} (${RELATION_TEXT[relation].toLowerCase()})`;
        return {
          kind: 'message',
          text:
            mode === 'approve'
              ? `${user.username} is now an approved resident${where ? ` of ${where}` : ''}.`
              : where
                ? `${user.username} is now linked to ${where}.`
                : `${user.username} is no longer linked to a home.`,
        };
      },
      'Failed to save the decision.',
    );
  };

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

  return { result, busy, decline, resetLink, approve, changeHome, linking, confirmLinking, cancelLinking };
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

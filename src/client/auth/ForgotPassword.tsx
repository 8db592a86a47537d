import { useCommunity } from '../community/CommunityProvider.tsx';

/** Shown from "Forgot password?". */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const community = useCommunity();
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-emerald-950">Reset your password</h2>
      <p className="text-slate-700">
        Please contact the property manager, {community.managerName}, at{' '}
        <a className="text-emerald-800 underline" href={`mailto:${community.managerEmail}`}>
          {community.managerEmail}
        </a>{' '}
        or {community.managerPhone}.
      </p>
      <button type="button" className="text-sm font-medium text-emerald-800 underline" onClick={onBack}>
        Back to sign in
      </button>
    </div>
  );
}

import { useState } from 'react';
import { Navigate, useLocation } from '../app/router.tsx';
import { ExternalLink } from 'lucide-react';
import { AFTER_SIGN_IN, returnPathFromSearch } from '../../shared/return-path.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { useAuth } from './AuthProvider.tsx';
import { LazyForm } from '../components/lazy/LazyForm.tsx';
import { preloadable } from '../components/lazy/preloadable.tsx';
import { FORGOT_PASSWORD_FORM_ID, FORGOT_PASSWORD_PARAM } from './forgot-password-link.ts';

// The forms' code (react-hook-form, zod, the schemas, Radix tabs) loads when they are shown.
const SignInTabs = preloadable(async () => (await import('./SignInTabs.tsx')).SignInTabs);
const ForgotPassword = preloadable(async () => (await import('./ForgotPassword.tsx')).ForgotPassword);

export default function LoginPage() {
  const { isAuthenticated } = useAuth();
  const community = useCommunity();
  const location = useLocation();
  const [forgot, setForgot] = useState(() => new URLSearchParams(location.search).has(FORGOT_PASSWORD_PARAM));
  // A page that sends the visitor here may leave a notice, e.g. "Your password has been reset".
  const notice = (location.state as { notice?: string } | null)?.notice;
  // A staff page opened signed out sends the visitor here with ?next=; signing in returns there.
  const next = returnPathFromSearch(location.search);

  if (isAuthenticated) return <Navigate to={next ?? AFTER_SIGN_IN} replace />;

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">
        {next && !notice && !forgot && (
          <p
            role="status"
            className="mb-6 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900"
          >
            Please sign in to open that page. You will be taken there once you have signed in.
          </p>
        )}
        {notice && !forgot && (
          <p
            role="status"
            className="mb-6 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900"
          >
            {notice}
          </p>
        )}
        {forgot ? (
          <LazyForm>
            <ForgotPassword onBack={() => setForgot(false)} />
          </LazyForm>
        ) : (
          <LazyForm>
            <SignInTabs onForgotPassword={() => setForgot(true)} next={next} />
          </LazyForm>
        )}
        <form id={FORGOT_PASSWORD_FORM_ID} method="get" action="/login" hidden>
          {next && <input type="hidden" name="next" value={next} />}
        </form>
        <p className="mt-8 border-t border-slate-200 pt-6 text-center text-sm text-slate-600">
          Homeowner looking for your account with {community.managementCompany}?{' '}
          <a
            href={community.ownerPortalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-800 underline"
          >
            Owner portal
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        </p>
      </div>
    </div>
  );
}

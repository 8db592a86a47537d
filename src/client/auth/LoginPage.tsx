import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { ExternalLink } from 'lucide-react';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { useAuth } from './AuthProvider.tsx';
import { LazyForm } from '../components/lazy/LazyForm.tsx';
import { preloadable } from '../components/lazy/preloadable.tsx';

// Each form's code (react-hook-form, zod, the schemas) loads when the form is shown.
const SignInForm = preloadable(async () => (await import('./SignInForm.tsx')).SignInForm);
const RegisterForm = preloadable(async () => (await import('./RegisterForm.tsx')).RegisterForm);
const ForgotPassword = preloadable(async () => (await import('./ForgotPassword.tsx')).ForgotPassword);

type Tab = 'signin' | 'register';

export default function LoginPage() {
  const { isAuthenticated } = useAuth();
  const community = useCommunity();
  const [tab, setTab] = useState<Tab>('signin');
  const [forgot, setForgot] = useState(false);
  // A page that sends the visitor here may leave a notice, e.g. "Your password has been reset".
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  if (isAuthenticated) return <Navigate to="/admin/dashboard" replace />;

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">
        {notice && !forgot && (
          <p
            role="status"
            className="mb-6 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
          >
            {notice}
          </p>
        )}
        {forgot ? (
          <LazyForm>
            <ForgotPassword onBack={() => setForgot(false)} />
          </LazyForm>
        ) : (
          <>
            <h1 className="mb-6 text-center text-2xl font-bold text-emerald-950">
              {tab === 'signin' ? 'Welcome Back' : 'Create Account'}
            </h1>
            <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
              <Tabs.List
                aria-label="Sign in or register"
                className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
              >
                <Tabs.Trigger
                  value="signin"
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-emerald-900 data-[state=active]:shadow"
                >
                  Sign In
                </Tabs.Trigger>
                <Tabs.Trigger
                  value="register"
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-emerald-900 data-[state=active]:shadow"
                >
                  Register
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="signin">
                <LazyForm>
                  <SignInForm onForgotPassword={() => setForgot(true)} />
                </LazyForm>
              </Tabs.Content>
              <Tabs.Content value="register">
                <LazyForm>
                  <RegisterForm />
                </LazyForm>
              </Tabs.Content>
            </Tabs.Root>
          </>
        )}
        <p className="mt-8 border-t border-slate-200 pt-6 text-center text-sm text-slate-600">
          Homeowner looking for your account with {community.managementCompany}?{' '}
          <a
            href={community.ownerPortalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-emerald-800 underline"
          >
            Owner portal
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        </p>
      </div>
    </div>
  );
}

import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { RegisterForm } from './RegisterForm.tsx';
import { SignInForm } from './SignInForm.tsx';

type Tab = 'signin' | 'register';

/** The sign-in page's two forms, as tabs: Sign In (default) and Register. */
export function SignInTabs({
  onForgotPassword,
  next,
}: {
  onForgotPassword: () => void;
  /** Where to go once signed in (a same-site path from ?next=), else the dashboard. */
  next: string | null;
}) {
  const [tab, setTab] = useState<Tab>('signin');
  return (
    <>
      <h1 className="mb-6 text-center text-2xl font-bold text-brand-950">
        {tab === 'signin' ? 'Welcome Back' : 'Create Account'}
      </h1>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List
          aria-label="Sign in or register"
          className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
        >
          <Tabs.Trigger
            value="signin"
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow"
          >
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger
            value="register"
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow"
          >
            Register
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin">
          <SignInForm onForgotPassword={onForgotPassword} next={next} />
        </Tabs.Content>
        <Tabs.Content value="register">
          <RegisterForm next={next} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

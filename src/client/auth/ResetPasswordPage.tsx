import { useSearchParams } from '../app/router.tsx';
import { LazyForm } from '../components/lazy/LazyForm.tsx';
import { preloadable } from '../components/lazy/preloadable.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';

// The form's code (react-hook-form, zod, the schema) loads when the form is shown.
const ResetPasswordForm = preloadable(
  async () => (await import('./ResetPasswordForm.tsx')).ResetPasswordForm,
);

/** /reset-password?token=...: the page the mailed link opens. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">
        <h1 className="mb-6 text-center text-2xl font-bold text-brand-950">Choose a New Password</h1>
        {token ? (
          <LazyForm>
            <ResetPasswordForm token={token} />
          </LazyForm>
        ) : (
          <p className="text-slate-700">
            This page needs the link from your password reset email.{' '}
            <TextLink to="/login">Go to sign in</TextLink> and choose &quot;Forgot password?&quot; to get a
            new one.
          </p>
        )}
      </div>
    </div>
  );
}

import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '../../shared/auth.ts';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { resetPassword } from './api.ts';
import { AUTH_FAILED, AuthForm, NewPasswordFields } from './AuthFormParts.tsx';

/** /reset-password?token=...: the page the mailed link opens. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">
        <h1 className="mb-6 text-center text-2xl font-bold text-emerald-950">Choose a New Password</h1>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p className="text-slate-700">
            This page needs the link from your password reset email.{' '}
            <Link to="/login" className="font-medium text-emerald-800 underline">
              Go to sign in
            </Link>{' '}
            and choose &quot;Forgot password?&quot; to get a new one.
          </p>
        )}
      </div>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useApiForm({
    idPrefix: 'reset',
    schema: resetPasswordSchema,
    mode: 'onChange',
    defaultValues: { token, password: '', confirmPassword: '' },
    submit: resetPassword,
    failure: AUTH_FAILED,
    onDone: ({ message }) => navigate('/login', { replace: true, state: { notice: message } }),
  });

  return (
    <AuthForm form={form} label="Reset password" submitLabel="Reset Password" busyLabel="Saving...">
      <NewPasswordFields form={form} label="New Password" />
    </AuthForm>
  );
}

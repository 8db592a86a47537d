import { useNavigate } from '../app/router.tsx';
import { resetPasswordSchema } from '../../shared/auth.ts';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { resetPassword } from './api.ts';
import { AUTH_FAILED, AuthForm, NewPasswordFields } from './AuthFormParts.tsx';

/** The new-password form of the page the mailed reset link opens. */
export function ResetPasswordForm({ token }: { token: string }) {
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
    <AuthForm
      form={form}
      label="Reset password"
      fields={{ password: 'New Password', confirmPassword: 'Confirm Password' }}
      submitLabel="Reset Password"
      busyLabel="Saving..."
    >
      <NewPasswordFields form={form} label="New Password" />
    </AuthForm>
  );
}

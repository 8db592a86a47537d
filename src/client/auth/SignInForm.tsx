import { loginSchema } from '../../shared/auth.ts';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { signIn } from './api.ts';
import { AUTH_FAILED, AuthForm } from './AuthFormParts.tsx';
import { FORGOT_PASSWORD_FORM_ID } from './forgot-password-link.ts';
import { useAuth } from './AuthProvider.tsx';

/** `next`: the page to open after signing in (already checked as a path of this site). */
export function SignInForm({
  onForgotPassword,
  next,
}: {
  onForgotPassword: () => void;
  next: string | null;
}) {
  const { login } = useAuth();
  const form = useApiForm({
    idPrefix: 'signin',
    schema: loginSchema,
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
    submit: signIn,
    failure: AUTH_FAILED,
    onDone: ({ token, user }) => login(token, user, next),
  });

  return (
    <AuthForm
      form={form}
      label="Sign in"
      fields={{ email: 'Email', password: 'Password' }}
      submitLabel="Sign In"
      busyLabel="Signing In..."
    >
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
      <Field
        form={form}
        name="password"
        label="Password"
        control="password"
        autoComplete="current-password"
      />
      <div className="flex justify-end">
        {/* Before the page's code has run, the button submits the plain GET form LoginPage renders
            (/login?forgot=1 opens the panel from the server); after, it only switches the panel. */}
        <button
          type="submit"
          form={FORGOT_PASSWORD_FORM_ID}
          name="forgot"
          value="1"
          className="text-sm font-medium text-brand-800 underline"
          onClick={(event) => {
            event.preventDefault();
            onForgotPassword();
          }}
        >
          Forgot password?
        </button>
      </div>
    </AuthForm>
  );
}

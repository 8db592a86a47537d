import { registerSchema } from '../../shared/auth.ts';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { signUp } from './api.ts';
import { AUTH_FAILED, SubmitButton } from './AuthFormParts.tsx';
import { useAuth } from './AuthProvider.tsx';

export function RegisterForm() {
  const { login } = useAuth();
  const form = useApiForm({
    idPrefix: 'register',
    schema: registerSchema,
    mode: 'onChange',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
    submit: signUp,
    failure: AUTH_FAILED,
    onDone: ({ token, user }) => login(token, user),
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4" aria-label="Register">
      <ErrorBanner message={form.failure} />
      <Field form={form} name="username" label="Username" autoComplete="username" />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
      <Field
        form={form}
        name="password"
        label="Password"
        control="password"
        options={{ deps: ['confirmPassword'] }}
        autoComplete="new-password"
      />
      <Field
        form={form}
        name="confirmPassword"
        label="Confirm Password"
        control="password"
        autoComplete="new-password"
      />
      <SubmitButton form={form} busyLabel="Creating Account...">
        Create Account
      </SubmitButton>
    </form>
  );
}

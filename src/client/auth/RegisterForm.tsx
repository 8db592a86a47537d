import { registerSchema } from '../../shared/auth.ts';
import { MAX, MIN } from '../../shared/limits.ts';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { signUp } from './api.ts';
import { AUTH_FAILED, AuthForm, NewPasswordFields } from './AuthFormParts.tsx';
import { useAuth } from './AuthProvider.tsx';

/** `next`: the page to open once the account exists (already checked as a path of this site). */
export function RegisterForm({ next }: { next: string | null }) {
  const { login } = useAuth();
  const form = useApiForm({
    idPrefix: 'register',
    schema: registerSchema,
    mode: 'onChange',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
    submit: signUp,
    failure: AUTH_FAILED,
    onDone: ({ token, user }) => login(token, user, next),
  });

  return (
    <AuthForm
      form={form}
      label="Register"
      fields={{
        username: 'Username',
        email: 'Email',
        password: 'Password',
        confirmPassword: 'Confirm Password',
      }}
      submitLabel="Create Account"
      busyLabel="Creating Account..."
    >
      <Field
        form={form}
        name="username"
        label="Username"
        autoComplete="username"
        hint={`${MIN.username} to ${MAX.username} characters: letters, numbers, underscores, dots and hyphens.`}
      />
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
      <NewPasswordFields form={form} label="Password" />
    </AuthForm>
  );
}

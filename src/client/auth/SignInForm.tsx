import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '../../shared/auth.ts';
import { messageOf } from '../api/client.ts';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { PasswordInput } from '../components/ui/PasswordInput.tsx';
import { signIn } from './api.ts';
import { useAuth } from './AuthProvider.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { login } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { token, user } = await signIn(values);
      login(token, user);
    } catch (error) {
      setServerError(messageOf(error, 'An unknown error occurred'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <ErrorBanner message={serverError} />
      <FormField id="signin-email" label="Email" error={errors.email?.message}>
        <input
          {...register('email')}
          {...fieldA11y('signin-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          className={inputClass}
        />
      </FormField>
      <FormField id="signin-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          {...register('password')}
          {...fieldA11y('signin-password', errors.password?.message)}
          toggleLabel="password"
          autoComplete="current-password"
          className={inputClass}
        />
      </FormField>
      <div className="flex justify-end">
        <button
          type="button"
          className="text-sm font-medium text-emerald-800 underline"
          onClick={onForgotPassword}
        >
          Forgot password?
        </button>
      </div>
      <button
        type="submit"
        disabled={!isValid || isSubmitting}
        className="w-full rounded-md bg-emerald-800 px-4 py-2.5 font-semibold text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema, type RegisterInput } from '../../shared/auth.ts';
import { messageOf } from '../api/client.ts';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { PasswordInput } from '../components/ui/PasswordInput.tsx';
import { signUp } from './api.ts';
import { useAuth } from './AuthProvider.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';

export function RegisterForm() {
  const { login } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onChange',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { token, user } = await signUp(values);
      login(token, user);
    } catch (error) {
      setServerError(messageOf(error, 'An unknown error occurred'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Register">
      <ErrorBanner message={serverError} />
      <FormField id="register-username" label="Username" error={errors.username?.message}>
        <input
          {...register('username')}
          {...fieldA11y('register-username', errors.username?.message)}
          autoComplete="username"
          className={inputClass}
        />
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        <input
          {...register('email')}
          {...fieldA11y('register-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          className={inputClass}
        />
      </FormField>
      <FormField id="register-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          {...register('password', { deps: ['confirmPassword'] })}
          {...fieldA11y('register-password', errors.password?.message)}
          toggleLabel="password"
          autoComplete="new-password"
          className={inputClass}
        />
      </FormField>
      <FormField id="register-confirm" label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          {...register('confirmPassword')}
          {...fieldA11y('register-confirm', errors.confirmPassword?.message)}
          toggleLabel="confirm password"
          autoComplete="new-password"
          className={inputClass}
        />
      </FormField>
      <button
        type="submit"
        disabled={!isValid || isSubmitting}
        className="w-full rounded-md bg-emerald-800 px-4 py-2.5 font-semibold text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}

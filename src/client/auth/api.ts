import type { z } from 'zod';
import type {
  forgotPasswordSchema,
  LoginInput,
  RegisterInput,
  resetPasswordSchema,
} from '../../shared/auth.ts';
import type { authContract } from '../../shared/contracts/auth.ts';
import { AUTH } from '../../shared/endpoints/auth.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof authContract>(AUTH);

export const signIn = (input: LoginInput) => api.login.call({ body: input });

export const signUp = (input: RegisterInput) => api.register.call({ body: input });

export const signOut = () => api.logout.call();

/** The signed-in user as the server knows them now (a 401 means the session has ended). */
export const fetchMe = (signal?: AbortSignal) => api.me.call({ signal });

export const requestResetLink = (input: z.infer<typeof forgotPasswordSchema>) =>
  api.forgotPassword.call({ body: input });

export const resetPassword = (input: z.infer<typeof resetPasswordSchema>) =>
  api.resetPassword.call({ body: input });

/** Uses an email verification link (anyone holding it may). */
export const verifyEmail = (token: string) => api.verifyEmail.call({ body: { token } });

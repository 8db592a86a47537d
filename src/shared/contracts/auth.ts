import { verifyEmailSchema } from '../account.ts';
import { noContent } from '../api.ts';
import {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  publicUserSchema,
  registerSchema,
  resetPasswordSchema,
} from '../auth.ts';
import { contract } from '../contract.ts';
import { AUTH } from '../endpoints/auth.ts';
import { passwordResetAvailabilitySchema, resetMessageSchema } from '../password-reset.ts';

export const authContract = {
  register: contract(AUTH.register, { body: registerSchema, responses: { 201: authResponseSchema } }),
  login: contract(AUTH.login, { body: loginSchema, responses: { 200: authResponseSchema } }),
  me: contract(AUTH.me, { responses: { 200: publicUserSchema } }),
  logout: contract(AUTH.logout, { responses: { 204: noContent } }),
  resetAvailability: contract(AUTH.resetAvailability, {
    responses: { 200: passwordResetAvailabilitySchema },
  }),
  forgotPassword: contract(AUTH.forgotPassword, {
    body: forgotPasswordSchema,
    responses: { 202: resetMessageSchema },
  }),
  resetPassword: contract(AUTH.resetPassword, {
    body: resetPasswordSchema,
    responses: { 200: resetMessageSchema },
  }),
  verifyEmail: contract(AUTH.verifyEmail, { body: verifyEmailSchema, responses: { 204: noContent } }),
};

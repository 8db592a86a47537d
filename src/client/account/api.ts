import type {
  AccountDelete,
  AccountPatch,
  EmailChange,
  PasswordChange,
  ResidentRequest,
} from '../../shared/account.ts';
import type { accountContract } from '../../shared/contracts/account.ts';
import { ACCOUNT } from '../../shared/endpoints/account.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof accountContract>(ACCOUNT);

/** The signed-in person's own account (docs/product/accounts.md). */
export const accountPath = api.read.address();

export const updateAccount = (input: AccountPatch) => api.update.call({ body: input });

export const changePassword = (input: PasswordChange) => api.changePassword.call({ body: input });

export const changeEmail = (input: EmailChange) => api.changeEmail.call({ body: input });

export const resendVerification = () => api.resendVerification.call();

export const requestResidentStatus = (input: ResidentRequest) => api.requestResidency.call({ body: input });

export const deleteAccount = (input: AccountDelete) => api.remove.call({ body: input });

/** Public: uses the token of a mailed verification link. */
export { verifyEmail } from '../auth/api.ts';

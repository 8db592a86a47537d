import type { AnswerOf } from '../../shared/contract.ts';
import type { usersContract } from '../../shared/contracts/users.ts';
import { USERS } from '../../shared/endpoints/users.ts';
import type { Role } from '../../shared/roles.ts';
import type { ApiList } from '../transport/collection.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof usersContract>(USERS);

/** Accounts, newest first. Users are never created here: people register themselves. */
export const userList: ApiList<Users[number], Users> = {
  path: api.list.address(),
  items: (answer) => answer,
};
type Users = AnswerOf<typeof usersContract.list>;

export const updateUserRole = (id: string, role: Role) =>
  api.changeRole.call({ params: { id }, body: { role } });

export const deleteUser = (id: string) => api.remove.call({ params: { id } });

/** Approves (true) or declines (false) a resident; the person is mailed the outcome. */
export const decideResident = (id: string, approved: boolean) =>
  api.decideResident.call({ params: { id }, body: { approved } });

/** Mails a reset link (`{ message }`), or without SMTP answers the link to hand over (`{ resetUrl }`). */
export const sendResetLink = (id: string) => api.sendResetLink.call({ params: { id } });

import { USERS_PAGE } from '../../shared/account.ts';
import type { AnswerOf, InputOf } from '../../shared/contract.ts';
import { cursorAfterFullPage } from '../../shared/paging/cursor.ts';
import type { usersContract } from '../../shared/contracts/users.ts';
import { USERS } from '../../shared/endpoints/users.ts';
import type { Role } from '../../shared/roles.ts';
import type { ResidentDecision } from '../../shared/account.ts';
import type { ApiList } from '../transport/collection.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof usersContract>(USERS);

/**
 * Accounts, newest first, a page at a time, found by the server (a search covers every account, not
 * only the pages read). Users are never created here: people register themselves.
 */
export const userList = (query: UserQuery): ApiList<Users[number], Users> => ({
  path: api.list.address({ query }),
  items: (answer) => answer,
  // A bare array: a full page means there may be more, after its last (createdAt, id).
  nextPage: (answer) => cursorAfterFullPage(answer, USERS_PAGE, (u) => [u.createdAt, u.id]),
});
type Users = AnswerOf<typeof usersContract.list>;
type UserQuery = NonNullable<InputOf<typeof usersContract.list>['query']>;

export const updateUserRole = (id: string, role: Role) =>
  api.changeRole.call({ params: { id }, body: { role } });

export const deleteUser = (id: string) => api.remove.call({ params: { id } });

/**
 * Approves or declines a resident, or links them to a home (moves, unlinks); the person is mailed
 * when their status changes.
 */
export const decideResident = (id: string, decision: ResidentDecision) =>
  api.decideResident.call({ params: { id }, body: decision });

/** Mails a reset link (`{ message }`), or without SMTP answers the link to hand over (`{ resetUrl }`). */
export const sendResetLink = (id: string) => api.sendResetLink.call({ params: { id } });

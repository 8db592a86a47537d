import { z } from 'zod';
import {
  accountMessageSchema,
  residentDecisionSchema,
  resetUrlSchema,
  userListQuerySchema,
} from '../account.ts';
import { idParamsSchema, noContent } from '../api.ts';
import { publicUserSchema } from '../auth.ts';
import { contract } from '../contract.ts';
import { USERS } from '../endpoints/users.ts';
import { roleUpdateSchema, staffUserSchema } from '../users.ts';

const roleChange = { params: idParamsSchema, body: roleUpdateSchema, responses: { 200: publicUserSchema } };

export const usersContract = {
  list: contract(USERS.list, { query: userListQuerySchema, responses: { 200: z.array(staffUserSchema) } }),
  changeRole: contract(USERS.changeRole, roleChange),
  updateRole: contract(USERS.updateRole, roleChange),
  remove: contract(USERS.remove, { params: idParamsSchema, responses: { 204: noContent } }),
  decideResident: contract(USERS.decideResident, {
    params: idParamsSchema,
    body: residentDecisionSchema,
    responses: { 200: staffUserSchema },
  }),
  sendResetLink: contract(USERS.sendResetLink, {
    params: idParamsSchema,
    responses: { 202: accountMessageSchema, 200: resetUrlSchema },
  }),
};

import {
  accountDeleteSchema,
  accountMessageSchema,
  accountPatchSchema,
  accountSchema,
  emailChangeSchema,
  passwordChangeSchema,
  residentRequestSchema,
} from '../account.ts';
import { noContent } from '../api.ts';
import { contract } from '../contract.ts';
import { ACCOUNT } from '../endpoints/account.ts';

export const accountContract = {
  read: contract(ACCOUNT.read, { responses: { 200: accountSchema } }),
  update: contract(ACCOUNT.update, { body: accountPatchSchema, responses: { 200: accountSchema } }),
  changePassword: contract(ACCOUNT.changePassword, {
    body: passwordChangeSchema,
    responses: { 204: noContent },
  }),
  changeEmail: contract(ACCOUNT.changeEmail, {
    body: emailChangeSchema,
    responses: { 202: accountMessageSchema },
  }),
  resendVerification: contract(ACCOUNT.resendVerification, { responses: { 204: noContent } }),
  remove: contract(ACCOUNT.remove, { body: accountDeleteSchema, responses: { 204: noContent } }),
  requestResidency: contract(ACCOUNT.requestResidency, {
    body: residentRequestSchema,
    responses: { 200: accountSchema },
  }),
};

import { contract } from '../contract.ts';
import { WORK_WAITING } from '../endpoints/work-waiting.ts';
import { workWaitingSchema } from '../work-waiting.ts';

export const workWaitingContract = {
  counts: contract(WORK_WAITING.counts, { responses: { 200: workWaitingSchema } }),
};

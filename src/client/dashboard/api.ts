import type { workWaitingContract } from '../../shared/contracts/work-waiting.ts';
import { WORK_WAITING } from '../../shared/endpoints/work-waiting.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof workWaitingContract>(WORK_WAITING);

/** The staff's work waiting: each count the caller may manage (GET /api/dashboard/work). */
export const workWaitingPath = api.counts.address();

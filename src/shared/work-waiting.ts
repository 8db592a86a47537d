import { z } from 'zod';

/**
 * GET /api/dashboard/work: the staff's work waiting, each count present only when the caller may
 * manage that work (docs/product/staff-area.md, "Work waiting"): a moderator gets none of these.
 */
export const workWaitingSchema = z.object({
  /** Accounts asking to be approved as residents (users.manage). */
  residentRequests: z.number().optional(),
  /** Contact messages in the inbox not read yet (messages.manage). */
  unreadMessages: z.number().optional(),
  /** ACC requests waiting for the committee, and those of them past their decision day (arc.review). */
  openArcRequests: z.number().optional(),
  overdueArcRequests: z.number().optional(),
  /** Resident reports in status new, not yet looked at by the board (reports.manage). */
  newReports: z.number().optional(),
});
export type WorkWaiting = z.infer<typeof workWaitingSchema>;

import { z } from 'zod';
import { storedIds } from './api.ts';

/** Shapes of announcements by email (docs/product/announcements.md). */

/** What an announce answers (202): how many mails were queued. */
export const announceAnswerSchema = z.object({ queued: z.number() });

/**
 * One announcement: `queued` is how many mails it queued, `sent` how many the mail server has
 * accepted so far, `failed` how many were given up; the rest are still on their way.
 */
export const announcementSchema = z.object({
  ...storedIds,
  newsId: z.string(),
  title: z.string(),
  createdAt: z.string(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** GET /api/announcements */
export const announcementListSchema = z.object({ items: z.array(announcementSchema) });
export type AnnouncementList = z.infer<typeof announcementListSchema>;

export const ALREADY_ANNOUNCED = 'This news item has already been emailed to subscribers.';

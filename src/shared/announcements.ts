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

/** Asked in the site's dialog before a save that also emails an item, and before the screen's "Email". */
export const ANNOUNCE_QUESTION =
  'Email this news item to every subscriber now? This cannot be undone, and an item is emailed only once.';

export const ALREADY_ANNOUNCED = 'This news item has already been emailed to subscribers.';

/**
 * GET /api/announcements/audience: who an announcement would reach now. Asked before "Email this to
 * subscribers", so staff are warned before an item's one announce is spent on nobody.
 */
export const announcementAudienceSchema = z.object({
  /** Whether the site can send mail at all (SMTP configured). */
  mailEnabled: z.boolean(),
  /** Confirmed subscribers: how many mails an announcement would queue. */
  confirmed: z.number(),
});
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

/** Why an announce is refused (409) with nothing written: it would reach no one. */
export const ANNOUNCE_REFUSED = {
  noMail:
    'This site does not send email (no mail server is configured), so no one would get this news item. Nothing was sent; the item can still be emailed once mail is set up.',
  noSubscribers:
    'No one has confirmed a subscription yet, so no one would get this news item. Nothing was sent; the item can still be emailed once someone subscribes.',
} as const;

/** What the staff screens say instead of offering to email an item that would reach no one. */
export const ANNOUNCE_WARNING = {
  noMail:
    'Emailing news is off: this site does not send email, because no mail server is configured. An item can be emailed once an operator sets SMTP_URL.',
  noSubscribers:
    'No one has confirmed a subscription to news by email yet, so an email would reach no one. An item can be emailed once someone subscribes.',
} as const;

/** Why an announce would reach no one now, or null when its mails would go out. */
export function announceBlocker(audience: AnnouncementAudience): keyof typeof ANNOUNCE_REFUSED | null {
  if (!audience.mailEnabled) return 'noMail';
  if (audience.confirmed === 0) return 'noSubscribers';
  return null;
}

import { Mail } from 'lucide-react';
import type { Announcement } from '../../shared/announcements.ts';
import { useCommunityDates } from '../community/community-dates.ts';

/**
 * How far an announcement's mail has gone: `queued` mails in all, of which `sent` the mail server
 * accepted and `failed` were given up; the rest are still on their way.
 */
export function AnnouncementStatus({ announcement }: { announcement: Announcement }) {
  const { queued, sent, failed } = announcement;
  const waiting = queued - sent - failed;
  const { date } = useCommunityDates();
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
      <Mail aria-hidden="true" size={16} className="text-brand-800" />
      <span>
        Emailed to subscribers {date(announcement.createdAt)}: {queued} queued, {sent} sent, {failed} failed
        {waiting > 0 ? `, ${waiting} on the way` : ''}.
      </span>
    </p>
  );
}

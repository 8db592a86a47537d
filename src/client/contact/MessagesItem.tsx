import { Archive, ArchiveRestore, Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import type { DeliveryStatus, InboxMessage } from '../../shared/contact/inbox.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { replyLink } from './reply-link.ts';
import { Button } from '../components/ui/Button.tsx';
import { useCommunityDates } from '../community/community-dates.ts';

const DELIVERY: Record<DeliveryStatus, { label: string; className: string }> = {
  delivered: { label: 'Mail: Delivered', className: 'bg-brand-100 text-brand-900' },
  pending: { label: 'Mail: Pending', className: 'bg-amber-100 text-amber-900' },
  failed: { label: 'Mail: Failed', className: 'bg-red-100 text-red-900' },
};

/**
 * A pending message on a site without SMTP is not waiting for anything: it is stored, and will be
 * mailed only once an operator configures mail. Saying "Pending" would promise a delivery that
 * never comes.
 */
const STORED_ONLY = {
  label: 'Stored; mail delivery is not configured',
  className: 'bg-slate-100 text-slate-800',
};

export type MessageAction = 'read' | 'unread' | 'archive' | 'restore' | 'delete';

/** One contact message in the inbox: who, when, what, its mail delivery, and what staff can do with it. */
export function MessagesItem({
  message,
  mailEnabled,
  busy,
  onAction,
}: {
  message: InboxMessage;
  /** False when the site has no SMTP server; undefined while that is not known yet. */
  mailEnabled: boolean | undefined;
  busy: boolean;
  onAction: (action: MessageAction) => void;
}) {
  const delivery =
    message.status === 'pending' && mailEnabled === false ? STORED_ONLY : DELIVERY[message.status];
  const headingId = `message-${message.id}`;
  const { dateTime } = useCommunityDates();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-xl bg-white p-5 shadow-sm ring-1 ${message.read ? 'ring-slate-200' : 'ring-2 ring-brand-600'}`}
      >
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2
              id={headingId}
              className={`text-lg text-slate-900 ${message.read ? 'font-medium' : 'font-bold'}`}
            >
              {!message.read && <span className="sr-only">Unread: </span>}
              {message.subject}
            </h2>
            <p className="text-sm text-slate-700">
              From {message.name} &lt;{message.email}&gt; ·{' '}
              <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
            </p>
          </div>
          <div className="flex flex-wrap gap-2 text-sm font-medium">
            {!message.read && (
              <span aria-hidden="true" className="rounded-full bg-brand-800 px-2.5 py-0.5 text-white">
                New
              </span>
            )}
            <span className={`rounded-full px-2.5 py-0.5 ${delivery.className}`}>{delivery.label}</span>
          </div>
        </header>
        <p className="mt-3 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={replyLink(message)} className={buttonClass.small}>
            <Reply aria-hidden="true" size={16} /> Reply
          </a>
          <Button variant="small" disabled={busy} onClick={() => onAction(message.read ? 'unread' : 'read')}>
            {message.read ? (
              <>
                <Mail aria-hidden="true" size={16} /> Mark as unread
              </>
            ) : (
              <>
                <MailOpen aria-hidden="true" size={16} /> Mark as read
              </>
            )}
          </Button>
          <Button
            variant="small"
            disabled={busy}
            onClick={() => onAction(message.archived ? 'restore' : 'archive')}
          >
            {message.archived ? (
              <>
                <ArchiveRestore aria-hidden="true" size={16} /> Move to inbox
              </>
            ) : (
              <>
                <Archive aria-hidden="true" size={16} /> Archive
              </>
            )}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => onAction('delete')}>
            <Trash2 aria-hidden="true" size={16} /> Delete
          </Button>
        </div>
      </article>
    </li>
  );
}

import { MailX } from 'lucide-react';
import { useMailEnabled } from '../community/CommunityProvider.tsx';

/**
 * The admin dashboard's word on mail when the site sends none (no SMTP_URL, the default): what that
 * means for each feature that would mail, and where the operator turns it on.
 */
export function MailStatusCard() {
  if (useMailEnabled()) return null;
  return (
    <section
      role="status"
      aria-labelledby="mail-status-heading"
      className="mt-8 flex gap-3 rounded-xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-300"
    >
      <MailX aria-hidden="true" className="mt-0.5 shrink-0" size={22} />
      <div>
        <h2 id="mail-status-heading" className="font-semibold">
          Mail is not configured: this site sends no email
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Contact messages are stored in the staff inbox only; no one is mailed about them.</li>
          <li>News cannot be emailed to subscribers, and new subscriptions wait unconfirmed.</li>
          <li>Email addresses stay unverified; password reset links are handed over by an admin.</li>
          <li>Residents are not mailed about resident or ACC decisions: they see them on the site.</li>
        </ul>
        <p className="mt-2">
          An operator turns mail on by setting <code>SMTP_URL</code> (with <code>MAIL_FROM</code>) and
          restarting; see docs/operating.md, section &ldquo;Mail&rdquo;.
        </p>
      </div>
    </section>
  );
}

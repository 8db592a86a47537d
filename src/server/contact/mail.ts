import type { Community } from '../../shared/community/community.ts';
import type { AppConfig } from '../config.ts';
import type { ContactMessageRow } from './table.ts';

/** The site a message was sent from, named in the mail. */
export interface ContactSite {
  name: string;
  publicUrl: string;
}

/**
 * Who receives contact messages: CONTACT_TO when the operator set it, else the property manager's
 * email as the community settings say at the moment of sending, so a manager changed in Settings
 * gets the next message.
 */
export function contactRecipient(smtp: NonNullable<AppConfig['smtp']>, community: Community): string {
  return smtp.contactTo ?? community.managerEmail;
}

/** Plain text only: nothing a visitor typed is ever rendered as HTML in the manager's mail program. */
export function contactMailText(message: ContactMessageRow, site: ContactSite): string {
  return [
    message.message,
    '',
    '--',
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject}`,
    `Sent with the contact form of ${site.name} (${site.publicUrl}) at ${message.createdAt}.`,
    'Reply to this email to answer the sender.',
    '',
  ].join('\n');
}

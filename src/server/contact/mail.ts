import nodemailer from 'nodemailer';
import type { Community } from '../../shared/community.ts';
import type { AppConfig } from '../config.ts';
import type { ContactMessageRow } from './table.ts';

/** The site a message was sent from, named in the mail. */
export interface ContactSite {
  name: string;
  publicUrl: string;
}

export interface ContactMailer {
  send: (message: ContactMessageRow, to: string, site: ContactSite) => Promise<void>;
  close: () => void;
}

/**
 * Who receives contact messages: CONTACT_TO when the operator set it, else the property manager's
 * email as the community settings say at the moment of sending, so a manager changed in Settings
 * gets the next message.
 */
export function contactRecipient(smtp: NonNullable<AppConfig['smtp']>, community: Community): string {
  return smtp.contactTo ?? community.managerEmail;
}

/**
 * Sends contact messages over SMTP, with the sender as reply-to so the manager can answer from the
 * mail program. Short timeouts: a mail server that hangs must not hold the retry loop.
 */
export function createContactMailer(smtp: NonNullable<AppConfig['smtp']>): ContactMailer {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    send: async (message, to, site) => {
      await transport.sendMail({
        from: smtp.from,
        to,
        replyTo: { name: message.name, address: message.email },
        subject: message.subject,
        text: contactMailText(message, site),
      });
    },
    close: () => transport.close(),
  };
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

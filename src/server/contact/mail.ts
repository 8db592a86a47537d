import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';
import type { ContactMessageRow } from './queries.ts';

export interface ContactMailer {
  send: (message: ContactMessageRow, site: { name: string; publicUrl: string }) => Promise<void>;
  close: () => void;
}

/**
 * Sends contact messages to CONTACT_TO over SMTP, with the sender as reply-to so the manager can
 * answer from the mail program. Short timeouts: a mail server that hangs must not hold the retry loop.
 */
export function createContactMailer(smtp: NonNullable<AppConfig['smtp']>): ContactMailer {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    send: async (message, site) => {
      await transport.sendMail({
        from: smtp.from,
        to: smtp.contactTo,
        replyTo: { name: message.name, address: message.email },
        subject: message.subject,
        text: contactMailText(message, site),
      });
    },
    close: () => transport.close(),
  };
}

/** Plain text only: nothing a visitor typed is ever rendered as HTML in the manager's mail program. */
export function contactMailText(
  message: ContactMessageRow,
  site: { name: string; publicUrl: string },
): string {
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

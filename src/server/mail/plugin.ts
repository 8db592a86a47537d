import fp from 'fastify-plugin';
import { MailOutbox, smtpOutboxTransport } from './outbox.ts';
import { SendWindow } from './send-window.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The stored outbox every mail goes through (announcements, confirmations, account mail). */
    outbox: MailOutbox;
    /** MAIL_RATE_PER_MINUTE, shared by everything in this process that hands mail to SMTP. */
    mailWindow: SendWindow;
  }
}

/** The outbox and its sender: started when the app is ready (sending what an earlier run left), stopped on close. */
export default fp(
  async (app) => {
    const smtp = app.config.smtp;
    const window = new SendWindow(app.config.mailRatePerMinute);
    const outbox = new MailOutbox(
      app,
      smtp ? smtpOutboxTransport(smtp) : null,
      window,
      app.config.mailRetryMs,
    );
    app.decorate('mailWindow', window);
    app.decorate('outbox', outbox);
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  },
  { name: 'mail-outbox', dependencies: ['database'] },
);

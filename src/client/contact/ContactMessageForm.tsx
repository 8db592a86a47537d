import { useId, useState } from 'react';
import { CONTACT_DONE, contactSchema, HONEYPOT_FIELD } from '../../shared/contact/contact.ts';
import { MIN } from '../../shared/limits.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { sendContactMessage } from './api.ts';
import { Button } from '../components/ui/Button.tsx';
import { cardClass } from '../components/ui/Card.tsx';
import { useMailEnabled } from '../community/CommunityProvider.tsx';

/**
 * The contact form of the home and contact pages: checked on submit with the shared schema, then
 * stored by the server, which mails it on to the property manager when the site can send mail; the
 * success text says which happened.
 */
export function ContactMessageForm({ title }: { title: string }) {
  const id = useId();
  const [sent, setSent] = useState(false);
  const mailEnabled = useMailEnabled();
  const form = useApiForm({
    idPrefix: id,
    schema: contactSchema,
    defaultValues: { name: '', email: '', subject: '', message: '', [HONEYPOT_FIELD]: '' },
    submit: (values) => {
      setSent(false);
      return sendContactMessage(values);
    },
    failure: failure.text('Failed to send. Please try again.'),
    onDone: () => {
      form.reset();
      setSent(true);
    },
    // A new attempt that fails validation also clears the last result.
    onInvalid: () => setSent(false),
  });

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass()}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-950">
        {title}
      </h2>
      <form onSubmit={form.onSubmit} noValidate className="mt-4 space-y-4" aria-labelledby={`${id}-title`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field form={form} name="name" label="Full Name" autoComplete="name" />
          <Field form={form} name="email" label="Email Address" type="email" autoComplete="email" />
        </div>
        <Field form={form} name="subject" label="Subject" />
        <Field
          form={form}
          name="message"
          label="Message"
          control="textarea"
          rows={5}
          hint={`At least ${MIN.contactMessage} characters.`}
        />
        {/* Honeypot: invisible to people and to screen readers, tempting to bots. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            {...form.register(HONEYPOT_FIELD)}
            id={`${id}-${HONEYPOT_FIELD}`}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Sending...' : 'Send Message'}
          </Button>
          {sent && (
            <p role="status" className="font-medium text-brand-800">
              {mailEnabled ? CONTACT_DONE.mailed : CONTACT_DONE.stored}
            </p>
          )}
          {form.failure && (
            <p role="alert" className="font-medium text-red-700">
              {form.failure}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

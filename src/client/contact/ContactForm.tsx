import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { contactSchema, HONEYPOT_FIELD, type ContactInput } from '../../shared/contact.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { sendContactMessage } from './send-message.ts';

type Outcome = 'idle' | 'sent' | 'failed';

/**
 * The contact form of the home and contact pages: checked on submit with the shared schema, then
 * stored by the server, which mails it on to the property manager.
 */
export function ContactForm({ title }: { title: string }) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', subject: '', message: '', [HONEYPOT_FIELD]: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome('idle');
      try {
        await sendContactMessage(values);
        reset();
        setOutcome('sent');
      } catch {
        setOutcome('failed');
      }
    },
    // A new attempt that fails validation also clears the last result.
    () => setOutcome('idle'),
  );

  const field = (name: 'name' | 'email' | 'subject' | 'message') => ({
    ...register(name),
    ...fieldA11y(`${id}-${name}`, errors[name]?.message),
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-emerald-950">
        {title}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-labelledby={`${id}-title`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-name`} label="Full Name" error={errors.name?.message}>
            <input {...field('name')} autoComplete="name" className={inputClass} />
          </FormField>
          <FormField id={`${id}-email`} label="Email Address" error={errors.email?.message}>
            <input {...field('email')} type="email" autoComplete="email" className={inputClass} />
          </FormField>
        </div>
        <FormField id={`${id}-subject`} label="Subject" error={errors.subject?.message}>
          <input {...field('subject')} className={inputClass} />
        </FormField>
        <FormField id={`${id}-message`} label="Message" error={errors.message?.message}>
          <textarea {...field('message')} rows={5} className={inputClass} />
        </FormField>
        {/* Honeypot: invisible to people and to screen readers, tempting to bots. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            {...register(HONEYPOT_FIELD)}
            id={`${id}-${HONEYPOT_FIELD}`}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
            {isSubmitting ? 'Sending...' : 'Send Message'}
          </button>
          {outcome === 'sent' && (
            <p role="status" className="font-medium text-emerald-800">
              Your message has been sent!
            </p>
          )}
          {outcome === 'failed' && (
            <p role="alert" className="font-medium text-red-700">
              Failed to send. Please try again.
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

import type { FormEvent, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ApiForm } from '../components/forms/useApiForm.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { cardClass } from '../components/ui/Card.tsx';
import { Button } from '../components/ui/Button.tsx';

/** One titled card of the account page; its heading names the region for screen readers. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cardClass()}>
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A sentence that confirms a saved change, announced as it appears. */
export function Saved({ message }: { message: string | null }) {
  return (
    <p role="status" className="text-sm font-medium text-brand-800">
      {message}
    </p>
  );
}

/**
 * A form of the account page: the failure above the fields, then the submit button (its busy
 * words while the request runs) and the sentence that confirms the change.
 */
export function AccountForm<Values extends FieldValues, Output>({
  form,
  label,
  submitLabel,
  busyLabel,
  saved,
  danger = false,
  onSubmit = form.onSubmit,
  intro,
  children,
}: {
  form: ApiForm<Values, Output>;
  label: string;
  submitLabel: string;
  busyLabel: string;
  saved?: string | null;
  danger?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={label}>
      {intro}
      <ErrorBanner message={form.failure} />
      {children}
      <div className="flex flex-wrap items-center gap-4">
        <Button variant={danger ? 'danger' : 'primary'} type="submit" disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
        {saved !== undefined && <Saved message={saved} />}
      </div>
    </form>
  );
}

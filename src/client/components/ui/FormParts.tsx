import type {
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

/**
 * The parts every form is drawn with. `FormField` puts a label, a control and its error together;
 * `Field` (components/forms) does the same for a react-hook-form field. The controls take
 * `fieldA11y(id, error, hintId)` for their id and the descriptions screen readers read with them.
 */

/** A text control, select or text area in the site's look (focus in the community's colour). */
export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-[invalid=true]:border-red-600';

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={join('block text-sm font-medium text-slate-800', className)} {...props} />;
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={join(inputClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={join(inputClass, className)} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={join(inputClass, className)} {...props} />;
}

/** A line under a control that says what it takes, before any error ("At least 20 characters."). */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-slate-600">
      {children}
    </p>
  );
}

/** A field's error under its control, with the id `fieldA11y` points the control at. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-red-700">
      {children}
    </p>
  );
}

import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { toggleLabel: string };

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(
  { toggleLabel, className, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={`${className ?? ''} pr-11`}
        {...props}
      />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-600 hover:text-slate-900"
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {/* Named by text, not aria-label, so a search for the field's label finds only the field. */}
        <span className="sr-only">{`${visible ? 'Hide' : 'Show'} ${toggleLabel}`}</span>
        {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
      </button>
    </div>
  );
});

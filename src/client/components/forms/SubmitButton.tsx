import type { ReactNode } from 'react';
import { buttonClass } from '../ui/buttons.ts';
import { useHydrated } from './useHydrated.ts';

/**
 * A submit button that waits for something (valid fields, a chosen file) and says what. While
 * `missing` names it, the button looks disabled but is `aria-disabled`, not `disabled`: it stays
 * in the tab order, a screen reader reads the reason with it (aria-describedby), the reason is
 * written under it for everyone, and pressing it submits anyway so the form shows its messages
 * on the fields (react-hook-form checks every field on submit and focuses the first wrong one).
 * Only before the page's code runs is it truly disabled: a form without its code would submit
 * itself to the address bar. Why: docs/decisions/disabled-submit.md.
 */
export function SubmitButton({
  id,
  missing,
  busy,
  className = buttonClass.primary,
  children,
}: {
  /** Names the reason's element (`${id}-why`). */
  id: string;
  /** What is still needed, in a sentence ("Fill in Email and Password to continue."), or null. */
  missing: string | null;
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const waiting = missing !== null && !busy;
  return (
    <>
      <button
        type="submit"
        disabled={busy || (waiting && !hydrated)}
        aria-disabled={waiting || undefined}
        aria-describedby={waiting ? `${id}-why` : undefined}
        className={`${className} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
      >
        {children}
      </button>
      {waiting && (
        <p id={`${id}-why`} className="text-sm text-slate-600">
          {missing}
        </p>
      )}
    </>
  );
}

/** "Fill in Email and Password to continue." for the fields still empty, else a word to check them. */
export function missingFieldsText(empty: string[]): string {
  if (empty.length === 0) return 'Check the fields above to continue.';
  const names =
    empty.length === 1 ? empty[0] : `${empty.slice(0, -1).join(', ')} and ${empty[empty.length - 1]}`;
  return `Fill in ${names} to continue.`;
}

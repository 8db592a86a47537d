import { CheckCircle2, X } from 'lucide-react';

/**
 * The toast that confirms a staff write ("School added."). The live region is always in the page,
 * so screen readers announce each new message politely; it stays until dismissed or the next write,
 * since a message that vanishes on a timer can be gone before it is read.
 */
export function StaffNotice({ notice, onDismiss }: { notice: string | null; onDismiss: () => void }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-center sm:inset-x-auto sm:right-6"
    >
      {notice && (
        <div className="pointer-events-auto flex items-center gap-3 rounded-lg bg-brand-900 py-2 pl-4 pr-2 text-white shadow-lg">
          <CheckCircle2 aria-hidden="true" size={20} className="shrink-0" />
          <span>{notice}</span>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss message"
            className="rounded p-1 hover:bg-brand-800"
          >
            <X aria-hidden="true" size={18} />
          </button>
        </div>
      )}
    </div>
  );
}

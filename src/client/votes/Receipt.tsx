import { useState } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '../components/ui/Button.tsx';
import { cardClass } from '../components/ui/Card.tsx';

/**
 * The receipt of a ballot just cast, shown this once (the server keeps only its hash): the code,
 * the words that say what it is for, and a button that copies it. After close the voter finds it
 * among the counted receipts.
 */
export function Receipt({ code, heading = 'Your ballot was cast' }: { code: string; heading?: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refused permission): the code is there to write down.
      setCopied('no');
    }
  };
  return (
    <section aria-labelledby="receipt-heading" className={cardClass('brand', 'lg', 'space-y-3')}>
      <h2 id="receipt-heading" tabIndex={-1} className="text-xl font-semibold">
        {heading}
      </h2>
      <p>Keep this code to check your ballot was counted.</p>
      <p className="flex flex-wrap items-center gap-3">
        <span className="sr-only">Receipt code: </span>
        <code className="rounded-md bg-white px-3 py-2 font-mono text-lg font-semibold tracking-wider text-slate-900 ring-1 ring-brand-200">
          {code}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" size={18} /> Copy the code
        </Button>
      </p>
      <p role="status" className="text-sm">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'no'
            ? 'Copying is not available here: write the code down.'
            : 'It is shown only now: the site does not keep it in a form it could show again.'}
      </p>
    </section>
  );
}

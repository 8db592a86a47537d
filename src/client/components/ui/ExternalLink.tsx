import type { ReactNode } from 'react';
import { ExternalLink as ExternalIcon } from 'lucide-react';

/** A link that leaves the site: a new tab that cannot reach back into this one. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 font-medium text-brand-800 underline-offset-2 hover:underline"
    >
      {children}
      <ExternalIcon aria-hidden="true" size={14} className="shrink-0" />
    </a>
  );
}

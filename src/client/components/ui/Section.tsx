import { useId, type ReactNode } from 'react';
import { cardClass } from './Card.tsx';

/** The heading of a part of a page (below the page's own `PageHeading`). */
export const sectionHeadingClass = 'text-xl font-semibold text-brand-950';

/**
 * A part of a page with its own heading, named by it for screen readers. `card` draws it as a
 * card; `actions` sit at the heading's end (an Add button, a link to everything).
 */
export function Section({
  title,
  description,
  actions,
  card = false,
  headingLevel = 2,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  card?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const classes = [card ? cardClass() : '', className].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={id} className={classes || undefined}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <Heading id={id} className={sectionHeadingClass}>
          {title}
        </Heading>
        {actions}
      </div>
      {description && <p className="-mt-2 mb-4 text-slate-700">{description}</p>}
      {children}
    </section>
  );
}

import type { ComponentProps } from 'react';
import { LazyWidget } from '../lazy/LazyWidget.tsx';
import { preloadable } from '../lazy/preloadable.tsx';
import type { AccordionWidget } from './AccordionWidget.tsx';

export type { AccordionSection } from './AccordionWidget.tsx';

// Radix's accordion is about 10 KB gzipped: it loads after the page, which the server has rendered
// whole (closed sections hidden), so the page's first load stays within its budget.
const Accordion = preloadable(async () => (await import('./AccordionWidget.tsx')).AccordionWidget);

/**
 * An accordion whose sections open independently (several at once). Closed sections stay in the
 * HTML, hidden rather than absent: the server renders them, search engines and readers without
 * JavaScript get them, and opening one needs no request.
 */
export function MultiAccordion(props: ComponentProps<typeof AccordionWidget>) {
  return (
    <LazyWidget>
      <Accordion {...props} />
    </LazyWidget>
  );
}

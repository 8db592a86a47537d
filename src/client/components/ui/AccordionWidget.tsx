import { useState, type ReactNode } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

export interface AccordionSection {
  /** Stable and unique within the accordion. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * An accordion whose sections open independently (several at once). Closed sections stay in the
 * HTML, hidden rather than absent: the server renders them, search engines and readers without
 * JavaScript get them, and opening one needs no request.
 */
export function AccordionWidget({
  sections,
  headingLevel = 2,
  defaultOpen = [],
}: {
  sections: AccordionSection[];
  headingLevel?: 2 | 3;
  defaultOpen?: string[];
}) {
  const [open, setOpen] = useState<string[]>(defaultOpen);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root
      type="multiple"
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {sections.map((section) => {
        const isOpen = open.includes(section.id);
        return (
          <Accordion.Item key={section.id} value={section.id}>
            <Accordion.Header asChild>
              <Heading className="m-0">
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-brand-950 hover:bg-brand-50">
                  <span>{section.title}</span>
                  <ChevronDown
                    aria-hidden="true"
                    size={20}
                    className="shrink-0 text-brand-800 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </Heading>
            </Accordion.Header>
            <Accordion.Content forceMount hidden={!isOpen} className="px-5 pb-5 text-slate-700">
              {section.content}
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}

import { useEffect, useRef } from 'react';
import type { ReportDetail } from '../../shared/reports/reports.ts';
import { Button } from '../components/ui/Button.tsx';
import { cardClass } from '../components/ui/Card.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';
import { WHAT_HAPPENS_NEXT } from './report-words.ts';

/** Said once a report is in: its reference, what happens next, the way to it and to another report. */
export function Confirmation({ report, onAnother }: { report: ReportDetail; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to what replaced it, so a screen reader hears it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="report-sent" className={cardClass('brand', 'lg', 'space-y-3')}>
      <h2 id="report-sent" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Thank you: your report {report.reference} is in
      </h2>
      <p>
        Keep the reference <strong>{report.reference}</strong>: the emails about this report carry it.
      </p>
      <p>{WHAT_HAPPENS_NEXT[report.kind]}</p>
      <div className="flex flex-wrap items-center gap-4">
        <TextLink to={`/reports/${encodeURIComponent(report.id)}`} variant="strong">
          Open report {report.reference}
        </TextLink>
        <Button variant="secondary" onClick={onAnother}>
          Report another problem
        </Button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import {
  REPORT_MESSAGES,
  REPORT_MOVES,
  REPORT_NOTE_MAX,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES_NEEDING_NOTE,
  type ReportDetail,
  type ReportStatus,
} from '../../../shared/reports/reports.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorBanner } from '../../components/ui/ErrorBanner.tsx';
import { fieldA11y, inputClass } from '../../components/ui/FormField.tsx';
import { FieldError, FieldHint, Label, Select } from '../../components/ui/FormParts.tsx';
import { useApiQuery } from '../../transport/data-cache.tsx';
import { failure, failureText } from '../../transport/failure.ts';
import { moveReport, reportQueuePath } from './api.ts';
import { panelClass } from './panel.ts';

/**
 * The workflow's moves from where the report stands (REPORT_MOVES, the table the server enforces),
 * with the note the reporter and followers are mailed: needed to resolve, close or mark a duplicate.
 */
export function WorkflowControls({
  report,
  onChange,
}: {
  report: ReportDetail;
  onChange: (report: ReportDetail) => void;
}) {
  const moves = REPORT_MOVES[report.status];
  const [to, setTo] = useState<ReportStatus>(moves[0]!);
  const [note, setNote] = useState('');
  const [duplicateOf, setDuplicateOf] = useState('');
  const [errors, setErrors] = useState<{ note?: string; duplicateOf?: string }>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = moves.includes(to) ? to : moves[0]!;
  const needsNote = REPORT_STATUSES_NEEDING_NOTE.includes(target);

  const move = async () => {
    setFailed(null);
    const missing = {
      note: needsNote && !note.trim() ? REPORT_MESSAGES.noteNeeded(target) : undefined,
      duplicateOf: target === 'duplicate' && !duplicateOf ? REPORT_MESSAGES.duplicateOfNeeded : undefined,
    };
    setErrors(missing);
    if (missing.note || missing.duplicateOf) return;
    setBusy(true);
    try {
      const moved = await moveReport(report.id, {
        status: target,
        note: note.trim() || null,
        duplicateOf: target === 'duplicate' ? duplicateOf : null,
      });
      setNote('');
      setDuplicateOf('');
      setTo(REPORT_MOVES[moved.status][0]!);
      onChange(moved);
    } catch (error) {
      setFailed(failureText(failure.withReason('Failed to move the report: {reason}'), error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="workflow-heading" className={panelClass}>
      <h3 id="workflow-heading" className="text-lg font-semibold text-brand-950">
        Workflow
      </h3>
      <p className="mt-1 text-slate-700">
        Now: <span className="font-semibold">{REPORT_STATUS_LABELS[report.status]}</span>
      </p>
      <form
        noValidate
        aria-label="Move the report"
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void move();
        }}
      >
        <ErrorBanner message={failed} />
        <div className="space-y-1">
          <Label htmlFor="report-move">Move to</Label>
          <Select id="report-move" value={target} onChange={(e) => setTo(e.target.value as ReportStatus)}>
            {moves.map((status) => (
              <option key={status} value={status}>
                {REPORT_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        {target === 'duplicate' && (
          <DuplicatePicker
            report={report}
            value={duplicateOf}
            onChange={setDuplicateOf}
            error={errors.duplicateOf}
          />
        )}
        <div className="space-y-1">
          <Label htmlFor="report-note">Note to the reporter and followers</Label>
          <textarea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            className={inputClass}
            {...fieldA11y('report-note', errors.note, 'report-note-hint')}
          />
          <FieldHint id="report-note-hint">
            {needsNote ? 'Needed: they are mailed why.' : 'Optional: it is mailed with the new status.'}
          </FieldHint>
          {errors.note && <FieldError id="report-note-error">{errors.note}</FieldError>}
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Moving...' : `Move to ${REPORT_STATUS_LABELS[target].toLowerCase()}`}
        </Button>
      </form>
    </section>
  );
}

/** Which report this one duplicates: the open reports of its kind (the first hundred, oldest first). */
function DuplicatePicker({
  report,
  value,
  onChange,
  error,
}: {
  report: ReportDetail;
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const query = useApiQuery(
    reportQueuePath({ status: 'open', kind: report.kind, category: '' }, 100),
    failure.text('Failed to load the open reports.'),
  );
  const others = (query.data?.items ?? []).filter((other) => other.id !== report.id);
  return (
    <div className="space-y-1">
      <Label htmlFor="report-duplicate-of">Duplicate of</Label>
      <Select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldA11y('report-duplicate-of', error ?? query.error ?? undefined)}
      >
        <option value="">Choose the open report it repeats</option>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {other.reference}: {other.title}
          </option>
        ))}
      </Select>
      {(error ?? query.error) && (
        <FieldError id="report-duplicate-of-error">{error ?? query.error}</FieldError>
      )}
    </div>
  );
}

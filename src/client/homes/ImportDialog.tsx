import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { HomeImportResult } from '../../shared/homes/homes.ts';
import { ApiRequestError } from '../transport/client.ts';
import { failure, failureText } from '../transport/failure.ts';
import { SubmitButton } from '../components/forms/SubmitButton.tsx';
import { Button } from '../components/ui/Button.tsx';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { FieldHint, Label, Textarea, inputClass } from '../components/ui/FormParts.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { importHomes } from './api.ts';

/** "1 home", "262 homes". */
const count = (n: number, thing: string) => `${n.toLocaleString('en-US')} ${n === 1 ? thing : `${thing}s`}`;

const NOTHING_CHOSEN = 'Choose a CSV file or paste the rows to continue.';
const PREVIEW_FAILED = failure.serverFirst('Failed to read the file. Please try again.');
const IMPORT_FAILED = failure.serverFirst(
  'Failed to import the homes. Nothing was imported; please try again.',
);
/** The server's own 413 words are about a "request body"; this says what to do about the file. */
const TOO_LARGE =
  'The file is too large for a roll of homes (at most 1 MB): check that it is the right file.';

const failureOf = (rule: typeof PREVIEW_FAILED, error: unknown) =>
  error instanceof ApiRequestError && error.status === 413 ? TOO_LARGE : failureText(rule, error);

type Step =
  | { kind: 'choose' }
  /** The server's dry run of `csv`: what importing it would do, nothing written yet. */
  | { kind: 'preview'; csv: string; result: HomeImportResult }
  | { kind: 'done'; result: HomeImportResult };

/**
 * "Import from CSV": a file (or pasted rows) is first sent as a dry run, whose answer is the
 * preview (created, skipped, every refused line); only "Import N homes" writes, with the same text.
 * The steps live inside the dialog and start again each time it opens.
 */
export function ImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  /** After a real import: the roll has changed. */
  onImported: () => void;
}) {
  return (
    <Modal open={open} title="Import homes from CSV" onClose={onClose}>
      {open && <ImportSteps onClose={onClose} onImported={onImported} />}
    </Modal>
  );
}

function ImportSteps({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const [text, setText] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    setText(await file.text());
  }

  async function preview(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError(NOTHING_CHOSEN);
    setBusy(true);
    setError(null);
    try {
      setStep({ kind: 'preview', csv: text, result: await importHomes(text, { dryRun: true }) });
    } catch (e) {
      setError(failureOf(PREVIEW_FAILED, e));
    } finally {
      setBusy(false);
    }
  }

  async function runImport(csv: string) {
    setBusy(true);
    setError(null);
    try {
      setStep({ kind: 'done', result: await importHomes(csv, { dryRun: false }) });
      onImported();
    } catch (e) {
      setError(failureOf(IMPORT_FAILED, e));
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'choose') {
    return (
      <form onSubmit={(event) => void preview(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          Save the board&apos;s spreadsheet as CSV: a first line <code>address,lot</code>, then one home per
          line (the lot may be left empty). Addresses already on the roll are skipped. You see what the file
          would do before anything is imported.
        </p>
        <ErrorBanner message={error} />
        <div className="space-y-1">
          <Label htmlFor="import-file">CSV file</Label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void chooseFile(event.target.files?.[0])}
            className={inputClass}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="import-text">Or paste the rows</Label>
          <Textarea
            id="import-text"
            rows={8}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="import-text-hint"
            placeholder={'address,lot\n101 Oak Street,12'}
            spellCheck={false}
            className="font-mono text-sm"
          />
          <FieldHint id="import-text-hint">
            A chosen file shows here, and can be corrected before the preview.
          </FieldHint>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton id="import-preview" missing={text.trim() ? null : NOTHING_CHOSEN} busy={busy}>
            {busy ? 'Reading...' : 'Preview'}
          </SubmitButton>
        </div>
      </form>
    );
  }

  if (step.kind === 'preview') {
    const { created } = step.result;
    // Each step is keyed, so its heading is a new one and takes the focus.
    return (
      <div key="preview" className="space-y-4">
        <StepHeading>Preview: nothing is imported yet</StepHeading>
        <ImportSummary result={step.result} done={false} />
        <ErrorBanner message={error} />
        {created === 0 && (
          <p className="text-sm text-slate-700">
            Nothing to import: every address is already on the roll or refused.
          </p>
        )}
        <div className="flex flex-wrap items-center justify-end gap-2 pt-2">
          <Button variant="secondary" disabled={busy} onClick={() => setStep({ kind: 'choose' })}>
            Back
          </Button>
          {created > 0 && (
            <Button disabled={busy} onClick={() => void runImport(step.csv)}>
              {busy ? 'Importing...' : `Import ${count(created, 'home')}`}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div key="done" className="space-y-4">
      <StepHeading>Import done</StepHeading>
      <ImportSummary result={step.result} done />
      <div className="flex justify-end pt-2">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}

/** The step's heading, focused when the step appears so a screen reader reads on from it. */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} tabIndex={-1} className="font-semibold text-brand-950 focus:outline-none">
      {children}
    </h3>
  );
}

/** What an import would do (the preview) or did: created, skipped, and every refused line with its reason. */
function ImportSummary({
  result: { created, skipped, errors },
  done,
}: {
  result: HomeImportResult;
  done: boolean;
}) {
  return (
    <>
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        <li>{done ? `${count(created, 'home')} added.` : `${count(created, 'new home')} will be added.`}</li>
        <li>
          {count(skipped, 'home')} already on the roll {done ? 'skipped.' : 'will be skipped.'}
        </li>
        <li>
          {count(errors.length, 'line')} refused{errors.length > 0 ? ':' : '.'}
        </li>
      </ul>
      {errors.length > 0 && (
        <div
          role="region"
          aria-label="Refused lines"
          tabIndex={0}
          className="max-h-60 overflow-y-auto rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <ul className="space-y-1">
            {errors.map((error, index) => (
              <li key={`${error.line}-${index}`}>
                <span className="font-semibold">Line {error.line}:</span> {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

import { useState, type FormEvent, type ReactNode } from 'react';
import { VOTE_MESSAGES, type Vote } from '../../shared/votes/votes.ts';
import { SubmitButton } from '../components/forms/SubmitButton.tsx';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { useConfirm } from '../components/ui/useConfirm.tsx';
import { failure, failureText } from '../transport/failure.ts';
import { choiceRuleText } from './vote-words.ts';

const CAST_FAILED = failure.serverFirst('Failed to cast the ballot. Please try again.');

/** "1 of up to 3 chosen": said as the boxes change (a polite live region). */
function countText(chosen: number, max: number): string {
  return `${chosen} of up to ${max} chosen`;
}

/**
 * A ballot: radio buttons when one option may be chosen, checkboxes with "Choose up to N" and a
 * live count when more. Asked once more before it is sent (a ballot cannot be changed); the
 * server's refusals (400 wrong choices, 409 already voted or closed) are said above it in its words.
 * `cast` sends the choices and answers the receipt; `idPrefix` keeps the controls' ids unique
 * where two ballots could be on one screen (the paper ballot dialog).
 */
export function BallotForm({
  vote,
  idPrefix,
  submitLabel,
  cast,
  onCast,
  onRefused,
  precheck,
  children,
}: {
  vote: Pick<Vote, 'title' | 'options' | 'maxChoices'>;
  idPrefix: string;
  submitLabel: string;
  cast: (choices: string[]) => Promise<{ receipt: string }>;
  onCast: (receipt: string) => void;
  /** After a refusal: the vote may have changed (another resident voted, it closed). */
  onRefused?: () => void;
  /** What else must be filled in before the ballot can go (the paper ballot's home), or null. */
  precheck?: () => string | null;
  /** Controls above the options (the paper ballot's home). */
  children?: ReactNode;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const many = vote.maxChoices > 1;
  const over = chosen.length > vote.maxChoices;

  const toggle = (id: string, on: boolean) => {
    setProblem(null);
    setChosen((before) =>
      many ? (on ? [...before, id] : before.filter((c) => c !== id)) : on ? [id] : before,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = precheck?.() ?? null;
    if (missing) {
      setProblem(missing);
      return;
    }
    if (chosen.length === 0 || over) {
      setProblem(VOTE_MESSAGES.choicesCount(vote.maxChoices));
      return;
    }
    const labels = vote.options.filter((o) => chosen.includes(o.id)).map((o) => o.label);
    const yes = await confirm.ask({
      question: 'Cast this ballot?',
      detail: `Your choice${labels.length > 1 ? 's' : ''}: ${labels.join(', ')}. A ballot cannot be changed once it is cast.`,
      confirmLabel: 'Cast the ballot',
    });
    if (!yes) return;
    setBusy(true);
    setProblem(null);
    try {
      const { receipt } = await cast(chosen);
      onCast(receipt);
    } catch (error) {
      setProblem(failureText(CAST_FAILED, error));
      onRefused?.();
    } finally {
      setBusy(false);
    }
  };

  const legendId = `${idPrefix}-legend`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <ErrorBanner message={problem} />
      {children}
      <fieldset aria-describedby={many ? `${idPrefix}-count` : undefined} className="space-y-3">
        <legend id={legendId} className="text-lg font-semibold text-brand-950">
          {vote.title}: {choiceRuleText(vote.maxChoices).toLowerCase()}
        </legend>
        <ul className="space-y-2">
          {vote.options.map((option) => {
            const id = `${idPrefix}-option-${option.id}`;
            return (
              <li key={option.id} className="flex items-start gap-3">
                <input
                  id={id}
                  type={many ? 'checkbox' : 'radio'}
                  name={`${idPrefix}-choice`}
                  value={option.id}
                  checked={chosen.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                  className="mt-1 size-5 accent-brand-800"
                />
                <label htmlFor={id} className="text-slate-900">
                  {option.label}
                </label>
              </li>
            );
          })}
        </ul>
        {many && (
          <p
            id={`${idPrefix}-count`}
            aria-live="polite"
            className={`text-sm ${over ? 'font-semibold text-red-700' : 'text-slate-700'}`}
          >
            {countText(chosen.length, vote.maxChoices)}
            {over && `: uncheck ${chosen.length - vote.maxChoices} to go on`}
          </p>
        )}
      </fieldset>
      <SubmitButton
        id={`${idPrefix}-submit`}
        busy={busy}
        missing={chosen.length === 0 ? 'Choose an option above to continue.' : null}
      >
        {busy ? 'Casting...' : submitLabel}
      </SubmitButton>
      {confirm.dialog}
    </form>
  );
}

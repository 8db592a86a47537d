import { useMemo } from 'react';
import { useFieldArray, useWatch, get } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { timeZoneName } from '../../shared/dates.ts';
import { OPTIONS_MAX, VOTE_KINDS, VOTERS, type Vote } from '../../shared/votes/votes.ts';
import { useToday } from '../app/today.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { Field } from '../components/forms/Field.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useStaffForm } from '../components/forms/useStaffForm.ts';
import type { StaffFormProps } from '../components/staff/EditorModal.tsx';
import { Button } from '../components/ui/Button.tsx';
import { fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { FieldError, FieldHint, Label } from '../components/ui/FormParts.tsx';
import { failure } from '../transport/failure.ts';
import { createVote, updateVote } from './api.ts';
import {
  initialVoteValues,
  optionsForKind,
  voteBodyOf,
  voteFormSchema,
  type VoteFormValues,
} from './vote-form.ts';
import { KIND_LABELS, VOTERS_LABELS } from './vote-words.ts';

/**
 * The board's form for a new vote, or for one not yet open (docs/product/votes.md, "Pages"). The
 * times are the community's wall clock, whatever the browser's zone; the server's refusals (a window
 * shorter than the community's minimum, an opening in the past) are said above the fields.
 */
export function VoteForm({ item: vote, onSaved, onCancel }: StaffFormProps<Vote>) {
  const { timeZone, voteMinDays, quorumPercent } = useCommunity();
  const today = useToday();
  const defaultValues = useMemo(
    () => initialVoteValues(vote, { timeZone, today, voteMinDays, quorumPercent }),
    [vote, timeZone, today, voteMinDays, quorumPercent],
  );
  const form = useStaffForm({
    idPrefix: 'vote',
    schema: voteFormSchema,
    defaultValues,
    item: vote,
    writes: { create: createVote, update: updateVote },
    toBody: (values) => voteBodyOf(values, timeZone),
    failed: {
      add: failure.serverFirst('Failed to create the vote. Please try again.'),
      edit: failure.serverFirst('Failed to update the vote. Please try again.'),
    },
    onSaved,
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errorAt = (path: string) =>
    (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
  // The list's own rules (how many, all different) sit on the array, a field's on its box.
  const optionsError = errorAt('options.root') ?? errorAt('options');
  const secretError = errorAt('secret');

  return (
    <StaffForm
      form={form}
      onCancel={onCancel}
      addLabel="Create the vote"
      label={vote ? 'Edit vote' : 'New vote'}
    >
      <Field form={form} name="title" label="Title" autoComplete="off" />
      <Field form={form} name="description" label="Description (optional)" control="textarea" rows={4} />
      <Field
        form={form}
        name="kind"
        label="Kind"
        control="select"
        options={{
          // A resolution gets Yes/No/Abstain in place of blank options (and loses them again).
          onChange: (event: { target: { value: string } }) => {
            const next = optionsForKind(
              event.target.value as VoteFormValues['kind'],
              form.getValues('options'),
            );
            if (next) options.replace(next);
          },
        }}
        hint={
          kind === 'election'
            ? 'Candidates are the options; choices allowed is the number of seats.'
            : kind === 'resolution'
              ? 'A resolution asks Yes and No (and may offer Abstain).'
              : 'Any options; the result is advisory.'
        }
      >
        {VOTE_KINDS.map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}
          </option>
        ))}
      </Field>

      <fieldset className="space-y-2" aria-describedby={optionsError ? 'vote-options-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {kind === 'election' ? 'Candidates' : 'Options'}
        </legend>
        <ol className="space-y-2">
          {options.fields.map((option, index) => {
            const id = `vote-options-${index}`;
            const error = errorAt(`options.${index}.label`);
            return (
              <li key={option.id} className="space-y-1">
                <Label htmlFor={id} className="sr-only">
                  Option {index + 1}
                </Label>
                <div className="flex items-center gap-2">
                  <input
                    {...form.register(`options.${index}.label`)}
                    {...fieldA11y(id, error)}
                    className={inputClass}
                    autoComplete="off"
                  />
                  {options.fields.length > 2 && (
                    <Button
                      variant="small"
                      aria-label={`Remove option ${index + 1}`}
                      onClick={() => options.remove(index)}
                    >
                      <X aria-hidden="true" size={14} /> Remove
                    </Button>
                  )}
                </div>
                {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
              </li>
            );
          })}
        </ol>
        {options.fields.length < OPTIONS_MAX && (
          <Button variant="small" onClick={() => options.append({ label: '' })}>
            <Plus aria-hidden="true" size={14} /> Add an option
          </Button>
        )}
        {optionsError && <FieldError id="vote-options-error">{optionsError}</FieldError>}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {kind !== 'resolution' && (
          <Field
            form={form}
            name="maxChoices"
            label={kind === 'election' ? 'Seats (choices allowed)' : 'Choices allowed'}
            type="number"
            min={1}
            max={OPTIONS_MAX}
            inputMode="numeric"
            options={{ valueAsNumber: true }}
          />
        )}
        <Field form={form} name="voters" label="Who votes" control="select">
          {VOTERS.map((v) => (
            <option key={v} value={v}>
              {VOTERS_LABELS[v]}
            </option>
          ))}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="opensAt" label="Opens" type="datetime-local" />
        <Field form={form} name="closesAt" label="Closes" type="datetime-local" />
      </div>
      <FieldHint id="vote-times-hint">
        Times are in the community&apos;s time zone ({timeZoneName(timeZone)}). An election or a resolution
        stays open at least {voteMinDays} days.
      </FieldHint>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          form={form}
          name="quorumPercent"
          label="Quorum (% of eligible homes)"
          type="number"
          min={0}
          max={100}
          step="any"
          options={{ valueAsNumber: true }}
        />
        {kind === 'resolution' && (
          <Field
            form={form}
            name="passPercent"
            label="Share of Yes needed to pass (%)"
            type="number"
            min={0}
            max={100}
            step="any"
            options={{ valueAsNumber: true }}
            hint="More than this share of the Yes and No votes must be Yes."
          />
        )}
      </div>
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand-800"
          {...form.register('secret')}
          {...fieldA11y('vote-secret', secretError, 'vote-secret-hint')}
        />
        <div>
          <label htmlFor="vote-secret" className="text-sm font-medium text-slate-800">
            Secret ballot
          </label>
          <FieldHint id="vote-secret-hint">
            Nothing stored links a ballot to its home. Without it, the board may see each home&apos;s choice.
          </FieldHint>
        </div>
      </div>
    </StaffForm>
  );
}

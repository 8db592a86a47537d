import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyFieldErrors, fieldPaths } from '../../transport/field-errors.ts';
import { failureText, type Failure } from '../../transport/failure.ts';

export interface ApiForm<Values extends FieldValues, Output = Values> extends UseFormReturn<
  Values,
  unknown,
  Output
> {
  /** Prefix of the fields' ids, unique on the page ("faq" gives "faq-question"). */
  idPrefix: string;
  /** The failure text of the last submit, under the screen's declared rule. */
  failure: string | null;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * Every form that writes through the API: checked in the browser with the shared zod schema, then
 * sent; a refusal puts the server's per-field messages under the fields it names and shows the
 * screen's declared failure text. A new attempt clears the last failure.
 */
export function useApiForm<
  Values extends FieldValues,
  Output,
  Submit extends (values: Output) => Promise<unknown>,
>({
  idPrefix,
  schema,
  defaultValues,
  mode,
  submit,
  failure,
  onDone,
  onInvalid,
}: {
  idPrefix: string;
  schema: z.ZodType<Output, Values>;
  defaultValues: DefaultValues<Values>;
  /** When fields are checked: on submit (the default), or as the visitor types ('onChange'). */
  mode?: 'onSubmit' | 'onChange' | 'onTouched';
  submit: Submit;
  failure: Failure;
  onDone: (result: Awaited<ReturnType<Submit>>) => void;
  onInvalid?: () => void;
}): ApiForm<Values, Output> {
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    mode,
    defaultValues,
  });

  // What a visitor typed before the page's code ran is in the fields, not in the form's state (a
  // slow phone hydrates after the first keystrokes): adopt it once, so the checks and the submit
  // button see what is on the screen.
  useEffect(() => {
    for (const name of Object.keys(defaultValues) as Path<Values>[]) {
      const element = document.getElementById(`${idPrefix}-${name}`);
      const typed =
        element instanceof HTMLTextAreaElement ||
        (element instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(element.type))
          ? element.value
          : '';
      if (typed !== '' && typed !== String(form.getValues(name) ?? '')) {
        form.setValue(name, typed as PathValue<Values, Path<Values>>, {
          shouldValidate: true,
          shouldDirty: true,
        });
      }
    }
    // Once, on mount: later typing goes through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailed(null);
      let result: Awaited<ReturnType<Submit>>;
      try {
        result = (await submit(values)) as Awaited<ReturnType<Submit>>;
      } catch (error) {
        const fields = fieldPaths(defaultValues) as Path<Values>[];
        applyFieldErrors(error, fields, form.setError);
        setFailed(failureText(failure, error));
        return;
      }
      onDone(result);
    },
    () => {
      setFailed(null);
      onInvalid?.();
    },
  );

  return { ...form, idPrefix, failure: failed, onSubmit };
}

import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Failure } from '../../transport/failure.ts';
import { useApiForm, type ApiForm } from './useApiForm.ts';
import { useUnsavedChanges } from './useUnsavedChanges.ts';

/** How a staff form saves: POST a new item, PATCH an existing one. */
export interface ItemWrites<Body> {
  create: (body: Body) => Promise<unknown>;
  update: (id: string, body: Body) => Promise<unknown>;
}

export interface StaffFormState<Values extends FieldValues, Output> extends ApiForm<Values, Output> {
  /** True when the form edits an existing item, false when it adds one. */
  editing: boolean;
}

/**
 * The add/edit form of a staff screen: useApiForm, sending a new item with `create` and an
 * existing one with `update`, and showing the screen's declared failure for each. Leaving the page
 * while it has unsaved changes asks first.
 */
export function useStaffForm<Values extends FieldValues, Output, Body>({
  item,
  writes,
  toBody,
  failed,
  onSaved,
  ...options
}: {
  idPrefix: string;
  schema: z.ZodType<Output, Values>;
  defaultValues: DefaultValues<Values>;
  mode?: 'onSubmit' | 'onChange' | 'onTouched';
  item: { id: string } | null;
  writes: ItemWrites<Body>;
  /** What is sent, when it is not the form's values themselves. */
  toBody?: (values: Output) => Body;
  failed: { add: Failure; edit: Failure };
  onSaved: () => void;
}): StaffFormState<Values, Output> {
  const form = useApiForm({
    ...options,
    submit: (values: Output) => {
      const body = toBody ? toBody(values) : (values as unknown as Body);
      return item ? writes.update(item.id, body) : writes.create(body);
    },
    failure: item ? failed.edit : failed.add,
    onDone: onSaved,
  });
  // Reading isDirty subscribes this form to it. A saved form closes (unmounts), which lifts the guard.
  useUnsavedChanges(form.formState.isDirty);
  return { ...form, editing: item !== null };
}

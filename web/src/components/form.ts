import { type UseFormReturnType } from '@mantine/form';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { fieldProblems } from '../api/client';

/** "must include a country code" → "Must include a country code" (a message under its field). */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An API field as a form shows it: its form path (none when the form has no such field) and label. */
export interface FormField {
  path?: string;
  label: string;
}

/**
 * Shows a `VALIDATION_FAILED` answer's per-field messages under the form's own fields. `fields`
 * maps each API field name to the form's field path and its label (a field without a path is
 * only named by its label in the list of the `ErrorNote`). Call `show(error)` from the
 * mutation's `onError`; spread `note` on the form's `ErrorNote`, which then lists only the
 * problems of fields the form does not show.
 */
export function useFieldErrors<Values>(
  form: UseFormReturnType<Values>,
  fields: Record<string, FormField>,
) {
  return {
    show(error: unknown) {
      for (const problem of fieldProblems(error)) {
        const path = fields[problem.field]?.path;
        if (path) form.setFieldError(path, sentence(problem.message));
      }
    },
    note: {
      shown: Object.keys(fields).filter((name) => fields[name].path),
      labels: Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.label])),
    },
  };
}

/** What `FormModal` needs from `useFormDialog`: closing, submitting, and the request's error. */
export interface FormDialog {
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  error: unknown;
  note: { shown: string[]; labels: Record<string, string> };
}

/**
 * A form dialog's request: `mutationFn` sends the `form`'s values; a `VALIDATION_FAILED` answer
 * is shown under the fields named in `fields` (see `useFieldErrors`). Closing (Cancel, Escape,
 * or after success, before `onSuccess`) forgets the values and the last error, so the dialog
 * opens clean next time, then calls `onClose`. Spread `dialog` on the `FormModal`.
 */
export function useFormDialog<Values, Result>({
  form,
  fields,
  mutationFn,
  onSuccess,
  onClose,
}: {
  form: UseFormReturnType<Values>;
  fields: Record<string, FormField>;
  mutationFn: (values: Values) => Promise<Result>;
  onSuccess?: (result: Result) => void;
  onClose: () => void;
}): { mutation: UseMutationResult<Result, unknown, Values>; dialog: FormDialog } {
  const fieldErrors = useFieldErrors(form, fields);
  const mutation = useMutation<Result, unknown, Values>({
    mutationFn,
    onError: fieldErrors.show,
    onSuccess: (result) => {
      close();
      onSuccess?.(result);
    },
  });
  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };
  return {
    mutation,
    dialog: {
      onClose: close,
      onSubmit: form.onSubmit((values) => mutation.mutate(values)),
      submitting: mutation.isPending,
      error: mutation.error,
      note: fieldErrors.note,
    },
  };
}

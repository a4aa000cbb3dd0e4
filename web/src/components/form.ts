import { type UseFormReturnType } from '@mantine/form';
import { type UseMutationResult } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { fieldProblems } from '../api/client';

/** An API field as a form shows it: its form path (none when the form has no such field) and label. */
export interface FormField {
  path?: string;
  label: string;
}

/** What a form's frame needs from `useFormRequest`. */
export interface FormRequest {
  /** The `<form>`'s `onSubmit`: the form's own validation, then the request. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Whether the request is on its way (the submit button spins). */
  submitting: boolean;
  /**
   * Spread on the form's `ErrorNote`: the request's error, less the per-field problems already
   * shown under the form's own fields (the others are listed by their labels).
   */
  errorNote: { error: unknown; shown: string[]; labels: Record<string, string> };
  /** Forgets the values, their errors and the last answer. */
  reset: () => void;
}

/** Options of `useFormRequest`; `toVariables` may be left out when the values are the request's body as is. */
export type FormRequestOptions<Values, Variables, Result> = {
  /** The form (Mantine's `useForm`). */
  form: UseFormReturnType<Values>;
  /** The request, a mutation hook of `api/` (`useCreateContact()`…). */
  mutation: UseMutationResult<Result, unknown, Variables>;
  /** The API's field names (as a `VALIDATION_FAILED` answer names them) → the form's paths and labels. */
  fields: Record<string, FormField>;
  /** After a successful answer (navigate, reset…). */
  onSuccess?: (result: Result, values: Values) => void;
} & ([Values] extends [Variables]
  ? { toVariables?: (values: Values) => Variables }
  : { toVariables: (values: Values) => Variables });

/** "must include a country code" → "Must include a country code" (a message under its field). */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The app's one way to send a form: Mantine's `useForm` holds the values, a mutation hook of
 * `api/` sends them (`toVariables` turns them into its body), and the answer's error is shown
 * next to the form: a `VALIDATION_FAILED` answer's per-field messages under the fields named in
 * `fields`, the rest in the form's `ErrorNote` (spread `errorNote` on it). Dialogs use
 * `useFormDialog`, which builds on it.
 */
export function useFormRequest<Values, Variables, Result>(
  options: FormRequestOptions<Values, Variables, Result>,
): FormRequest {
  const { form, mutation, fields, onSuccess } = options;
  const toVariables = options.toVariables ?? ((values: Values) => values as unknown as Variables);
  const showFieldErrors = (error: unknown) => {
    for (const problem of fieldProblems(error)) {
      const path = fields[problem.field]?.path;
      if (path) form.setFieldError(path, sentence(problem.message));
    }
  };
  return {
    onSubmit: form.onSubmit((values) =>
      mutation.mutate(toVariables(values), {
        onError: showFieldErrors,
        onSuccess: (result) => onSuccess?.(result, values),
      }),
    ),
    submitting: mutation.isPending,
    errorNote: {
      error: mutation.error,
      shown: Object.keys(fields).filter((name) => fields[name].path),
      labels: Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.label])),
    },
    reset: () => {
      form.reset();
      mutation.reset();
    },
  };
}

/** What `FormModal` needs from `useFormDialog`: the request, and how to close. */
export interface FormDialog extends FormRequest {
  /** Cancel and Escape: forgets the values and the last error, then closes. */
  close: () => void;
}

/**
 * `useFormRequest` for a form in a dialog: closing it (Cancel, Escape, or a successful answer,
 * before `onSuccess`) forgets the values and the last error, so it opens clean next time, then
 * calls `onClose`. Pass it to `FormModal` as `dialog`.
 */
export function useFormDialog<Values, Variables, Result>(
  options: FormRequestOptions<Values, Variables, Result> & { onClose: () => void },
): FormDialog {
  const request = useFormRequest<Values, Variables, Result>({
    ...options,
    onSuccess: (result, values) => {
      close();
      options.onSuccess?.(result, values);
    },
  });
  const close = () => {
    request.reset();
    options.onClose();
  };
  return { ...request, close };
}

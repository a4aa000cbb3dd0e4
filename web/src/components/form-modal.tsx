import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { ErrorNote } from './error-note';
import { type FormDialog } from './form';

/**
 * A dialog holding one form: `children` (its fields), the request's `ErrorNote`, then `Cancel`
 * and the submit button named `submitLabel`, which spins while the request runs. `dialog` comes
 * from `useFormDialog`. It opens with the focus on its first field (or on the field a caller marks
 * `data-autofocus`); when an answer marks fields as wrong, the focus moves to the first of them, so
 * a long form scrolls to what needs fixing.
 */
export function FormModal({
  title,
  opened,
  submitLabel,
  size,
  dialog,
  children,
}: {
  title: string;
  opened: boolean;
  submitLabel: string;
  size?: ModalProps['size'];
  dialog: FormDialog;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement | null>(null);
  // Mantine's focus trap focuses the element marked `data-autofocus` as the dialog mounts, else
  // the close button. Marking the first field here (the form is attached before the trap's
  // timer runs) opens the dialog on it in one move. Focusing it later, when the opening
  // transition ends, took the focus back from a field a fast typist had already moved to.
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    if (!form || form.querySelector('[data-autofocus]')) return;
    form
      .querySelector('input:not([type=hidden]), select, textarea')
      ?.setAttribute('data-autofocus', '');
  }, []);
  const error = dialog.errorNote.error;
  useEffect(() => {
    if (!error) return;
    // After the field errors are drawn (useFormRequest sets them as the answer arrives).
    const frame = requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [error]);
  return (
    <Modal opened={opened} onClose={dialog.close} title={title} size={size}>
      <form ref={attachForm} onSubmit={dialog.onSubmit}>
        <Stack>
          {children}
          <ErrorNote {...dialog.errorNote} />
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              Cancel
            </Button>
            <Button type="submit" loading={dialog.submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

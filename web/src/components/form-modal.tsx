import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { ErrorNote } from './error-note';
import { type FormDialog } from './form';

/**
 * A dialog holding one form: `children` (its fields), the request's `ErrorNote`, then `Cancel`
 * and the submit button named `submitLabel`, which spins while the request runs. `dialog` comes
 * from `useFormDialog`. It opens with the focus on its first field.
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
  const formRef = useRef<HTMLFormElement>(null);
  // The dialog opens on its first field (Mantine's focus trap would pick the close button).
  const focusFirstField = () =>
    formRef.current
      ?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')
      ?.focus();
  return (
    <Modal
      opened={opened}
      onClose={dialog.close}
      title={title}
      size={size}
      transitionProps={{ onEntered: focusFirstField }}
    >
      <form ref={formRef} onSubmit={dialog.onSubmit}>
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

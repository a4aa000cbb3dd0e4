import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { type ReactNode } from 'react';
import { ErrorNote } from './error-note';
import { type FormDialog } from './form';

/**
 * A dialog holding one form: `children` (its fields), the request's `ErrorNote`, then `Cancel`
 * and the submit button named `submitLabel`, which spins while the request runs. `dialog` comes
 * from `useFormDialog`.
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
  return (
    <Modal opened={opened} onClose={dialog.close} title={title} size={size}>
      <form onSubmit={dialog.onSubmit}>
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

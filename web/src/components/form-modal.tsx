import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { type ReactNode } from 'react';
import { ErrorNote } from './error-note';
import { type FormDialog } from './form';

/**
 * A dialog holding one form: `children` (its fields), the request's `ErrorNote`, then `Cancel`
 * and the submit button named `submitLabel`, which spins while the request runs. The other
 * props come from `useFormDialog`.
 */
export function FormModal({
  title,
  opened,
  submitLabel,
  size,
  children,
  onClose,
  onSubmit,
  submitting,
  error,
  note,
}: FormDialog & {
  title: string;
  opened: boolean;
  submitLabel: string;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={onSubmit}>
        <Stack>
          {children}
          <ErrorNote error={error} {...note} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CreatedInvitation, InviteUser } from '../../api/types';
import { useInviteUser } from '../../api/users';
import { FormModal, useFormDialog } from '../../components';

/**
 * Invite (owners): name, email and role. The person chooses their own password when they open
 * the link; `onInvited` receives the invitation (its link is shown once, for Copy link).
 */
export function InviteModal({
  opened,
  onClose,
  onInvited,
}: {
  opened: boolean;
  onClose: () => void;
  onInvited: (invitation: CreatedInvitation) => void;
}) {
  const form = useForm<InviteUser>({ initialValues: { name: '', email: '', role: 'agent' } });
  const dialog = useFormDialog({
    form,
    mutation: useInviteUser(),
    fields: {
      name: { path: 'name', label: 'Name' },
      email: { path: 'email', label: 'Email' },
      role: { path: 'role', label: 'Role' },
    },
    onSuccess: onInvited,
    onClose,
  });
  return (
    <FormModal title="Invite" opened={opened} submitLabel="Invite" dialog={dialog}>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
      <Select
        label="Role"
        data={[
          { value: 'agent', label: 'Agent' },
          { value: 'owner', label: 'Owner' },
        ]}
        allowDeselect={false}
        {...form.getInputProps('role')}
      />
    </FormModal>
  );
}

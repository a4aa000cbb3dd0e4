import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CreateUser } from '../../api/types';
import { useCreateUser } from '../../api/users';
import { FormModal, PasswordField, useFormDialog } from '../../components';

/** Add user (owners): name, email, role and an initial password they can change later. */
export function AddUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<CreateUser>({
    initialValues: { name: '', email: '', role: 'agent', password: '' },
  });
  const dialog = useFormDialog({
    form,
    mutation: useCreateUser(),
    fields: {
      name: { path: 'name', label: 'Name' },
      email: { path: 'email', label: 'Email' },
      role: { path: 'role', label: 'Role' },
      password: { path: 'password', label: 'Initial password' },
    },
    onClose,
  });
  return (
    <FormModal title="Add user" opened={opened} submitLabel="Add user" dialog={dialog}>
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
      <PasswordField
        label="Initial password"
        description="10 to 128 characters; they can change it after signing in."
        required
        {...form.getInputProps('password')}
      />
    </FormModal>
  );
}

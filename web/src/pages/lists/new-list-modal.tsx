import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useCreateList } from '../../api/lists';
import { FormModal, useFormDialog } from '../../components';

/** New list: a name; the new list opens. */
export function NewListModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useForm({ initialValues: { name: '' } });
  const dialog = useFormDialog({
    form,
    mutation: useCreateList(),
    fields: { name: { path: 'name', label: 'List name' } },
    onSuccess: (list) => navigate(`/app/lists/${list.id}`),
    onClose,
  });
  return (
    <FormModal title="New list" opened={opened} submitLabel="Create list" dialog={dialog}>
      <TextInput
        label="List name"
        placeholder="Webinar leads"
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
    </FormModal>
  );
}

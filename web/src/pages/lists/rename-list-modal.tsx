import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRenameList } from '../../api/lists';
import type { List } from '../../api/types';
import { FormModal, useFormDialog } from '../../components';

/**
 * `Rename`: the list's name, prefilled (mount it when it opens, so it starts from the current name) (docs/lists-and-imports.md#lists). A name another list of
 * the account has, ignoring case, is refused in words (409 `LIST_NAME_TAKEN`).
 */
export function RenameListModal({
  list,
  opened,
  onClose,
}: {
  list: List;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm({ initialValues: { name: list.name } });
  const dialog = useFormDialog({
    form,
    mutation: useRenameList(list.id),
    fields: { name: { path: 'name', label: 'List name' } },
    onClose,
  });
  return (
    <FormModal title="Rename list" opened={opened} submitLabel="Save name" dialog={dialog}>
      <TextInput label="List name" required data-autofocus {...form.getInputProps('name')} />
    </FormModal>
  );
}

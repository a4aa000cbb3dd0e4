import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAddContactToList } from '../../api/lists';
import { FormModal, useFormDialog } from '../../components';
import {
  CONTACT_FIELDS,
  ContactFields,
  type ContactFormValues,
  NO_CONTACT,
  contactBody,
} from '../contacts/contact-form';

/** Creates the contact (or finds it by phone) and adds it to the list, as a funnel does. */
export function AddContactModal({
  listId,
  opened,
  onClose,
}: {
  listId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm<ContactFormValues>({ initialValues: NO_CONTACT });
  const dialog = useFormDialog({
    form,
    mutation: useAddContactToList(listId),
    fields: CONTACT_FIELDS,
    toVariables: contactBody,
    onClose,
  });
  return (
    <FormModal title="Add contact" opened={opened} submitLabel="Add to list" dialog={dialog}>
      <ContactFields form={form} />
      <Text size="xs" c="dimmed">
        An existing contact with this phone number is added as is. A live campaign on this list
        sends its opening message.
      </Text>
    </FormModal>
  );
}

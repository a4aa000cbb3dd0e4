import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useCreateContact } from '../../api/contacts';
import { FormModal, useFormDialog } from '../../components';
import {
  CONTACT_FIELDS,
  ContactFields,
  type ContactFormValues,
  NO_CONTACT,
  contactBody,
} from './contact-form';

/** New contact: the contact form; the new (or already known) contact opens. */
export function NewContactModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useForm<ContactFormValues>({ initialValues: NO_CONTACT });
  const dialog = useFormDialog({
    form,
    mutation: useCreateContact(),
    fields: CONTACT_FIELDS,
    toVariables: contactBody,
    onSuccess: (contact) => navigate(`/app/contacts/${contact.id}`),
    onClose,
  });
  return (
    <FormModal title="New contact" opened={opened} submitLabel="Create contact" dialog={dialog}>
      <ContactFields form={form} />
      <Text size="xs" c="dimmed">
        A phone number or an email is required. A contact with the same phone already exists? It is
        opened instead.
      </Text>
    </FormModal>
  );
}

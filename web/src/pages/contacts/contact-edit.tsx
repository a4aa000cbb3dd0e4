import { Alert, Anchor, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ApiError, fieldProblems } from '../../api/client';
import { useUpdateContact } from '../../api/contacts';
import type { Contact } from '../../api/types';
import { ErrorNote } from '../../components';
import { CONTACT_FIELDS, ContactFields, type ContactFormValues } from './contact-form';

const FIELD_WORDS: Record<string, string> = {
  phone: 'phone number',
  phoneNumber: 'phone number',
  email: 'email',
};

/** The other contact a 409 `CONTACT_CONFLICT` names, and which field they share. */
export function contactConflict(
  error: unknown,
): { field: string; contactId: string | null } | null {
  if (!(error instanceof ApiError) || error.code !== 'CONTACT_CONFLICT') return null;
  const detail = (Array.isArray(error.details) ? error.details[0] : null) as {
    field?: string;
    contactId?: string | null;
  } | null;
  return { field: detail?.field ?? 'phone', contactId: detail?.contactId ?? null };
}

/**
 * Edit: the contact form filled with the contact, sent as a `PATCH` (docs/contacts.md): a field
 * emptied is cleared (`null`). A phone or email another contact holds (409 `CONTACT_CONFLICT`) is
 * named in words with a link to that contact; nothing changed.
 */
export function ContactEditModal({
  contact,
  opened,
  onClose,
}: {
  contact: Contact;
  opened: boolean;
  onClose: () => void;
}) {
  const initial: ContactFormValues = {
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    phone: contact.phone ?? '',
    email: contact.email ?? '',
  };
  const form = useForm<ContactFormValues>({ initialValues: initial });
  const update = useUpdateContact(contact.id);
  useEffect(() => {
    if (opened) {
      form.setValues(initial);
      update.reset();
    }
  }, [opened]);
  const conflict = contactConflict(update.error);
  const close = () => {
    update.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Edit contact">
      <form
        onSubmit={form.onSubmit((values) =>
          update.mutate(
            Object.fromEntries(
              Object.entries(values).map(([key, value]) => [key, value.trim() || null]),
            ),
            {
              onSuccess: close,
              onError: (error) => {
                for (const problem of fieldProblems(error)) {
                  const path = CONTACT_FIELDS[problem.field]?.path;
                  if (path) form.setFieldError(path, problem.message);
                }
              },
            },
          ),
        )}
      >
        <Stack>
          <ContactFields form={form} />
          {conflict ? (
            <Alert color="red" variant="light" role="alert" title="Not saved">
              Another contact already has this {FIELD_WORDS[conflict.field] ?? conflict.field}.
              {conflict.contactId && (
                <>
                  {' '}
                  <Anchor
                    component={Link}
                    to={`/app/contacts/${conflict.contactId}`}
                    onClick={close}
                  >
                    Open the other contact
                  </Anchor>
                </>
              )}
            </Alert>
          ) : (
            <ErrorNote
              error={update.error}
              shown={['firstName', 'lastName', 'phone', 'email']}
              labels={Object.fromEntries(
                Object.entries(CONTACT_FIELDS).map(([name, f]) => [name, f.label]),
              )}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

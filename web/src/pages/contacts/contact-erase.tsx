import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useEraseContact } from '../../api/contacts';
import type { Contact } from '../../api/types';
import { ErrorNote, fullName } from '../../components';

/**
 * `Delete contact`'s confirmation (docs/data-lifecycle.md): says what is erased (the contact,
 * its list memberships, channel identities and opt-out history; its pending campaign messages
 * are cancelled; its messages' text becomes "[erased]"), then erases and returns to Contacts.
 */
export function ContactEraseModal({
  contact,
  opened,
  onClose,
}: {
  contact: Contact;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const erase = useEraseContact(contact.id);
  const close = () => {
    erase.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Delete ${fullName(contact)}?`}>
      <Stack>
        <Text size="sm">This erases the person for good. It cannot be undone:</Text>
        <List size="sm" spacing={4}>
          <List.Item>
            the contact, its list memberships, channel identities and opt-out history are deleted;
          </List.Item>
          <List.Item>
            its pending campaign messages and follow-ups are cancelled and never sent;
          </List.Item>
          <List.Item>
            the text of its messages becomes “[erased]” (counts and credits stay).
          </List.Item>
        </List>
        <ErrorNote error={erase.error} title="Not deleted" />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={erase.isPending}
            onClick={() =>
              erase
                .mutateAsync()
                .then(() => navigate('/app/contacts', { replace: true }))
                .catch(() => undefined /* shown by the ErrorNote */)
            }
          >
            Delete contact
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, List as Items, Modal, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useDeleteList } from '../../api/lists';
import type { List } from '../../api/types';
import { ErrorNote } from '../../components';

/** What happens to the members' contacts, in words. */
function staying(n: number): string {
  if (n === 0) return 'The list has no members: no contact is affected.';
  if (n === 1) return 'Its 1 contact stays in Contacts, with its conversations.';
  return `Its ${n} contacts stay in Contacts, with their conversations.`;
}

/**
 * `Delete`'s confirmation (docs/data-lifecycle.md#deleting-lists-templates-and-campaigns): says
 * what goes (the list, its memberships and import reports) and what stays (the contacts), and
 * that a live campaign on the list stops it; then deletes and returns to Lists. A refusal is
 * shown in words.
 */
export function DeleteListModal({
  list,
  opened,
  onClose,
}: {
  list: List;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteList(list.id);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Delete the list “${list.name}”?`}>
      <Stack>
        <Items size="sm" spacing={4}>
          <Items.Item>
            The list, its {list.memberCount === 1 ? 'membership' : 'memberships'} and its import
            reports are deleted. This cannot be undone.
          </Items.Item>
          <Items.Item>{staying(list.memberCount)}</Items.Item>
          <Items.Item>
            A live campaign on this list must be paused first. A draft or paused campaign on it is
            left without a list and cannot launch until you choose another.
          </Items.Item>
        </Items>
        <ErrorNote error={remove.error} title="The list was not deleted" />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove
                .mutateAsync()
                .then(() => navigate('/app/lists', { replace: true }))
                .catch(() => undefined /* shown by the ErrorNote */)
            }
          >
            Delete list
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

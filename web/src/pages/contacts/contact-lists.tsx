import { Anchor, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAddToList, useContactLists, useListOptions, useRemoveFromList } from '../../api/lists';
import { ErrorNote, PagedRows, SectionCard } from '../../components';

/**
 * The contact's lists with `Remove from list` each, and `Add to list` (a dialog choosing the
 * list; a live campaign on it sends its opening message) (docs/lists-and-imports.md).
 */
export function ContactLists({ contactId }: { contactId: string }) {
  const lists = useContactLists(contactId);
  const remove = useRemoveFromList(contactId);
  const [adding, setAdding] = useState(false);
  return (
    <SectionCard title="Lists" mb="lg">
      <ErrorNote error={remove.error} title="Not removed" />
      <PagedRows
        page={lists}
        framed={false}
        loadingLabel="Loading the lists…"
        empty={
          <Text size="sm" c="dimmed" mb="sm">
            Not in any list.
          </Text>
        }
      >
        {(rows) => (
          <Stack gap={6} mb="sm">
            {rows.map((list) => (
              <Group key={list.id} justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={`/app/lists/${list.id}`}>
                  {list.name}
                </Anchor>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove from list ${list.name}`}
                  loading={remove.isPending && remove.variables === list.id}
                  onClick={() => remove.mutate(list.id)}
                >
                  Remove from list
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </PagedRows>
      <Button variant="default" size="sm" onClick={() => setAdding(true)}>
        Add to list
      </Button>
      <AddToListModal contactId={contactId} opened={adding} onClose={() => setAdding(false)} />
    </SectionCard>
  );
}

function AddToListModal({
  contactId,
  opened,
  onClose,
}: {
  contactId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const options = useListOptions().data?.data ?? [];
  const add = useAddToList(contactId);
  const [listId, setListId] = useState<string | null>(null);
  const close = () => {
    add.reset();
    setListId(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Add to list">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (listId) add.mutate(listId, { onSuccess: close });
        }}
      >
        <Stack>
          <NativeSelect
            label="List"
            data={[
              { value: '', label: options.length ? 'Choose a list' : 'No list yet' },
              ...options.map((list) => ({ value: list.id, label: list.name })),
            ]}
            value={listId ?? ''}
            onChange={(event) => setListId(event.currentTarget.value || null)}
            data-autofocus
          />
          <Text size="xs" c="dimmed">
            A live campaign on the list sends its opening message.
          </Text>
          <ErrorNote error={add.error} title="Not added" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!listId} loading={add.isPending}>
              Add to list
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

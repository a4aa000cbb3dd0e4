import {
  Box,
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import {
  type SavedReply,
  type SavedReplyFields,
  useDeleteSavedReply,
  useSaveSavedReply,
  useSavedReplies,
} from '../../api/saved-replies';
import { Empty, ErrorNote, FormModal, Loading, useFormDialog } from '../../components';

/** The placeholder a saved reply may hold, as typed. */
const FIRST_NAME = '{{firstName}}';

/**
 * Settings > Saved replies (owners and agents; docs/inbox-app.md#saved-replies): the account's
 * saved replies with their shortcut and text, `New saved reply`, `Edit` and `Delete` (after a
 * confirmation), and how `/` and `{{firstName}}` work in the composer.
 */
export function SavedRepliesSettings() {
  const replies = useSavedReplies();
  const remove = useDeleteSavedReply();
  // null: closed; 'new': a new one; a reply: editing it
  const [editing, setEditing] = useState<SavedReply | 'new' | null>(null);
  const confirmDelete = (reply: SavedReply) => {
    remove.reset();
    modals.openConfirmModal({
      title: `Delete /${reply.shortcut}?`,
      children: (
        <Text size="sm">
          Nobody can insert it with /{reply.shortcut} any more. Messages already sent with it stay
          as they are.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(reply.id),
    });
  };
  const rows = replies.data ?? [];

  return (
    <Stack>
      <Paper withBorder p="lg">
        <Group justify="space-between" align="flex-start" mb="md" gap="sm">
          <div style={{ flex: '1 1 18rem' }}>
            <Title order={4}>Saved replies</Title>
            <Text size="sm" c="dimmed">
              Answers the team gives often. In a conversation, type <Code>/</Code> and the start of
              a shortcut in Reply, then pick the reply: its text goes into Reply, ready to change
              before you send it.
            </Text>
            <Text size="sm" c="dimmed" mt={6}>
              <Code>{FIRST_NAME}</Code> in the text becomes the contact&apos;s first name, and is
              left out when it is not known: &ldquo;Hi {FIRST_NAME}, thanks!&rdquo; reads &ldquo;Hi
              Ana, thanks!&rdquo; or &ldquo;Hi, thanks!&rdquo;.
            </Text>
          </div>
          <Button onClick={() => setEditing('new')}>New saved reply</Button>
        </Group>
        <ErrorNote error={remove.error} title="Not deleted" />
        <ErrorNote error={replies.error} />
        {replies.isPending ? (
          <Loading />
        ) : rows.length === 0 ? (
          <Empty title="No saved replies yet">
            Save the answers you type again and again; then /shortcut brings one into the reply.
          </Empty>
        ) : (
          // A list rather than a table: the text wraps across the full width, even at 390 px
          <Stack component="ul" aria-label="Saved replies" gap={0} m={0} p={0}>
            {rows.map((reply) => (
              <Box
                component="li"
                key={reply.id}
                py="sm"
                style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Code fz="sm" fw={600}>
                    /{reply.shortcut}
                  </Code>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={`Edit /${reply.shortcut}`}
                      onClick={() => setEditing(reply)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete /${reply.shortcut}`}
                      onClick={() => confirmDelete(reply)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Group>
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {reply.body}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Paper>
      <SavedReplyModal
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        reply={editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

/** `New saved reply` or `Edit saved reply`: fields `Shortcut` and `Body`. */
function SavedReplyModal({
  reply,
  onClose,
}: {
  reply: SavedReply | 'new' | null;
  onClose: () => void;
}) {
  const existing = reply !== null && reply !== 'new' ? reply : null;
  const form = useForm<SavedReplyFields>({
    initialValues: { shortcut: existing?.shortcut ?? '', body: existing?.body ?? '' },
    transformValues: (values) => ({ shortcut: values.shortcut.trim(), body: values.body }),
  });
  const dialog = useFormDialog({
    form,
    mutation: useSaveSavedReply(existing?.id ?? null),
    fields: {
      shortcut: { path: 'shortcut', label: 'Shortcut' },
      body: { path: 'body', label: 'Body' },
    },
    onClose,
  });
  return (
    <FormModal
      title={existing ? `Edit /${existing.shortcut}` : 'New saved reply'}
      opened={reply !== null}
      submitLabel={existing ? 'Save' : 'Save reply'}
      size="lg"
      dialog={dialog}
    >
      <TextInput
        label="Shortcut"
        description="Typed after / in Reply: letters a-z, digits, - and _, up to 32."
        leftSection={<Text size="sm">/</Text>}
        required
        maxLength={32}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        {...form.getInputProps('shortcut')}
        // the / is shown before the field: a typed one (and capitals) would only be dropped later
        onChange={(event) =>
          form.setFieldValue(
            'shortcut',
            event.currentTarget.value.replace(/^\/+/, '').toLowerCase(),
          )
        }
      />
      <Textarea
        label="Body"
        description={`The text put into Reply. ${FIRST_NAME} becomes the contact's first name.`}
        required
        autosize
        minRows={4}
        maxRows={12}
        maxLength={4096}
        {...form.getInputProps('body')}
      />
    </FormModal>
  );
}

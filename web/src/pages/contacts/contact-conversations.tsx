import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useContactConversations } from '../../api/conversations';
import { ErrorNote, Loading, SectionCard, formatDate } from '../../components';
import { inboxChannelName } from '../inbox/words';

const OWNER_WORDS: Record<string, string> = {
  bot: 'Bot answers',
  human: 'A person answers',
  closed: 'Closed',
};

/** The contact's conversations, each a link into the Inbox (docs/inbox-app.md#the-contact-page). */
export function ContactConversations({ contactId }: { contactId: string }) {
  const conversations = useContactConversations(contactId);
  const rows = conversations.data?.data;
  return (
    <SectionCard title="Conversations" mb="lg">
      {conversations.isPending && <Loading label="Loading the conversations…" />}
      <ErrorNote error={conversations.error} />
      {rows?.length === 0 && (
        <Text size="sm" c="dimmed">
          No conversation yet.
        </Text>
      )}
      <Stack gap={6}>
        {rows?.map((row) => (
          <Group key={row.id} gap="sm" wrap="wrap">
            <Anchor component={Link} to={`/app/inbox/${row.id}`}>
              {inboxChannelName(row.channel)} conversation
            </Anchor>
            <Badge variant="light" color="gray">
              {OWNER_WORDS[row.owner] ?? row.owner}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDate(row.lastMessageAt ?? row.createdAt)}
            </Text>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}
